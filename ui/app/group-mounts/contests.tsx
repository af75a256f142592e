import { type ReactNode, useMemo } from 'react';
import { useRoute } from 'wouter';
import { adminContestApi, type ContestAdminScope, ContestAdminScopeContext } from '../../features/admin-contest/api.ts';
import { ContestAnnouncementsPage } from '../../features/admin-contest/contest-announcements-page.tsx';
import { ContestEditPage } from '../../features/admin-contest/contest-edit-page.tsx';
import { ContestProblemsPage } from '../../features/admin-contest/contest-problems-page.tsx';
import { ContestProctorPage } from '../../features/admin-contest/contest-proctor-page.tsx';
import { ProblemEditPage } from '../../features/admin-problem/problem-edit-page.tsx';
import { GroupShell } from '../../features/group/group-shell.tsx';
import { api, request } from '../../lib/api.ts';

/** The group id of the path (/group/{gid}/…). */
function useGid(): number {
  const [, params] = useRoute<{ groupID: string }>('/group/:groupID/*?');
  return Number(params?.groupID ?? 0);
}

/** The contest admin pages' calls and paths inside a group (API-NEXT "Groups"): the same payloads as the back office's. */
function groupContestScope(gid: number): ContestAdminScope {
  return {
    base: `/group/${gid}/contest`,
    // A problem made inside the contest is the group's; once made, it is edited as the group's problems are.
    problemHref: (cid, pid) => (pid === 'create' ? `/group/${gid}/contest/${cid}/problem/create` : `/group/${gid}/problem-edit/${pid}`),
    addFromGroup: (cid, problemId, displayId) => request('/api/group/add-contest-problem-from-group', { method: 'POST', params: { cid, problemId, displayId } }),
    api: {
      ...adminContestApi,
      list: (q) => api.get('/api/group/get-admin-contest-list', { ...q, gid }),
      get: (cid) => api.get('/api/group/contest', { cid }),
      create: (form) => api.post('/api/group/contest', { ...form, gid }, { quiet: true }),
      update: (form) => api.put('/api/group/contest', form, { quiet: true }),
      remove: (cid) => request('/api/group/contest', { method: 'DELETE', params: { cid } }),
      setVisible: (cid, visible) => request('/api/group/change-contest-visible', { method: 'PUT', params: { cid, visible } }),
      problems: (cid) => api.get('/api/group/get-contest-problem-list', { cid }),
      addable: (cid, q) => api.get('/api/group/get-contest-problem-list', { cid, queryExisted: false, ...q }),
      addFromPublic: (link) => api.post('/api/group/add-contest-problem-from-public', link),
      updateLink: (link) => api.put('/api/group/contest-problem', link),
      removeProblem: (cid, pid) => request('/api/group/contest-problem', { method: 'DELETE', params: { cid, pid } }),
      announcements: (cid, q) => api.get('/api/group/get-contest-announcement-list', { cid, ...q }),
      saveAnnouncement: (cid, announcement) =>
        (announcement.id ? api.put : api.post)('/api/group/contest-announcement', { cid, announcement }, { quiet: true }),
      removeAnnouncement: (aid, cid) => request('/api/group/contest-announcement', { method: 'DELETE', params: { aid, cid } }),
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
  return <InGroup><ContestEditPage /></InGroup>;
}

/** /group/{gid}/contest/{cid}/problems: the contest's problems, added from the public bank or the group's own. */
export function GroupContestProblems() {
  return <InGroup><ContestProblemsPage /></InGroup>;
}

/** /group/{gid}/contest/{cid}/announcement: the contest's announcements. */
export function GroupContestAnnouncements() {
  return <InGroup><ContestAnnouncementsPage /></InGroup>;
}

/** /group/{gid}/contest/{cid}/proctor: the contest's proctor view (its expected participants and their state). */
export function GroupContestProctor() {
  return <InGroup><ContestProctorPage /></InGroup>;
}

/** /group/{gid}/contest/{cid}/problem/create: the problem editor making a group problem linked in the contest. */
export function GroupContestProblemCreate() {
  const gid = useGid();
  return <GroupShell tab="contest" wide><ProblemEditPage groupId={gid} /></GroupShell>;
}
