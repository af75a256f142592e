import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussions } from '../../db/schema/index.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import type { DiscussionRow } from '../../contract/discussions.ts';
import { Errors } from '../errors.ts';
import { escapeLike } from '../like.ts';
import type { Viewer } from '../access/actor.ts';
import { isModerator } from './policy.ts';
import { toDiscussionRows } from './store.ts';

export interface DiscussionFilter {
  cid?: number;
  pid?: string;
  onlyMine: boolean;
  keyword?: string;
  currentPage: number;
  limit: number;
}

/** Whose discussions a list shows: the site's (gid null), or one group's, with whether the viewer administers that group. */
export interface ListScope {
  gid: number | null;
  groupAdmin: boolean;
}
const SITE: ListScope = { gid: null, groupAdmin: false };
const scopeWhere = (s: ListScope) => (s.gid === null ? isNull(discussions.gid) : eq(discussions.gid, s.gid));

const keywordMatch = (keyword: string | undefined): SQL | undefined =>
  keyword
    ? sql`(${discussions.title} like ${escapeLike(keyword)} escape '\\' or ${discussions.description} like ${escapeLike(keyword)} escape '\\')`
    : undefined;

function pageOf(db: Db, where: SQL | undefined, f: DiscussionFilter, order: SQL[]): Page<DiscussionRow> {
  const total = db.select({ n: count() }).from(discussions).where(where).get()!.n;
  const list = db
    .select()
    .from(discussions)
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset((f.currentPage - 1) * f.limit)
    .all();
  return toPage(toDiscussionRows(db, list), total, f.limit, f.currentPage);
}

/** GET get-discussion-list: the site's (or a group's) discussions, pinned first, newest first; disabled ones to their authors and admins. */
export function listDiscussions(
  db: Db,
  viewer: Viewer,
  f: DiscussionFilter,
  scope: ListScope = SITE,
): Page<DiscussionRow> {
  if (f.onlyMine && !viewer) throw Errors.NotLoggedIn();
  const visible =
    isModerator(viewer) || scope.groupAdmin
      ? undefined
      : viewer
        ? or(eq(discussions.status, 0), eq(discussions.uid, viewer.uid))
        : eq(discussions.status, 0);
  const where = and(
    scopeWhere(scope),
    visible,
    keywordMatch(f.keyword),
    f.cid !== undefined ? eq(discussions.categoryId, f.cid) : undefined,
    f.pid ? sql`${discussions.pid} = ${f.pid} collate nocase` : undefined,
    f.onlyMine ? eq(discussions.uid, viewer!.uid) : undefined,
  );
  return pageOf(db, where, f, [desc(discussions.topPriority), desc(discussions.id)]);
}

/** GET admin/discussion: every discussion of the site (or of one group), newest first. */
export function listDiscussionsForAdmin(
  db: Db,
  f: { keyword?: string; currentPage: number; limit: number },
  scope: ListScope = SITE,
): Page<DiscussionRow> {
  return pageOf(db, and(scopeWhere(scope), keywordMatch(f.keyword)), { ...f, onlyMine: false }, [desc(discussions.id)]);
}
