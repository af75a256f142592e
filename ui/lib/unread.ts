import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { Unread } from '../../src/contract/messages.ts';
import { api } from './api.ts';
import { t } from './i18n.ts';
import { hasNewMessages, unreadTotal } from './message-kinds.ts';
import { NOTIFICATION_TOASTER } from './notify.ts';
import { userAtom } from './session.ts';
import { readSse } from './sse.ts';
import { store } from './store.ts';

/** The poll of spec doc 1 §4, used only while the event stream is down. */
export const UNREAD_POLL_MS = 120_000;
/** Wait before reconnecting after the stream ended normally, and the longest wait after failures. */
const RECONNECT_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

const unreadState = atom<Unread | null>(null);
/** The signed-in user's unread counts (null until the first reading, and when logged out). */
export const unreadAtom = atom((get) => (get(userAtom) ? get(unreadState) : null));

/** Takes a new reading of the counts; new messages bring a notice with the total. */
function adopt(next: Unread) {
  const before = store.get(unreadState);
  store.set(unreadState, next);
  if (!hasNewMessages(before, next)) return;
  const count = unreadTotal(next);
  toast.info(t('message.notice.title'), {
    id: 'unread-notice', toasterId: NOTIFICATION_TOASTER, description: t('message.notice.text', { count }), testId: 'unread-notice',
  });
}

/** Reads the counts again (after a list was read or cleaned, and by the fallback poll). */
export async function refreshUnread(): Promise<void> {
  try {
    adopt(await api.get<Unread>('/api/msg/unread', undefined, { quiet: true }));
  } catch {
    // The next push or poll brings the counts.
  }
}

/**
 * Keeps the counts current while someone is signed in: the `unread` events of GET /api/msg/events,
 * reconnecting when the stream ends (waiting longer after each failure, up to 30 s), and the 120 s
 * poll of GET /api/msg/unread while the stream is down. Mounted once, by the header.
 */
export function useUnreadFeed() {
  const user = useAtomValue(userAtom);
  const uid = user?.uid ?? '';
  useEffect(() => {
    store.set(unreadState, null);
    if (!uid) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let live = false;
    const connect = () => {
      readSse('/api/msg/events', (e) => {
        if (e.event !== 'unread') return;
        failures = 0;
        live = true;
        try {
          adopt(JSON.parse(e.data) as Unread);
        } catch {
          // A garbled event is skipped; the next one carries the whole counts again.
        }
      }, controller.signal).then(
        () => RECONNECT_MS,
        () => Math.min(MAX_BACKOFF_MS, RECONNECT_MS * 2 ** ++failures),
      ).then((wait) => {
        live = false;
        if (!controller.signal.aborted) timer = setTimeout(connect, wait);
      });
    };
    connect();
    const poll = setInterval(() => {
      if (!live) void refreshUnread();
    }, UNREAD_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearInterval(poll);
    };
  }, [uid]);
}
