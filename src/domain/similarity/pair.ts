import type { Db } from '../../db/client.ts';
import type { SimilarityScope } from '../../contract/similarity.ts';
import { Errors } from '../errors.ts';
import { similarityReport } from './jobs.ts';
import { submissionsById } from './submissions.ts';

/** Two submissions of the scope's last check side by side: their code and the fragments they share. */
export function similarityPair(db: Db, dataDir: string, scope: SimilarityScope, id: number, a: number, b: number) {
  const report = similarityReport(dataDir, scope, id);
  const found = report.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
  if (!found) throw Errors.SimilarityPairNotFound();
  const rows = submissionsById(db, [found.a, found.b]);
  const left = rows.find((r) => r.submitId === found.a);
  const right = rows.find((r) => r.submitId === found.b);
  if (!left || !right) throw Errors.SimilarityPairNotFound();
  return { pair: found, a: left, b: right };
}
