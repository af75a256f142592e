import type { RankPage, RankTypeCode } from '../../../src/contract/ranks.ts';
import { api } from '../../lib/api.ts';

/** GET get-group-rank-list: a page of the group's rank; the page shows a refusal in place. */
export const groupRankApi = {
  list: (q: { gid: number; type: RankTypeCode; currentPage: number; limit: number; searchUser?: string }) =>
    api.get<RankPage>('/api/get-group-rank-list', { ...q, searchUser: q.searchUser || undefined }, { quiet: true }),
};
