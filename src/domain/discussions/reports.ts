import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionReports, discussions } from '../../db/schema/index.ts';
import { DISCUSSION_LIMITS } from '../../contract/discussions.ts';
import { toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { WindowLimit } from '../rate-limit.ts';
import { findDiscussion } from './store.ts';

/** Reports of discussions: each tag in hash signs, then the reason (doc 2 §5); moderators handle them. */

const reports = new WindowLimit(5, 60_000);

export function reportDiscussion(db: Db, actor: Actor, did: number, tags: string[], reason: string): void {
  findDiscussion(db, actor, did);
  const text = reason.trim();
  if (tags.length === 0 && !text) throw Errors.ReportEmpty();
  if (text.length > DISCUSSION_LIMITS.reportReason) throw Errors.ReportTooLong();
  if (reports.full(actor.uid) !== null) throw Errors.TooFast();
  reports.note(actor.uid);
  const content = `${[...new Set(tags)].map((t) => `#${t}#`).join('')}${text ? ` ${text}` : ''}`.trim();
  db.insert(discussionReports)
    .values({ did, reporterUid: actor.uid, reporter: actor.username, content, createdAt: new Date() })
    .run();
}

/** GET admin/discussion-report: unhandled first, newest first. */
export function listReports(db: Db, q: { currentPage: number; limit: number }) {
  const total = db.select({ n: count() }).from(discussionReports).get()!.n;
  const rows = db
    .select()
    .from(discussionReports)
    .orderBy(discussionReports.status, desc(discussionReports.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  const ids = [...new Set(rows.map((r) => r.did))];
  const posts = new Map(
    ids.length
      ? db
          .select({ id: discussions.id, title: discussions.title, author: discussions.author, gid: discussions.gid })
          .from(discussions)
          .where(inArray(discussions.id, ids))
          .all()
          .map((d) => [d.id, d])
      : [],
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      did: r.did,
      gid: posts.get(r.did)?.gid ?? null,
      discussionTitle: posts.get(r.did)?.title ?? '',
      discussionAuthor: posts.get(r.did)?.author ?? '',
      reporter: r.reporter,
      content: r.content,
      status: r.status,
      gmtCreate: r.createdAt.toISOString(),
    })),
    total,
    q.limit,
    q.currentPage,
  );
}

export function setReportStatus(db: Db, id: number, status: number): void {
  const done = db.update(discussionReports).set({ status }).where(eq(discussionReports.id, id)).returning().get();
  if (!done) throw Errors.ReportNotFound();
}
