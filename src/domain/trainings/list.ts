import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainingMembers, trainings } from '../../db/schema/index.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import type { TrainingRow } from '../../contract/trainings.ts';
import { escapeLike } from '../like.ts';
import type { Viewer } from '../access/actor.ts';
import { toRows, type StoredTraining } from './store.ts';

/** The training lists: the public one (visible trainings outside groups) and the back office's. */

export interface TrainingListFilter {
  keyword?: string;
  categoryId?: number;
  auth?: 'Public' | 'Private';
  kind?: 'code' | 'choice';
  currentPage: number;
  limit: number;
}

const keywordMatch = (keyword: string | undefined): SQL | undefined =>
  keyword
    ? sql`(${trainings.title} like ${escapeLike(keyword)} escape '\\' or cast(${trainings.id} as text) = ${keyword})`
    : undefined;

function pageOf(
  db: Db,
  where: SQL | undefined,
  f: TrainingListFilter,
  order: SQL[],
): { list: StoredTraining[]; total: number } {
  const total = db.select({ n: count() }).from(trainings).where(where).get()!.n;
  const list = db
    .select()
    .from(trainings)
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset((f.currentPage - 1) * f.limit)
    .all();
  return { list, total };
}

/** The viewer's accepted problems through each of the given trainings. */
function acCountsOf(db: Db, uid: string, tids: number[]): Map<number, number> {
  if (tids.length === 0) return new Map();
  const rows = db
    .select({ tid: trainingMembers.tid, ac: trainingMembers.ac })
    .from(trainingMembers)
    .where(and(eq(trainingMembers.uid, uid), inArray(trainingMembers.tid, tids)))
    .all();
  return new Map(rows.map((r) => [r.tid, r.ac]));
}

/** The site's trainings (`gid` null) or one group's. */
const inScope = (gid: number | null) => (gid === null ? isNull(trainings.gid) : eq(trainings.gid, gid));

/** GET /api/get-training-list (and a group's list): by rank, then newest; the progress column for a signed-in viewer. */
export function listTrainings(
  db: Db,
  viewer: Viewer,
  f: TrainingListFilter,
  gid: number | null = null,
): Page<TrainingRow> {
  const where = and(
    isNull(trainings.deletedAt),
    eq(trainings.visible, true),
    inScope(gid),
    eq(trainings.kind, f.kind ?? 'code'),
    keywordMatch(f.keyword),
    f.categoryId !== undefined ? eq(trainings.categoryId, f.categoryId) : undefined,
    f.auth !== undefined ? eq(trainings.auth, f.auth) : undefined,
  );
  const { list, total } = pageOf(db, where, f, [asc(trainings.rank), desc(trainings.id)]);
  const acCounts = viewer
    ? acCountsOf(
        db,
        viewer.uid,
        list.map((t) => t.id),
      )
    : null;
  return toPage(toRows(db, list, acCounts), total, f.limit, f.currentPage);
}

/** GET /api/admin/training/get-training-list: the super admin sees every training, others their own (a group's admins: all of the group's). */
export function listTrainingsForAdmin(
  db: Db,
  f: TrainingListFilter,
  ownerUid: string | null,
  gid: number | null = null,
) {
  const where = and(
    isNull(trainings.deletedAt),
    inScope(gid),
    ownerUid ? eq(trainings.authorUid, ownerUid) : undefined,
    f.kind ? eq(trainings.kind, f.kind) : undefined,
    keywordMatch(f.keyword),
  );
  const { list, total } = pageOf(db, where, f, [desc(trainings.id)]);
  const rows = toRows(db, list, null);
  const records = rows.map(({ acCount: _a, ...r }, i) => ({
    ...r,
    visible: list[i]!.visible,
    gmtCreate: list[i]!.createdAt.toISOString(),
  }));
  return toPage(records, total, f.limit, f.currentPage);
}
