/**
 * Who is listening for a user's unread counts (GET /api/msg/events): every write that adds, reads
 * or cleans a user's messages calls `notifyUnread` after it, and each open stream of those users
 * recounts and sends. In memory: one server process serves the school.
 */
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

export function onUnreadChange(uid: string, listener: Listener): () => void {
  const set = listeners.get(uid) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(uid, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(uid);
  };
}

export function notifyUnread(uids: Iterable<string>): void {
  for (const uid of new Set(uids)) for (const listener of listeners.get(uid) ?? []) listener();
}
