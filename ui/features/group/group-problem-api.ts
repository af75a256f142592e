import type { Page } from '../../../src/contract/envelope.ts';
import type { GroupAdminProblemRow, GroupProblemRow } from '../../../src/contract/group-problems.ts';
import { api, request } from '../../lib/api.ts';

/** A group's problem calls (API-NEXT "Groups"); the editor's own are in the problem editor. */
export const groupProblemApi = {
  list: (gid: number, currentPage: number, limit: number) =>
    api.get<Page<GroupProblemRow>>('/api/group/get-problem-list', { gid, currentPage, limit }, { quiet: true }),
  adminList: (gid: number, currentPage: number, limit: number) =>
    api.get<Page<GroupAdminProblemRow>>('/api/group/get-admin-problem-list', { gid, currentPage, limit }, { quiet: true }),
  changeAuth: (pid: number, auth: number) => request<null>('/api/group/change-problem-auth', { method: 'PUT', params: { pid, auth } }),
  applyPublic: (pid: number, isApplied: boolean) =>
    request<{ applyPublicProgress: number | null }>('/api/group/apply-public', { method: 'PUT', params: { pid, isApplied } }),
  remove: (pid: number) => request<null>('/api/group/problem', { method: 'DELETE', params: { pid } }),
};

