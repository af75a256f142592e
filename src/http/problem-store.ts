import type { ProblemStore } from '../domain/problems/save-problem.ts';
import type { AppEnv } from './env.ts';

/** What saving a problem needs from the server: the database, the data folder, and the judge to compile checkers. */
export function problemStore(c: { var: AppEnv['Variables'] }): ProblemStore {
  const { db, dataDir, judge } = c.var.deps;
  return { db, dataDir, compileChecker: judge ? (code, language, files) => judge.compileChecker(code, language, files) : undefined };
}
