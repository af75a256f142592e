import type { DataSource } from '../../../src/contract/admin-config.ts';
import type { DashboardInfo, JudgeServiceInfo, RecentLogin, ServiceInfo } from '../../../src/contract/dashboard.ts';
import type { AdminWebsiteConfig, SetWebsiteConfigInput } from '../../../src/contract/site.ts';
import { api } from '../../lib/api.ts';

export const adminConfigApi = {
  get: () => api.get<AdminWebsiteConfig>('/api/admin/config/get-web-config'),
  set: (input: SetWebsiteConfigInput) => api.put<unknown>('/api/admin/config/set-web-config', input),
  /** Shows its own error in place. */
  testEmail: (email: string) => api.post<null>('/api/admin/config/test-email', { email }, { quiet: true }),
  dataSource: () => api.get<DataSource>('/api/admin/config/get-db-and-redis-config'),
};

export const dashboardApi = {
  info: () => api.get<DashboardInfo>('/api/admin/dashboard/get-dashboard-info'),
  logins: () => api.post<RecentLogin[]>('/api/admin/dashboard/get-sessions'),
  service: () => api.get<ServiceInfo>('/api/admin/config/get-service-info'),
  judge: () => api.get<JudgeServiceInfo>('/api/admin/config/get-judge-service-info'),
};
