import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import { t } from '../../lib/i18n.ts';
import { whileDown } from '../../lib/events.ts';
import { NOTIFICATION_TOASTER } from '../../lib/notify.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { contestApi } from './api.ts';
import type { ContestEvents } from './contest-events.tsx';

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
 * device; shown ones count as read. Asked at once, when the stream names an announcement, and every 60 s while it is down.
 */
export function useAnnouncementNotices(events: ContestEvents, cid: number, uid: string | null, enabled: boolean, onOpen: () => void) {
  const check = useCallback(() => {
    if (!enabled || !uid) return;
    const key = readAnnouncementsKey(uid, cid);
    const read = readIds(key);
    contestApi.unreadAnnouncements(cid, read).then((list) => {
      if (list.length === 0) return;
      writeStorage(key, JSON.stringify([...new Set([...readIds(key), ...list.map((a) => a.id)])]));
      for (const a of [...list].reverse()) {
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
    }, () => {});
  }, [cid, uid, enabled, onOpen]);
  useEffect(() => {
    check();
    return whileDown(POLL_MS, check);
  }, [check]);
  useEffect(() => events.on((kind) => {
    if (kind === 'announcement') check();
  }), [events, check]);
}
