import type { Announcement } from '../../../src/contract/announcements.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { GroupDetail, GroupForm, GroupRow, MemberRow } from '../../../src/contract/groups.ts';
import { api, request } from '../../lib/api.ts';

export interface GroupListParams { currentPage: number; limit: number; keyword?: string; auth?: number; onlyMine?: boolean }
export interface MemberListParams { gid: number; currentPage: number; limit: number; keyword?: string }
export interface GroupAnnouncementForm { id?: number; gid: number; title: string; content: string; status: 0 | 1 }

/** The group calls (API-NEXT "Groups"); pages that show a failure in place ask quietly. */
export const groupApi = {
  list: (q: GroupListParams) => api.get<Page<GroupRow>>('/api/get-group-list', { ...q, onlyMine: q.onlyMine ? 'true' : undefined }),
  detail: (gid: number) => api.get<GroupDetail>('/api/get-group-detail', { gid }, { quiet: true }),
  create: (form: GroupForm) => api.post<GroupDetail>('/api/group', form, { quiet: true }),
  update: (form: GroupForm) => api.put<GroupDetail>('/api/group', form, { quiet: true }),
  disband: (gid: number) => request<null>('/api/group', { method: 'DELETE', params: { gid } }),
  apply: (gid: number, code: string, reason: string) =>
    request<'joined' | 'applied'>('/api/group/member', { method: 'POST', params: { gid, code, reason }, quiet: true }),
  exit: (gid: number) => request<null>('/api/group/member/exit', { method: 'DELETE', params: { gid } }),
  members: (q: MemberListParams) => api.get<Page<MemberRow>>('/api/group/get-member-list', { ...q }, { quiet: true }),
  applications: (q: MemberListParams) => api.get<Page<MemberRow>>('/api/group/get-apply-list', { ...q }, { quiet: true }),
  changeMember: (gid: number, uid: string, auth: number) => api.put<null>('/api/group/member', { gid, uid, auth }),
  removeMember: (gid: number, uid: string) => request<null>('/api/group/member', { method: 'DELETE', params: { gid, uid } }),
  announcements: (gid: number, currentPage: number, limit: number) =>
    api.get<Page<Announcement>>('/api/group/get-announcement-list', { gid, currentPage, limit }, { quiet: true }),
  adminAnnouncements: (gid: number, currentPage: number, limit: number) =>
    api.get<Page<Announcement>>('/api/group/get-admin-announcement-list', { gid, currentPage, limit }, { quiet: true }),
  createAnnouncement: (form: GroupAnnouncementForm) => api.post<Announcement>('/api/group/announcement', form, { quiet: true }),
  updateAnnouncement: (form: GroupAnnouncementForm) => api.put<Announcement>('/api/group/announcement', form),
  removeAnnouncement: (aid: number) => request<null>('/api/group/announcement', { method: 'DELETE', params: { aid } }),
  uploadAvatar: (gid: number, png: Blob) => {
    const form = new FormData();
    form.append('image', png, 'avatar.png');
    form.append('gid', String(gid));
    return api.upload<GroupDetail>('/api/file/upload-group-avatar', form);
  },
};
