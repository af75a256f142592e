import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { Unread } from '../../src/contract/messages.ts';
import { api } from './api.ts';
import { onServerEvent, watch, whileDown } from './events.ts';
import { t } from './i18n.ts';
import { hasNewMessages, unreadTotal } from './message-kinds.ts';
import { NOTIFICATION_TOASTER } from './notify.ts';
import { userAtom } from './session.ts';
import { store } from './store.ts';

/** The poll of spec doc 1 §4, used only while the tab's event stream is down. */
export const UNREAD_POLL_MS = 120_000;

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
 * Keeps the counts current while someone is signed in: the `unread` events of the tab's event
 * stream, and the 120 s poll of GET /api/msg/unread while the stream is down. Mounted once, by the header.
 */
export function useUnreadFeed() {
  const user = useAtomValue(userAtom);
  const uid = user?.uid ?? '';
  useEffect(() => {
    store.set(unreadState, null);
    if (!uid) return;
    const unwatch = watch({ messages: true });
    const unlisten = onServerEvent('unread', adopt);
    const stopPoll = whileDown(UNREAD_POLL_MS, () => void refreshUnread());
    return () => {
      unwatch();
      unlisten();
      stopPoll();
    };
  }, [uid]);
}
