import { z } from 'zod';
import { RANK_PAGE_SIZE, rankListQuerySchema } from './ranks.ts';

/**
 * A group's rank (spec doc 3 "Group rank", §7 getGroupRank; API-NEXT 9.7): the public rank's
 * request with the group, answered with the public rank's rows (ranks.ts `rankPageSchema`).
 */
export const GROUP_RANK_PAGE_SIZE = RANK_PAGE_SIZE;

/** GET /api/get-group-rank-list: gid, type 0 ACM / 1 OI, searchUser?, currentPage?, limit? (30). */
export const groupRankQuerySchema = rankListQuerySchema.extend({
  gid: z.coerce.number().int().positive(),
});
