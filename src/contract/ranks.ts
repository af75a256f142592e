import { z } from 'zod';
import { pageSchema } from './envelope.ts';

/**
 * The public ACM and OI ranks (spec doc 2 §2 "Public ranks", §3 "Public rank record", §9;
 * API-NEXT "Ranks"): the request, the rows, and the rules the pages share.
 */

export const RankType = { ACM: 0, OI: 1 } as const;
export type RankTypeCode = (typeof RankType)[keyof typeof RankType];

/** A page of the rank holds 30 users; the chart shows the first 10 of the rank. */
export const RANK_PAGE_SIZE = 30;
export const RANK_CHART_SIZE = 10;
export const RANK_MAX_PAGE_SIZE = 100;

/** GET /api/get-rank-list. `type` is required: 0 ACM, 1 OI. */
export const rankListQuerySchema = z.object({
  type: z
    .string()
    .pipe(z.enum(['0', '1']))
    .transform((n) => Number(n) as RankTypeCode),
  searchUser: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => s || undefined),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(RANK_MAX_PAGE_SIZE).catch(RANK_PAGE_SIZE).default(RANK_PAGE_SIZE),
});
export type RankListQuery = z.input<typeof rankListQuerySchema>;

/** A user's line: ACM rows and OI rows alike carry the score (0 on the ACM rank is simply not shown). */
export const rankRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  signature: z.string(),
  avatar: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  ac: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
});
export type RankRow = z.infer<typeof rankRowSchema>;
export const rankPageSchema = pageSchema(rankRowSchema);
export type RankPage = z.infer<typeof rankPageSchema>;

/** The rank's "Rating": the share of accepted submissions, as a percentage with two decimals (0 with none). */
export function acRate(ac: number, total: number): string {
  return total > 0 ? ((ac / total) * 100).toFixed(2) : '0.00';
}
