import type { Page } from '../../../src/contract/envelope.ts';
import type { Notice, NoticeForm, NoticeType } from '../../../src/contract/notices.ts';
import { api, request } from '../../lib/api.ts';

/** The back office's notice calls (super admin). */
export const adminNoticeApi = {
  list: (q: { currentPage: number; limit: number; type?: NoticeType }) => api.get<Page<Notice>>('/api/admin/msg/notice', q),
  create: (form: NoticeForm) => api.post<Notice>('/api/admin/msg/notice', form, { quiet: true }),
  update: (form: NoticeForm) => api.put<Notice>('/api/admin/msg/notice', form, { quiet: true }),
  remove: (id: number) => request<null>('/api/admin/msg/notice', { method: 'DELETE', params: { id } }),
};
