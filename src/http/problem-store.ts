import { Errors } from '../domain/errors.ts';
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

/** Compiles a special judge or an interactor for a problem form; a failure is refused with the compiler's message. */
export async function compileForForm(
  c: { var: AppEnv['Variables'] },
  code: string,
  language: string,
  files: Record<string, string> | null | undefined,
): Promise<null> {
  const compileChecker = problemStore(c).compileChecker;
  if (!compileChecker) throw Errors.CheckerCompilerUnavailable();
  const result = await compileChecker(code, language, files);
  if (!result.ok) throw Errors.CheckerCompileFailed(result.message);
  return null;
}
