import { atom } from 'jotai';
import { toast } from 'sonner';
import { messageEndpoints } from '../../src/contract/endpoints/messages.ts';
import type { Unread } from '../../src/contract/messages.ts';
import { call } from './call.ts';
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
    id: 'unread-notice',
    toasterId: NOTIFICATION_TOASTER,
    description: t('message.notice.text', { count }),
    testId: 'unread-notice',
  });
}

/**
 * Keeps the counts current while someone is signed in, from the tab's one event stream: it watches
 * the user's messages (the stream sends the counts at once and after each change), and while the
 * stream is down the 120 s fallback of events.ts reads GET /api/msg/unread. Bound to the session,
 * not to a page (started when the shell first shows the counts): a new user starts from no counts.
 */
function feedUnread() {
  let stop = () => {};
  const follow = (uid: string | null) => {
    stop();
    store.set(unreadState, null);
    if (!uid) return void (stop = () => {});
    const unwatch = watch({ messages: true });
    const unlisten = onServerEvent('unread', adopt);
    // A failed poll changes nothing: the next poll, or the stream when it is back, brings the counts.
    const stopPoll = whileDown(
      UNREAD_POLL_MS,
      () => void call(messageEndpoints.unread, undefined, { quiet: true }).then(adopt, () => undefined),
    );
    stop = () => {
      unwatch();
      unlisten();
      stopPoll();
    };
  };
  let uid = store.get(userAtom)?.uid ?? null;
  follow(uid);
  store.sub(userAtom, () => {
    const now = store.get(userAtom)?.uid ?? null;
    if (now !== uid) follow((uid = now));
  });
}
feedUnread();
