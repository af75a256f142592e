import { type ReactNode, useMemo } from 'react';
import { useRoute } from 'wouter';
import {
  type ContestAdminScope,
  ContestAdminScopeContext,
  GROUP_CONTEST_CALLS,
} from '../../features/admin-contest/api.ts';
import { ContestAnnouncementsPage } from '../../features/admin-contest/contest-announcements-page.tsx';
import { ContestEditPage } from '../../features/admin-contest/contest-edit-page.tsx';
import { ContestProblemsPage } from '../../features/admin-contest/contest-problems-page.tsx';
import { ContestProctorPage } from '../../features/admin-contest/contest-proctor-page.tsx';
import { ProblemEditPage } from '../../features/admin-problem/problem-edit-page.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';

/** The group id of the path (/group/{gid}/…). */
function useGid(): number {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/*?');
  return Number(params?.groupID ?? 0);
}

/** The contest admin pages' entries and paths inside a group (API-NEXT "Groups"): the same payloads as the back office's. */
function groupContestScope(gid: number): ContestAdminScope {
  return {
    base: `/group/${gid}/contest`,
    // A problem made inside the contest is the group's; once made, it is edited as the group's problems are.
    problemHref: (cid, pid) =>
      pid === 'create' ? `/group/${gid}/contest/${cid}/problem/create` : `/group/${gid}/problem-edit/${pid}`,
    gid,
    calls: GROUP_CONTEST_CALLS,
  };
}

function InGroup({ children }: { children: ReactNode }) {
  const gid = useGid();
  const scope = useMemo(() => groupContestScope(gid), [gid]);
  return (
    <GroupShell tab="contest">
      <ContestAdminScopeContext.Provider value={scope}>{children}</ContestAdminScopeContext.Provider>
    </GroupShell>
  );
}

/** /group/{gid}/contest/create and /group/{gid}/contest/{cid}/edit: the contest form with the group's calls. */
export function GroupContestEdit() {
  return (
    <InGroup>
      <ContestEditPage />
    </InGroup>
  );
}

/** /group/{gid}/contest/{cid}/problems: the contest's problems, added from the public bank or the group's own. */
export function GroupContestProblems() {
  return (
    <InGroup>
      <ContestProblemsPage />
    </InGroup>
  );
}

/** /group/{gid}/contest/{cid}/announcement: the contest's announcements. */
export function GroupContestAnnouncements() {
  return (
    <InGroup>
      <ContestAnnouncementsPage />
    </InGroup>
  );
}

/** /group/{gid}/contest/{cid}/proctor: the contest's proctor view (its expected participants and their state). */
export function GroupContestProctor() {
  return (
    <InGroup>
      <ContestProctorPage />
    </InGroup>
  );
}

/** /group/{gid}/contest/{cid}/problem/create: the problem editor making a group problem linked in the contest. */
export function GroupContestProblemCreate() {
  const gid = useGid();
  return (
    <GroupShell tab="contest" wide>
      <ProblemEditPage groupId={gid} />
    </GroupShell>
  );
}
