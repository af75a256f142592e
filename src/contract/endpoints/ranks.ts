import { rankListQuerySchema, rankPageSchema } from '../ranks.ts';
import { endpoint } from './define.ts';

/** The public ACM and OI ranks (API-NEXT "Ranks"): open to visitors. */
export const rankEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/get-rank-list',
    query: rankListQuerySchema,
    answer: rankPageSchema,
    caller: 'anyone',
  }),
};
