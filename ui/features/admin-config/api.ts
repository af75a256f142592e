import type { AdminWebsiteConfig, SetWebsiteConfigInput } from '../../../src/contract/site.ts';
import { api } from '../../lib/api.ts';

export const adminConfigApi = {
  get: () => api.get<AdminWebsiteConfig>('/api/admin/config/get-web-config'),
  set: (input: SetWebsiteConfigInput) => api.put<unknown>('/api/admin/config/set-web-config', input),
};
