import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import type { MessageTab } from '../../lib/message-kinds.ts';
import { refreshUnread, unreadAtom } from '../../lib/unread.ts';
import { messageApi, type MessagePage } from './api.ts';

/**
 * One tab's page of messages. Reading it marks its rows read (the counts follow through the event
 * stream, and are read again here in case the stream is down). The shell mounts one per tab. A message arriving for the open tab
 * while it is shown is read in place, so it appears without a reload.
 */
export function useMessagePage(tab: MessageTab) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<MessagePage | null>(null);
  const [error, setError] = useState('');
  const unread = useAtomValue(unreadAtom)?.[tab.counter] ?? 0;
  const busy = useRef(false);

  const load = useCallback(async (at: number) => {
    busy.current = true;
    try {
      const next = await messageApi.list(tab, at);
      if (next.records.length === 0 && at > 1 && next.total > 0) return void setPage(Math.max(1, Math.ceil(next.total / tab.pageSize)));
      setData(next);
      setError('');
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.serverError'));
    } finally {
      busy.current = false;
      void refreshUnread();
    }
  }, [tab, t]);

  useEffect(() => void load(page), [load, page]);
  useEffect(() => {
    if (unread > 0 && data && !busy.current) void load(page);
  }, [unread]); // eslint-disable-line react-hooks/exhaustive-deps -- only a rise of the tab's count reloads

  return { page, setPage, data, error, reload: () => load(page) };
}
