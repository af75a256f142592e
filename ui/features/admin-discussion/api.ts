import type { z } from 'zod';
import type { DiscussionRow, reportRowSchema } from '../../../src/contract/discussions.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { api, request } from '../../lib/api.ts';

export type ReportRow = z.infer<typeof reportRowSchema>;

/** The back office's discussion and report calls (API-NEXT "Admin discussions and reports"). */
export const adminDiscussionApi = {
  list: (q: { currentPage: number; limit: number; keyword?: string }) => api.get<Page<DiscussionRow>>('/api/admin/discussion', { ...q }),
  update: (body: { id: number; status?: number; topPriority?: boolean }) => api.put<null>('/api/admin/discussion', body),
  remove: (ids: number[]) => request<null>('/api/admin/discussion', { method: 'DELETE', json: ids }),
  reports: (q: { currentPage: number; limit: number }) => api.get<Page<ReportRow>>('/api/admin/discussion-report', { ...q }),
  setReportStatus: (id: number, status: number) => api.put<null>('/api/admin/discussion-report', { id, status }),
};
