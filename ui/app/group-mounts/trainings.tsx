import { type ReactNode, useMemo } from 'react';
import { useRoute } from 'wouter';
import { groupTrainingEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { trainingPicksOf } from '../../../src/contract/trainings.ts';
import {
  adminTrainingApi,
  type TrainingAdminScope,
  TrainingAdminScopeContext,
} from '../../features/admin-training/api.ts';
import { groupTrainingOwn } from '../../features/admin-training/training-bank.ts';
import { TrainingEditPage } from '../../features/admin-training/training-edit-page.tsx';
import { TrainingProblemsPage } from '../../features/admin-training/training-problems-page.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { TrainingShell } from '../../features/training/training-shell.tsx';
import { call } from '../../lib/call.ts';

/** The group id of the path (/group/{gid}/…). */
function useGid(): number {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/*?');
  return Number(params?.groupID ?? 0);
}

/** The training admin pages' calls and paths inside a group (API-NEXT "Groups"): the same payloads as the back office's. */
function groupTrainingScope(gid: number): TrainingAdminScope {
  return {
    base: `/group/${gid}/training`,
    // The training's own problems tab is /group/{gid}/training/{tid}/problems (spec doc 3 §1).
    problemsPath: 'problem-admin',
    problemEditHref: (pid) => `/group/${gid}/problem-edit/${pid}`,
    own: (tid, inIt) => groupTrainingOwn(gid, tid, inIt),
    api: {
      ...adminTrainingApi,
      list: (q) => call(E.adminList, { ...q, gid }),
      get: (tid) => call(E.get, { tid }),
      create: (form) => call(E.create, { ...form, training: { ...form.training, gid } }, { quiet: true }),
      update: (form) => call(E.update, form, { quiet: true }),
      remove: (tid) => call(E.remove, { tid }),
      setVisible: (tid, visible) => call(E.setVisible, { tid, status: visible ? 'true' : 'false' }),
      problems: async (tid, existing, q) =>
        trainingPicksOf(await call(E.problems, { tid, queryExisted: existing ? 'true' : 'false', ...q })),
      addFromPublic: (tid, pid) => call(E.addFromPublic, { tid, pid }),
      updateLink: (link) => call(E.updateLink, link),
      removeProblem: (tid, pid) => call(E.removeProblem, { tid, pid }),
    },
  };
}

function InGroup({ children, wide = false }: { children: (gid: number) => ReactNode; wide?: boolean }) {
  const gid = useGid();
  const scope = useMemo(() => groupTrainingScope(gid), [gid]);
  return (
    <GroupShell tab="training" wide={wide}>
      <TrainingAdminScopeContext.Provider value={scope}>{children(gid)}</TrainingAdminScopeContext.Provider>
    </GroupShell>
  );
}

/** /group/{gid}/training/{tid} and its tabs: the training page inside the group's frame. */
export function GroupTrainingDetail() {
  // A problem of the training takes the whole width, as the bank's problem page does.
  const [onProblem] = useRoute('/group/:groupID/training/:trainingID/problem/*');
  return <InGroup wide={onProblem}>{(gid) => <TrainingShell base={`/group/${gid}/training`} />}</InGroup>;
}

/** /group/{gid}/training/create and /group/{gid}/training/{tid}/edit: the training form with the group's calls. */
export function GroupTrainingEdit() {
  return <InGroup wide>{() => <TrainingEditPage />}</InGroup>;
}

/** /group/{gid}/training/{tid}/problem-admin: the training's problems, added from the public bank or the group's own. */
export function GroupTrainingProblems() {
  return <InGroup>{() => <TrainingProblemsPage />}</InGroup>;
}
