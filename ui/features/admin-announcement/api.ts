import type { Announcement, AnnouncementForm } from '../../../src/contract/announcements.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { api, request } from '../../lib/api.ts';

/** The back office's announcement calls (super admin). */
export const adminAnnouncementApi = {
  list: (q: { currentPage: number; limit: number }) => api.get<Page<Announcement>>('/api/admin/announcement', q),
  create: (form: AnnouncementForm) => api.post<Announcement>('/api/admin/announcement', form),
  update: (form: AnnouncementForm) => api.put<Announcement>('/api/admin/announcement', form),
  remove: (aid: number) => request<null>('/api/admin/announcement', { method: 'DELETE', params: { aid } }),
};
