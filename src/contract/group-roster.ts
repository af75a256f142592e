import { z } from 'zod';
import { IMPORT_COLUMNS } from './user-import.ts';

/**
 * Adding a class to a group from a roster file (CSV): a line is a username (an existing account
 * joins as a member, or is invited when the one adding may not add it at once) or, for the super admin only, an account to create in the back office's
 * import columns (username, password, email, realname, …), which then joins. Previewed first.
 */
export const ROSTER_LIMITS = {
  /** Bytes of one roster file. */
  bytes: 64 * 1024,
  /** Lines of one roster. */
  rows: 500,
} as const;

/** The file names a roster may have. */
export const ROSTER_FILE = /\.(csv|txt)$/i;

/**
 * join: an account that joins; create: an account made, then joined; invite: an account invited,
 * which joins when it accepts; member: already in; unknown / invalid: left out.
 */
export const ROSTER_STATES = ['join', 'create', 'invite', 'member', 'unknown', 'invalid'] as const;
export type RosterState = (typeof ROSTER_STATES)[number];

export const rosterLineSchema = z.object({
  /** The line of the file (or the place in the list sent). */
  line: z.number().int(),
  username: z.string(),
  state: z.enum(ROSTER_STATES),
  /** Why a line is left out, in the reader's language. */
  message: z.string().nullable(),
  /** The line's fields, as they are sent back to add it. */
  fields: z.array(z.string()),
});
export type RosterLine = z.infer<typeof rosterLineSchema>;
export const rosterPreviewSchema = z.object({ lines: z.array(rosterLineSchema) });
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** POST group/roster-add: the fields of the previewed lines to add. */
export const rosterAddSchema = z.object({
  gid: z.number().int().positive(),
  rows: z
    .array(z.array(z.string().max(1000)).min(1).max(IMPORT_COLUMNS.length))
    .min(1)
    .max(ROSTER_LIMITS.rows),
});
export const rosterResultSchema = z.object({
  joined: z.number().int(),
  created: z.number().int(),
  invited: z.number().int(),
});
export type RosterResult = z.infer<typeof rosterResultSchema>;
