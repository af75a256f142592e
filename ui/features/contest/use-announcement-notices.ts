import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { contestOpsEndpoints } from '../../../src/contract/endpoints/contest-ops.ts';
import { t } from '../../lib/i18n.ts';
import { whileDown } from '../../lib/events.ts';
import { NOTIFICATION_TOASTER } from '../../lib/notify.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** The poll of unread announcements while the tab's event stream is down (spec doc 2 §9). */
const POLL_MS = 60_000;

/** Where the ids of the announcements read on this device are kept, per user and contest (spec doc 2 §3). */
export const readAnnouncementsKey = (uid: string, cid: number) => `contestReadAnnouncement:${uid}:${cid}`;

function readIds(key: string): number[] {
  try {
    const ids: unknown = JSON.parse(readStorage(key) ?? '[]');
    return Array.isArray(ids) ? ids.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * On every page of a contest, a notification for each announcement this user has not read on this
 * device; shown ones count as read. Asked at once, when the stream names an announcement (the
 * query layer's contest events), and every 60 s while it is down.
 */
export function useAnnouncementNotices(cid: number, uid: string | null, enabled: boolean, onOpen: () => void) {
  const key = uid ? readAnnouncementsKey(uid, cid) : null;
  // Bumped when shown ones are stored as read: the next question names them.
  const [, setStored] = useState(0);
  const query = useEndpoint(
    contestOpsEndpoints.unreadAnnouncements,
    { cid, readAnnouncementList: key ? readIds(key) : [] },
    { enabled: enabled && key !== null, quiet: true },
  );
  const list = query.data;
  const { refetch } = query;
  useEffect(() => {
    if (!list?.length || key === null) return;
    // A cached answer may name ones already shown: each shows once.
    const stored = readIds(key);
    const fresh = list.filter((a) => !stored.includes(a.id));
    if (fresh.length === 0) return;
    writeStorage(key, JSON.stringify([...new Set([...stored, ...fresh.map((a) => a.id)])]));
    setStored((n) => n + 1);
    for (const a of [...fresh].reverse()) {
      toast.info(a.title, {
        id: `contest-announcement:${a.id}`,
        toasterId: NOTIFICATION_TOASTER,
        description: t('contest.announcements.notice'),
        duration: Infinity,
        closeButton: true,
        action: { label: t('contest.announcements.open'), onClick: onOpen },
        testId: 'announcement-notice',
      });
    }
  }, [list, key, onOpen]);
  useEffect(
    () => (enabled && key !== null ? whileDown(POLL_MS, () => void refetch()) : undefined),
    [enabled, key, refetch],
  );
}
