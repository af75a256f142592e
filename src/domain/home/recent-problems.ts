import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { HOME_LIST_SIZE, type RecentUpdatedProblem } from '../../contract/home.ts';
import { listedInBank } from '../problems/policy.ts';

/** The query of the latest updated problems of the bank as a visitor sees it: the home page is the same for everyone. */
export function recentProblemsQuery(db: Db) {
  return db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      type: problems.type,
      createdAt: problems.createdAt,
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .where(listedInBank(null))
    .orderBy(desc(problems.updatedAt), desc(problems.id))
    .limit(HOME_LIST_SIZE);
}

export function recentUpdatedProblems(db: Db): RecentUpdatedProblem[] {
  return recentProblemsQuery(db)
    .all()
    .map(({ createdAt, updatedAt, ...p }) => ({
      ...p,
      gmtCreate: createdAt.toISOString(),
      gmtModified: updatedAt.toISOString(),
    }));
}
