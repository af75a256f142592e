import type { Page } from '../../../src/contract/envelope.ts';
import type { ReviewRow } from '../../../src/contract/group-problems.ts';
import { api, request } from '../../lib/api.ts';

export const reviewApi = {
  list: (q: { currentPage: number; limit: number; progress?: number }) => api.get<Page<ReviewRow>>('/api/admin/group-problem/list', { ...q }, { quiet: true }),
  change: (pid: number, progress: number) => request<null>('/api/admin/group-problem/change-progress', { method: 'PUT', params: { pid, progress } }),
};

