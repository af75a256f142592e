import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, tags } from '../../db/schema/index.ts';
import type { ProblemForm, Tag } from '../../contract/problems.ts';
import { ApplyProgress } from '../../contract/group-problems.ts';
import { Errors } from '../errors.ts';
import type { Actor, Viewer } from '../access/actor.ts';
import { changeProblemAuth, getProblemForAdmin, problemCaseRows } from '../problems/admin-queries.ts';
import { deleteProblem } from '../submissions/problem-deletion.ts';
import { saveProblem, type ProblemStore, type WithinSave } from '../problems/save-problem.ts';
import { listTags } from '../tags/tags.ts';
import { assertGroupAdmin } from '../access/group-policy.ts';
import { groupFor } from './store.ts';
import { groupIdPrefix, manageableProblem, typedProblemId } from './problems.ts';

/**
 * Changing a group's problems: creating (group admins) and editing, deleting, changing the auth,
 * applying to be public, reading the test data (the problem's author or a group root). Saving is
 * the bank's save (problems/save-problem.ts) with the group as the problem's home.
 */

/** The edit form's content, its display id without the group's short name. */
export function groupProblemForEdit(db: Db, actor: Actor, pid: number) {
  const p = manageableProblem(db, actor, pid);
  const { group } = groupFor(db, actor, p.gid);
  const detail = getProblemForAdmin(db, p.id);
  return {
    ...detail,
    problem: { ...detail.problem, problemId: typedProblemId(p.problemId, group.shortName) },
    idPrefix: groupIdPrefix(group.shortName, p.problemId),
  };
}

/** Creates a problem in group `gid` (a group admin) or saves one of its problems (its author or a group root). */
export async function saveGroupProblem(
  store: ProblemStore,
  actor: Actor,
  form: ProblemForm,
  gid?: number,
  within?: WithinSave,
) {
  const pid = form.problem?.id;
  if (typeof pid === 'number') {
    const p = manageableProblem(store.db, actor, pid);
    const { group } = groupFor(store.db, actor, p.gid);
    return saveProblem(store, actor, form, within, {
      gid: p.gid,
      idPrefix: groupIdPrefix(group.shortName, p.problemId),
    });
  }
  if (gid === undefined) throw Errors.Validation('gid is required');
  const { group, as } = groupFor(store.db, actor, gid);
  assertGroupAdmin(group, as);
  return saveProblem(store, actor, form, within, { gid, idPrefix: groupIdPrefix(group.shortName) });
}

export function deleteGroupProblem(db: Db, dataDir: string, actor: Actor, pid: number): void {
  deleteProblem(db, dataDir, manageableProblem(db, actor, pid).id);
}

export function changeGroupProblemAuth(db: Db, actor: Actor, pid: number, auth: number): void {
  changeProblemAuth(db, manageableProblem(db, actor, pid).id, auth, actor.username);
}

/**
 * Applies (or withdraws the application) for the problem to become a bank problem: a problem not
 * applied or refused may apply; only an application still waiting may be withdrawn.
 */
export function applyPublic(
  db: Db,
  actor: Actor,
  pid: number,
  isApplied: boolean,
): { applyPublicProgress: number | null } {
  const p = manageableProblem(db, actor, pid);
  if (isApplied && p.applyPublicProgress === ApplyProgress.APPLYING) throw Errors.GroupProblemAlreadyApplied();
  if (!isApplied && p.applyPublicProgress !== ApplyProgress.APPLYING) throw Errors.GroupProblemNotApplied();
  const applyPublicProgress = isApplied ? ApplyProgress.APPLYING : null;
  db.update(problems).set({ applyPublicProgress }).where(eq(problems.id, p.id)).run();
  return { applyPublicProgress };
}

/** The problem's cases as the edit form lists them (uploaded files' names, or the manual samples). */
export function groupProblemCases(db: Db, actor: Actor, pid: number) {
  return problemCaseRows(db, manageableProblem(db, actor, pid).id);
}

/** The tags a group's problem may carry: the bank's own and the group's (group admins). */
export function groupProblemTags(db: Db, viewer: Viewer, gid: number): Tag[] {
  const { group, as } = groupFor(db, viewer, gid);
  assertGroupAdmin(group, as);
  const own = db
    .select({ id: tags.id, name: tags.name, color: tags.color, oj: tags.oj, classificationId: tags.classificationId })
    .from(tags)
    .where(and(eq(tags.gid, gid), eq(tags.oj, 'ME')))
    .orderBy(asc(tags.id))
    .all();
  return [...listTags(db, viewer, 'ME'), ...own];
}
