import type { AddUserForm, AdminUserRow, BulkResult, EditUserInput, UserSession } from '../../../src/contract/admin-users.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { api, request } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export interface UserQuery { currentPage: number; limit: number; keyword?: string; role?: number; status?: number }

/** The back office's user calls (super admin and admins). */
export const adminUserApi = {
  list: (q: UserQuery) => api.get<Page<AdminUserRow>>('/api/admin/user/get-user-list', { ...q }),
  add: (form: AddUserForm) => api.post<null>('/api/admin/user/add-user', form, { quiet: true }),
  edit: (form: EditUserInput) => api.put<null>('/api/admin/user/edit-user', form, { quiet: true }),
  bulk: (uids: string[], change: { role?: number; status?: number }) => api.put<BulkResult>('/api/admin/user/bulk', { uids, ...change }),
  remove: (ids: string[]) => request<BulkResult>('/api/admin/user/delete-user', { method: 'DELETE', json: { ids } }),
  sessions: (uid: string) => api.get<UserSession[]>('/api/admin/user/sessions', { uid }),
  revoke: (id: string) => request<null>('/api/admin/user/session', { method: 'DELETE', params: { id } }),
  /** The chosen users, or every user the filters match. */
  exportCsv: (q: UserQuery, uids: string[]) => {
    const params: Record<string, string | number> = uids.length ? { uids: uids.join(',') } : {};
    if (!uids.length) for (const k of ['keyword', 'role', 'status'] as const) if (q[k] !== undefined) params[k] = q[k];
    return downloadFile('/api/file/export-users', params, 'users.csv');
  },
};
