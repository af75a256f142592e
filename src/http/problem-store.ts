import type { ProblemStore } from '../domain/problems/save-problem.ts';
import type { AppEnv } from './env.ts';

/**
 * What saving a problem needs from the server: the database, the data folder, and the judge to
 * compile checkers (a compile waits in the judge's fair queue under the signed-in user).
 */
export function problemStore(c: { var: AppEnv['Variables'] }): ProblemStore {
  const { db, dataDir, judge } = c.var.deps;
  const uid = c.var.user?.uid ?? '';
  return {
    db,
    dataDir,
    compileChecker: judge ? (code, language, files) => judge.compileChecker(code, language, files, uid) : undefined,
  };
}
