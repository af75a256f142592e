import { z } from 'zod';
import { boardPageSchema } from '../contests.ts';

/**
 * The answer of get-contest-rank and get-contest-outside-scoreboard: a page of the board and what
 * the seal does to it, so a page can say what will happen to the results after the seal.
 */
export const boardAnswerSchema = boardPageSchema.extend({
  /** The page is the frozen board. */
  sealed: z.boolean(),
  /** When the results after the seal show by themselves (ms: the last participant's end), or null: only the contest's admins unseal it, or nothing is sealed. */
  unsealAt: z.number().nullable(),
  autoRealRank: z.boolean(),
});
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;
