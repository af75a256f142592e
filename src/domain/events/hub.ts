import type { ContestEventKind } from '../../contract/events.ts';

/**
 * The one place live changes pass through (DESIGN "Live updates"): the judge's result hook and the
 * admins' judge actions publish a submission's change, contests publish what changed in them, and
 * messages and notices publish a user's changed counts. The event stream (GET /api/events) listens
 * by channel and decides what each viewer may hear. Listeners are called synchronously, often inside
 * the transaction that made the change, so they only note it and act later. In memory: one server
 * process serves the school.
 */
export type Channel = `submission:${number}` | `contest:${number}` | `user:${string}`;

/** What a listener hears: on a contest's channel, which part changed; elsewhere only that something did. */
export type Change = { channel: Channel; kind?: ContestEventKind };
type Listener = (change: Change) => void;

const listeners = new Map<Channel, Set<Listener>>();
const versions = new Map<number, number>();

export const submissionChannel = (submitId: number): Channel => `submission:${submitId}`;
export const contestChannel = (cid: number): Channel => `contest:${cid}`;
export const userChannel = (uid: string): Channel => `user:${uid}`;

/** Listens to the channels; returns the function that stops listening. */
export function listen(channels: readonly Channel[], listener: Listener): () => void {
  for (const ch of channels) {
    let set = listeners.get(ch);
    if (!set) listeners.set(ch, (set = new Set()));
    set.add(listener);
  }
  return () => {
    for (const ch of channels) {
      const set = listeners.get(ch);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(ch);
    }
  };
}

export function publish(change: Change): void {
  for (const listener of [...(listeners.get(change.channel) ?? [])]) {
    try {
      listener(change);
    } catch {
      // A listener that fails (a closed stream) must not stop the others or the change that published.
    }
  }
}

/** Whether anything listens on the channel now (the judge reads a state only when something does). */
export const listening = (channel: Channel) => listeners.has(channel);

/** How many channels have listeners (for diagnostics and tests). */
export const channelsListened = () => listeners.size;

/** Bumped with every event of a contest: a kept board of an older version is stale. */
export const contestVersion = (cid: number) => versions.get(cid) ?? 0;

export function publishContest(cid: number, kind: ContestEventKind): void {
  versions.set(cid, contestVersion(cid) + 1);
  publish({ channel: contestChannel(cid), kind });
}

/** A submission's state changed (a verdict, a rejudge, a manual judgement, a lapsed claim). */
export const publishSubmission = (submitId: number) => publish({ channel: submissionChannel(submitId) });

/** Users' unread counts changed: each open stream of those users recounts and sends. */
export function publishUnread(uids: Iterable<string>): void {
  for (const uid of new Set(uids)) publish({ channel: userChannel(uid) });
}
