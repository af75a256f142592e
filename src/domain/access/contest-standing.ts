import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestRegistrations, contests } from '../../db/schema/index.ts';
import { groupTie, type GroupTie } from './group-standing.ts';

/** A contest as its policy reads it, and whether a viewer took part: the facts of a viewer's standing in a contest. */

/** A stored contest row with its tie to its group (a group contest), and the ways the contest screens show it. */
export type ContestRow = typeof contests.$inferSelect & { group?: GroupTie | null };

/** A contest that is not deleted (visibility is the policy's question). */
export function findContest(db: Db, cid: number): ContestRow | undefined {
  const row = db
    .select()
    .from(contests)
    .where(and(eq(contests.id, cid), isNull(contests.deletedAt)))
    .get();
  return row && { ...row, group: groupTie(db, row.gid) };
}

export function isRegistered(db: Db, cid: number, uid: string | undefined): boolean {
  if (!uid) return false;
  return (
    db
      .select({ uid: contestRegistrations.uid })
      .from(contestRegistrations)
      .where(and(eq(contestRegistrations.cid, cid), eq(contestRegistrations.uid, uid)))
      .get() !== undefined
  );
}
