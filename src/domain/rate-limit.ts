/**
 * Events per key within a sliding window, kept in memory (one server process serves the school;
 * a restart forgets them, which costs an abuser nothing they could not get by waiting).
 */
export class WindowLimit {
  private readonly times = new Map<string, number[]>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** The key's events still inside the window, oldest first. */
  recent(key: string, now = Date.now()): number[] {
    const times = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.times.delete(key);
    else this.times.set(key, times);
    return times;
  }

  /** Whether the key has used up its events; when so, the ms until the oldest leaves the window. */
  full(key: string, now = Date.now()): number | null {
    const times = this.recent(key, now);
    return times.length >= this.max ? times[0]! + this.windowMs - now : null;
  }

  note(key: string, now = Date.now()): void {
    this.times.set(key, [...this.recent(key, now), now]);
  }
}
