import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { roleIsStaff } from '../permissions/staff.ts';
import { Priority } from '../submissions/priority.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * The queue priority of a contest's submissions and test runs, from who runs it: a contest whose
 * author is staff is judged before practice; any other (a group contest a student made) waits
 * with practice, so a student cannot buy the queue by opening a contest. A site contest whose
 * author is gone was made in the back office, by staff.
 */
export function contestPriority(db: Db, contest: Pick<ContestRow, 'authorUid' | 'gid'>): number {
  if (contest.authorUid === null) return contest.gid === null ? Priority.CONTEST : Priority.PRACTICE;
  const author = db.select({ role: users.role }).from(users).where(eq(users.uid, contest.authorUid)).get();
  return author && roleIsStaff(db, author.role) ? Priority.CONTEST : Priority.PRACTICE;
}
