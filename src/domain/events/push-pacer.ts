/**
 * The pace of one event stream's pushes of gathered changes (a contest's board, a user's counts):
 * the first change after a quiet moment goes out at once, and while changes keep coming they go
 * out together at most once every `gapMs`. A final verdict thus reaches a watching board at once,
 * and a burst of judgements refreshes a board a bounded number of times (one per gap).
 * Times are passed in (ms), so the rule is the same whatever clock reads them.
 */
export const PUSH_GAP_MS = 50;

export class PushPacer {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly gapMs = PUSH_GAP_MS) {}

  /** How long (ms) changes noted at `now` must wait before they may be pushed: 0 when idle. */
  delay(now: number): number {
    return Math.max(0, this.last + this.gapMs - now);
  }

  /** A push went out at `now`. */
  pushed(now: number): void {
    this.last = now;
  }
}
