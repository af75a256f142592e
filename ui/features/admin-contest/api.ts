import type { ContestAnnouncement } from '../../../src/contract/contest-ops.ts';
import type { AdminContest, ContestForm, ContestInfo } from '../../../src/contract/contests.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { createContext, useContext } from 'react';
import { api, request } from '../../lib/api.ts';
import type { PickSource } from '../../components/problem-picker/index.ts';
import { contestBank, groupContestBank } from './contest-bank.ts';

/** A row of the back office's contest list. */
export type AdminContestRow = ContestInfo & { visible: boolean; examMode: boolean };

export type { AnnouncementDraft } from '../../components/contest-announcement-dialog.tsx';
import type { AnnouncementDraft } from '../../components/contest-announcement-dialog.tsx';

/** A bank problem as the contest screens show it. */
export interface ContestBankProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  auth: number;
  author: string;
}

/** A problem of the contest: the link (display id, title, balloon colour) and the bank problem. */
export interface ContestProblemLink {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  problem: ContestBankProblem | null;
}

export interface ContestListQuery {
  keyword?: string;
  /** Only contests of this rule type (2: computational thinking). */
  type?: number;
  currentPage: number;
  limit: number;
}

/** The calls of API-NEXT "Admin contests". */
export const adminContestApi = {
  list: (q: ContestListQuery) => api.get<Page<AdminContestRow>>('/api/admin/contest/get-contest-list', { ...q }),
  get: (cid: number) => api.get<AdminContest>('/api/admin/contest', { cid }),
  create: (form: ContestForm) => api.post<AdminContest>('/api/admin/contest', form, { quiet: true }),
  update: (form: ContestForm) => api.put<AdminContest>('/api/admin/contest', form, { quiet: true }),
  remove: (cid: number) => request<null>('/api/admin/contest', { method: 'DELETE', params: { cid } }),
  setVisible: (cid: number, visible: boolean) =>
    request<null>('/api/admin/contest/change-contest-visible', { method: 'PUT', params: { cid, visible } }),
  clone: (cid: number) => request<AdminContest>('/api/admin/contest/clone', { method: 'POST', params: { cid } }),
  problems: (cid: number) => api.get<ContestProblemLink[]>('/api/admin/contest/get-problem-list', { cid }),
  addable: (cid: number, q: ContestListQuery) =>
    api.get<Page<ContestBankProblem>>('/api/admin/contest/get-public-problem-list', { cid, ...q }),
  addFromPublic: (link: { cid: number; pid: number; displayId: string }) =>
    api.post<unknown>('/api/admin/contest/add-problem-from-public', link),
  updateLink: (link: { id: number; cid: number; displayId: string; displayTitle: string; color: string | null }) =>
    api.put<unknown>('/api/admin/contest/contest-problem', link),
  removeProblem: (cid: number, pid: number) =>
    request<null>('/api/admin/contest/problem', { method: 'DELETE', params: { cid, pid } }),
  announcements: (cid: number, q: { currentPage: number; limit: number }) =>
    api.get<Page<ContestAnnouncement>>('/api/admin/contest/announcement', { cid, ...q }),
  saveAnnouncement: (cid: number, announcement: AnnouncementDraft) =>
    (announcement.id ? api.put : api.post)<ContestAnnouncement>(
      '/api/admin/contest/announcement',
      { cid, announcement },
      { quiet: true },
    ),
  removeAnnouncement: (aid: number, _cid: number) =>
    request<null>('/api/admin/contest/announcement', { method: 'DELETE', params: { aid } }),
};

export type AdminContestApi = typeof adminContestApi;

/**
 * Where the contest admin pages work: the back office, or a group (its calls, its paths, adding a
 * problem of the group by its id). A group mounts the pages with its scope.
 */
export interface ContestAdminScope {
  api: AdminContestApi;
  /** The list's path; a contest's pages are `${base}/{cid}/edit`, `/problems`, `/announcement` and `/proctor`. */
  base: string;
  addFromGroup?: (cid: number, problemId: string, displayId: string) => Promise<unknown>;
  /** Creating and editing a problem inside the contest (none: not offered). */
  problemHref: ((cid: number, pid: number | 'create') => string) | null;
  /** The rule type a new contest starts with (the computational-thinking pages: 2). */
  newType?: number;
  /** The bank picker of "Add from public"; a scope without one is a group's (groupContestBank). */
  bank?: (cid: number, usedIds: readonly string[]) => PickSource;
}

export const ContestAdminScopeContext = createContext<ContestAdminScope>({
  api: adminContestApi,
  base: '/admin/contest',
  problemHref: (cid, pid) =>
    pid === 'create' ? `/admin/contest/${cid}/problem/create` : `/admin/contest/${cid}/problem/${pid}/edit`,
  bank: contestBank,
});
export function useContestAdminScope(): ContestAdminScope & { bank: NonNullable<ContestAdminScope['bank']> } {
  const scope = useContext(ContestAdminScopeContext);
  return { ...scope, bank: scope.bank ?? groupContestBank };
}
