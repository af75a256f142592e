import type { z } from 'zod';
import type { Page } from '../../../src/contract/envelope.ts';
import type { adminTrainingRowSchema, TrainingRow } from '../../../src/contract/trainings.ts';
import { api, request } from '../../lib/api.ts';

export type GroupAdminTrainingRow = z.infer<typeof adminTrainingRowSchema>;
export interface GroupListQuery { gid: number; currentPage: number; limit: number }

/** A group's training lists (API-NEXT "Groups"): members see the visible ones, group admins all of them. */
export const groupTrainingApi = {
  list: (q: GroupListQuery) => api.get<Page<TrainingRow>>('/api/group/get-training-list', { ...q }, { quiet: true }),
  adminList: (q: GroupListQuery) => api.get<Page<GroupAdminTrainingRow>>('/api/group/get-admin-training-list', { ...q }, { quiet: true }),
  setVisible: (tid: number, visible: boolean) => request<null>('/api/group/change-training-status', { method: 'PUT', params: { tid, status: visible } }),
  remove: (tid: number) => request<null>('/api/group/training', { method: 'DELETE', params: { tid } }),
};
