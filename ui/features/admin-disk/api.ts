import type { DiskUsage } from '../../../src/contract/disk-usage.ts';
import { api } from '../../lib/api.ts';

export const diskUsageApi = {
  get: () => api.get<DiskUsage>('/api/admin/disk-usage'),
};
