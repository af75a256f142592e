import type { ContestInfo } from '../../../src/contract/contests.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { api, request } from '../../lib/api.ts';
import type { GroupListQuery } from './group-training-api.ts';

export type GroupAdminContestRow = ContestInfo & { visible: boolean; examMode: boolean };

/** A group's contest lists (API-NEXT "Groups"): members see the visible ones, group admins all of them. */
export const groupContestApi = {
  list: (q: GroupListQuery) => api.get<Page<ContestInfo>>('/api/group/get-contest-list', { ...q }, { quiet: true }),
  adminList: (q: GroupListQuery) => api.get<Page<GroupAdminContestRow>>('/api/group/get-admin-contest-list', { ...q }, { quiet: true }),
  setVisible: (cid: number, visible: boolean) => request<null>('/api/group/change-contest-visible', { method: 'PUT', params: { cid, visible } }),
  remove: (cid: number) => request<null>('/api/group/contest', { method: 'DELETE', params: { cid } }),
};
