import type { Db } from '../../db/client.ts';
import type { AdminChoiceProblem, ChoiceProblemFormParsed } from '../../contract/choice.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { assertGroupAdmin } from '../access/group-policy.ts';
import { choiceForAdmin } from '../choice/detail.ts';
import { saveChoiceProblem } from '../choice/save.ts';
import { groupFor } from './store.ts';
import { groupIdPrefix, manageableProblem, typedProblemId } from './problems.ts';

/**
 * A group's choice (computational-thinking) problems: the choice form's save and view with the
 * group as the problem's home, asked of the group first exactly as its code problems are —
 * creating is for group admins; reading the form (with the answer) and editing for the
 * problem's author or a group root. Members read and answer them through the problem's home
 * scope (problems/problem-scope.ts), as any group problem.
 */

/** The group's choice problem the actor may manage, or a refusal (a code problem is edited on its own form). */
function manageableChoice(db: Db, actor: Actor, pid: number) {
  const p = manageableProblem(db, actor, pid);
  if (p.kind !== 'choice') throw Errors.NotChoiceProblem();
  return { p, group: groupFor(db, actor, p.gid).group };
}

/** The edit form's content: the display id typed without the group's prefix, and that prefix. */
export function groupChoiceForEdit(db: Db, actor: Actor, pid: number): AdminChoiceProblem {
  const { p, group } = manageableChoice(db, actor, pid);
  return {
    ...choiceForAdmin(db, p.id),
    problemId: typedProblemId(p.problemId, group.shortName),
    idPrefix: groupIdPrefix(group.shortName, p.problemId),
  };
}

/** Creates a choice problem in group `form.gid` (a group admin) or saves one of the group's (its author or a group root). */
export function saveGroupChoice(db: Db, actor: Actor, form: ChoiceProblemFormParsed) {
  if (form.id) {
    const { p, group } = manageableChoice(db, actor, form.id);
    return saveChoiceProblem(db, actor, form, { gid: p.gid, idPrefix: groupIdPrefix(group.shortName, p.problemId) });
  }
  if (form.gid === undefined) throw Errors.Validation('gid is required');
  const { group, as } = groupFor(db, actor, form.gid);
  assertGroupAdmin(group, as);
  return saveChoiceProblem(db, actor, form, { gid: form.gid, idPrefix: groupIdPrefix(group.shortName) });
}
