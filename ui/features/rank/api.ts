import type { RankPage, RankTypeCode } from '../../../src/contract/ranks.ts';
import { api } from '../../lib/api.ts';

export interface RankParams {
  type: RankTypeCode;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

/** The public ranks' call (API-NEXT "Ranks"). */
export const rankApi = {
  list: (q: RankParams) => api.get<RankPage>('/api/get-rank-list', { ...q, searchUser: q.searchUser || undefined }),
};
