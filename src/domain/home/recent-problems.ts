import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { HOME_LIST_SIZE, type RecentUpdatedProblem } from '../../contract/home.ts';
import { ProblemAuth } from '../../contract/problems.ts';

/** The query of the latest updated public problems of the bank (group problems stay in their groups). */
export function recentProblemsQuery(db: Db) {
  return db.select({
    id: problems.id, problemId: problems.problemId, title: problems.title, type: problems.type,
    createdAt: problems.createdAt, updatedAt: problems.updatedAt,
  }).from(problems)
    .where(and(eq(problems.auth, ProblemAuth.PUBLIC), isNull(problems.gid)))
    .orderBy(desc(problems.updatedAt), desc(problems.id))
    .limit(HOME_LIST_SIZE);
}

export function recentUpdatedProblems(db: Db): RecentUpdatedProblem[] {
  return recentProblemsQuery(db).all().map(({ createdAt, updatedAt, ...p }) => ({
    ...p, gmtCreate: createdAt.toISOString(), gmtModified: updatedAt.toISOString(),
  }));
}
