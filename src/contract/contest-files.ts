import { z } from 'zod';

/** The contest downloads (API-NEXT "Contests": file/download-contest-rank, file/download-contest-ac-submission). */

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** GET file/download-contest-rank: the board as CSV, with the view rules of get-contest-rank. */
export const rankDownloadQuerySchema = z.object({
  cid: z.coerce.number().int().positive(),
  forceRefresh: flag,
  removeStar: flag,
  containEnd: flag,
});

/** GET file/download-contest-ac-submission: accepted submissions in a zip, one folder per user or per problem. */
export const acSubmissionDownloadQuerySchema = z.object({
  cid: z.coerce.number().int().positive(),
  excludeAdmin: flag,
  splitType: z
    .enum(['user', 'problem'])
    .optional()
    .transform((v) => v ?? 'user'),
});
