/**
 * Which waiting task a free worker takes. Workers serve users, not rows: each user with waiting
 * work has a share of the workers (the site's judgeUserShare). While any user below their share
 * waits, users at their share wait too; among those that may go, the highest priority wins, then
 * the user served least recently (round-robin), then the user who has waited longest. Only when
 * every waiting user is at their share do the workers take more of someone's work, so no worker
 * idles while work waits. The server's queue (src/judging/db-host.ts) and the judge self-test's
 * flood check choose by it.
 */

/** One user's next task at one priority. */
export interface Candidate<T> {
  uid: string;
  priority: number;
  /** When the task was queued (ms), for users never served or served at the same turn. */
  since: number;
  /** The last tie-break: the submission id (0 for test runs and compiles, which go first). */
  seq: number;
  ref: T;
}

export interface FairState {
  /** Tasks of each user being judged now. */
  running: (uid: string) => number;
  /** The turn at which the user was last served (higher: more recently); 0 for never. */
  servedAt: (uid: string) => number;
  /** Tasks one user may have judged at once while others wait. */
  share: number;
}

export function pickFair<T>(candidates: readonly Candidate<T>[], state: FairState): Candidate<T> | null {
  const below = candidates.filter((c) => state.running(c.uid) < state.share);
  const pool = below.length > 0 ? below : candidates;
  let best: Candidate<T> | null = null;
  for (const c of pool) if (best === null || before(c, best, state)) best = c;
  return best;
}

function before<T>(a: Candidate<T>, b: Candidate<T>, state: FairState): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  const turnA = state.servedAt(a.uid);
  const turnB = state.servedAt(b.uid);
  if (turnA !== turnB) return turnA < turnB;
  if (a.since !== b.since) return a.since < b.since;
  return a.seq < b.seq;
}
