import type { Permission, RoleAuth } from '../../../src/contract/permissions.ts';
import { api } from '../../lib/api.ts';

export const roleAuthApi = {
  get: () => api.get<RoleAuth>('/api/admin/role-auth'),
  save: (role: number, permissions: Permission[]) => api.put<RoleAuth>('/api/admin/role-auth', { role, permissions }),
};
