import type { CalendarHeatmap, UserHomeInfo } from '../../../src/contract/accounts.ts';
import { api } from '../../lib/api.ts';

export interface UserLookup {
  uid?: string;
  username?: string;
}

export const userHomeApi = {
  homeInfo: (who: UserLookup) => api.get<UserHomeInfo>('/api/get-user-home-info', { ...who }),
  heatmap: (who: UserLookup) => api.get<CalendarHeatmap>('/api/get-user-calendar-heatmap', { ...who }),
};
