import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { SimilarityScope } from '../../contract/similarity.ts';
import { managedContest } from '../contests/admin-save.ts';
import { Errors } from '../errors.ts';
import { groupAdminOf } from '../groups/trainings.ts';
import { isProblemManager } from '../problems/policy.ts';
import { managedTraining } from '../trainings/admin-save.ts';
import type { Actor } from '../access/actor.ts';

/**
 * Who may run and read a similarity check: of a contest, its admins (managedContest); of a
 * training, its admins (managedTraining); of a problem, problem managers, or for a group's problem
 * the group's admins. Students never: each refusal names why.
 */
export function assertMayCheckSimilarity(db: Db, actor: Actor, scope: SimilarityScope, id: number): void {
  if (scope === 'contest') managedContest(db, actor, id);
  else if (scope === 'training') managedTraining(db, actor, id);
  else {
    const p = db.select({ gid: problems.gid }).from(problems).where(eq(problems.id, id)).get();
    if (!p) throw Errors.ProblemNotFound();
    if (isProblemManager(actor)) return;
    if (p.gid === null) throw Errors.SimilarityNotAllowed();
    groupAdminOf(db, actor, p.gid);
  }
}
