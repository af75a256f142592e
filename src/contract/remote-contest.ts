import { z } from 'zod';
import { remoteImageFailureSchema } from './remote.ts';

/**
 * A whole contest of another judge imported into a contest or a training of this site: the admin
 * names it as `CF-1` (Codeforces round 1), `GYM-100001`, `AC-abc001`, `HDU-872` or `POJ-1131`; each of its problems not yet in the bank
 * is imported, one already imported is reused, and each is added under the site's own letter.
 */
export interface RemoteContestRef {
  /** The prefix as typed (checked against the sources by the server). */
  source: string;
  contestId: string;
}

const CONTEST_REF = /^([A-Z]{2,5})-([A-Z0-9][A-Z0-9_-]{0,40})$/;

/**
 * `CF-1`, `gym-100001`, `AC-abc001` as its prefix and the site's contest id (lower case: AtCoder's
 * slugs are); null when it is not written so. Which ids a source takes is the server's to check.
 */
export function parseRemoteContestRef(text: string): RemoteContestRef | null {
  const m = CONTEST_REF.exec(text.trim().toUpperCase());
  return m ? { source: m[1]!, contestId: m[2]!.toLowerCase() } : null;
}

const remoteContestText = z.string().trim().min(1).max(40);

/** POST admin/contest/import-remote-contest */
export const importRemoteContestSchema = z.object({ cid: z.number().int().positive(), contest: remoteContestText });
/** POST admin/training/import-remote-contest */
export const importRemoteContestToTrainingSchema = z.object({
  tid: z.number().int().positive(),
  contest: remoteContestText,
});

export const remoteContestImportSchema = z.object({
  /** Problems added now; `imported`: new in the bank (false: an earlier import reused). */
  added: z.array(z.object({ displayId: z.string(), problemId: z.string(), imported: z.boolean() })),
  /** Problems the contest or training already held, left as they were. */
  existed: z.array(z.object({ displayId: z.string(), problemId: z.string() })),
  /** Problems that could not be imported or added, with why. */
  failed: z.array(z.object({ problemId: z.string(), error: z.string() })),
  /** Images of the new statements that were not stored (their links stay the site's). */
  imagesFailed: z.array(remoteImageFailureSchema.extend({ problemId: z.string() })),
});
export type RemoteContestImport = z.infer<typeof remoteContestImportSchema>;
