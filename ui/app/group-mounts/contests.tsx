import { type ReactNode, useMemo } from 'react';
import { useRoute } from 'wouter';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupContestEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { adminContestApi, type ContestAdminScope, ContestAdminScopeContext } from '../../features/admin-contest/api.ts';
import { ContestAnnouncementsPage } from '../../features/admin-contest/contest-announcements-page.tsx';
import { ContestEditPage } from '../../features/admin-contest/contest-edit-page.tsx';
import { ContestProblemsPage } from '../../features/admin-contest/contest-problems-page.tsx';
import { ContestProctorPage } from '../../features/admin-contest/contest-proctor-page.tsx';
import { ProblemEditPage } from '../../features/admin-problem/problem-edit-page.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { call } from '../../lib/call.ts';

/** The group id of the path (/group/{gid}/…). */
function useGid(): number {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/*?');
  return Number(params?.groupID ?? 0);
}

/** The contest's problems answer as an array, the bank problems that can still be added as a page: the same call, asked with `queryExisted`. */
function linked(answer: AnswerOf<typeof E.problems>) {
  if (!Array.isArray(answer)) throw new Error("the contest's problems answered a page");
  return answer;
}
function addable(answer: AnswerOf<typeof E.problems>) {
  if (Array.isArray(answer)) throw new Error('the addable problems answered a list');
  return answer;
}

/** The contest admin pages' calls and paths inside a group (API-NEXT "Groups"): the same payloads as the back office's. */
function groupContestScope(gid: number): ContestAdminScope {
  return {
    base: `/group/${gid}/contest`,
    // A problem made inside the contest is the group's; once made, it is edited as the group's problems are.
    problemHref: (cid, pid) =>
      pid === 'create' ? `/group/${gid}/contest/${cid}/problem/create` : `/group/${gid}/problem-edit/${pid}`,
    addFromGroup: (cid, problemId, displayId) => call(E.addFromGroup, { cid, problemId, displayId }),
    api: {
      ...adminContestApi,
      list: (q) => call(E.adminList, { ...q, gid }),
      get: (cid) => call(E.get, { cid }),
      create: (form) => call(E.create, { ...form, gid }, { quiet: true }),
      update: (form) => call(E.update, form, { quiet: true }),
      remove: (cid) => call(E.remove, { cid }),
      setVisible: (cid, visible) => call(E.setVisible, { cid, visible: visible ? 'true' : 'false' }),
      problems: (cid) => call(E.problems, { cid, queryExisted: 'true' }).then(linked),
      addable: (cid, q) => call(E.problems, { cid, queryExisted: 'false', ...q }).then(addable),
      addFromPublic: (link) => call(E.addFromPublic, link),
      updateLink: (link) => call(E.updateLink, link),
      removeProblem: (cid, pid) => call(E.removeProblem, { cid, pid }),
      announcements: (cid, q) => call(E.announcements, { cid, ...q }),
      saveAnnouncement: (cid, announcement) =>
        announcement.id
          ? call(E.updateAnnouncement, { cid, announcement }, { quiet: true })
          : call(E.addAnnouncement, { cid, announcement }, { quiet: true }),
      removeAnnouncement: (aid, cid) => call(E.removeAnnouncement, { aid, cid }),
    },
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
