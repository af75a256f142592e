/**
 * What happens in a contest that open pages want to hear of at once: its board changed, an
 * announcement was made, a print request or a first accept arrived. The contest event stream
 * (src/http/routes/contest-events.ts) forwards these; listeners are called synchronously, often
 * inside the transaction that made the change, so they only note it and act later.
 */
export type ContestEventKind = 'board' | 'announcement' | 'print' | 'ac';

const versions = new Map<number, number>();
const listeners = new Set<(cid: number, kind: ContestEventKind) => void>();

/** Bumped with every event of a contest: a kept board of an older version is stale. */
export const contestVersion = (cid: number) => versions.get(cid) ?? 0;

export function emitContestEvent(cid: number, kind: ContestEventKind): void {
  versions.set(cid, contestVersion(cid) + 1);
  for (const listener of listeners) listener(cid, kind);
}

export function onContestEvent(listener: (cid: number, kind: ContestEventKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
