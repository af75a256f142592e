/** Where comments are read or written (a discussion or a contest's comment tab), and what the viewer may do there. */

export type Source = { sourceType: 'Discussion' | 'Contest'; sourceId: number };

export interface Place {
  source: Source;
  /** The viewer administers it (a moderator, or a contest admin of a contest). */
  admin: boolean;
  /** A running contest: ordinary participants see their own and admins' comments only. */
  restricted: boolean;
  /** Uids whose comments are admins' (the contest's creator; moderators are recognised by role). */
  adminUids: string[];
}
