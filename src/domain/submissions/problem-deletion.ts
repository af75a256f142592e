import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';
import { setCharge } from '../site/disk-quota.ts';
import { removeCases } from '../testcases/store.ts';
import { countProblemDeletion } from './counters.ts';

/**
 * Deletes a problem with its cases, tags, languages, templates, submissions and test data. Its
 * submissions leave every counter first (same transaction), so it lives beside the counters hook.
 */
export function deleteProblem(db: Db, dataDir: string, id: number): void {
  const gone = db.transaction((tx) => {
    countProblemDeletion(tx as unknown as Db, id);
    setCharge(tx as unknown as Db, 'testcases', String(id), null, 0);
    return tx.delete(problems).where(eq(problems.id, id)).returning({ id: problems.id }).all();
  });
  if (gone.length === 0) throw Errors.ProblemNotFound();
  removeCases(dataDir, id);
}
