import type { ReactNode } from 'react';
import { ContestType } from '../../src/contract/contests.ts';
import { type ContestAdminScope, ContestAdminScopeContext, SITE_CONTEST_CALLS } from '../features/admin-contest/api.ts';
import { ContestAnnouncementsPage } from '../features/admin-contest/contest-announcements-page.tsx';
import { ContestEditPage } from '../features/admin-contest/contest-edit-page.tsx';
import { ContestListPage } from '../features/admin-contest/contest-list-page.tsx';
import { ContestProblemsPage } from '../features/admin-contest/contest-problems-page.tsx';

/**
 * The back office's computational-thinking contests (spec doc 3 §2 `computational-thinking-contest/…`):
 * the contest admin pages under their own path, a new contest starting as type 2. Choice problems
 * are added from the bank, or made (and edited) inside the contest with the choice problem form.
 */
const CT_SCOPE: ContestAdminScope = {
  calls: SITE_CONTEST_CALLS,
  base: '/admin/computational-thinking-contest',
  problemHref: (cid, pid) =>
    pid === 'create'
      ? `/admin/computational-thinking-contest/${cid}/problem/create`
      : `/admin/computational-thinking-contest/${cid}/problem/${pid}/edit`,
  newType: ContestType.CT,
};
const InCt = ({ children }: { children: ReactNode }) => (
  <ContestAdminScopeContext.Provider value={CT_SCOPE}>{children}</ContestAdminScopeContext.Provider>
);

export const AdminCtContestListPage = () => (
  <InCt>
    <ContestListPage type={ContestType.CT} />
  </InCt>
);
export const AdminCtContestEditPage = () => (
  <InCt>
    <ContestEditPage />
  </InCt>
);
export const AdminCtContestProblemsPage = () => (
  <InCt>
    <ContestProblemsPage />
  </InCt>
);
export const AdminCtContestAnnouncementsPage = () => (
  <InCt>
    <ContestAnnouncementsPage />
  </InCt>
);
