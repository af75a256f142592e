import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { ChoiceWorkspace } from '../../components/problem-workspace/choice-workspace.tsx';
import { ProblemWorkspace } from '../../components/problem-workspace/problem-workspace.tsx';
import type { WorkspaceScope } from '../../components/problem-workspace/scope.ts';
import { ChoiceEditPage } from '../../features/admin-choice/choice-edit-page.tsx';
import { ProblemEditPage } from '../../features/admin-problem/problem-edit-page.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';

/** The group id of the path (/group/{gid}/…). */
function useGid(): number {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/*?');
  return Number(params?.groupID ?? 0);
}

/** What a problem page of either kind takes from its group mount. */
interface WorkspaceProps {
  scope: WorkspaceScope;
  problemId: string;
  backHref: string;
  backLabel: string;
  initialFocus: boolean;
}

/** A group's problem page at /group/{gid}/{path}/{problemID}[/full-screen]: the workspace in the group's scope. */
function GroupWorkspace({ path, Workspace }: { path: string; Workspace: ComponentType<WorkspaceProps> }) {
  const { t } = useTranslation();
  const gid = useGid();
  const [, params] = useRoute<{ problemID: string }>(`/group/:groupID/${path}/:problemID/*?`);
  const [fullScreen] = useRoute(`/group/:groupID/${path}/:problemID/full-screen`);
  const problemId = decodeURIComponent(params?.problemID ?? '');
  const scope = useMemo<WorkspaceScope>(() => ({ kind: 'group', gid }), [gid]);
  return (
    <GroupShell tab="problem" wide>
      <Workspace
        key={problemId}
        scope={scope}
        problemId={problemId}
        backHref={`/group/${gid}/problem`}
        backLabel={t('groupProblem.page.back')}
        initialFocus={Boolean(fullScreen)}
      />
    </GroupShell>
  );
}

/** /group/{gid}/problem/{problemID}[/full-screen]: the shared code workspace in the group's scope. */
export function GroupProblemPage() {
  return <GroupWorkspace path="problem" Workspace={ProblemWorkspace} />;
}

/** /group/{gid}/problem-create and /group/{gid}/problem-edit/{pid}: the problem editor with the group's calls. */
export function GroupProblemEdit() {
  const gid = useGid();
  return (
    <GroupShell tab="problem" wide>
      <ProblemEditPage groupId={gid} />
    </GroupShell>
  );
}

/** /group/{gid}/computational-thinking/problem/{problemID}[/full-screen]: a choice problem of the group, in the group's scope. */
export function GroupChoicePage() {
  return <GroupWorkspace path="computational-thinking/problem" Workspace={ChoiceWorkspace} />;
}

/** /group/{gid}/choice-problem-create and /group/{gid}/choice-problem-edit/{pid}: the choice problem form with the group's calls. */
export function GroupChoiceEdit() {
  const gid = useGid();
  return (
    <GroupShell tab="problem" wide>
      <ChoiceEditPage groupId={gid} />
    </GroupShell>
  );
}
