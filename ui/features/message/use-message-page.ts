import { useEffect } from 'react';
import type { MessageTab } from '../../lib/message-kinds.ts';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';

/**
 * One tab's page of messages, its page in the address. Reading it marks its rows read (the counts
 * follow through the event stream). A message arriving for the open tab while it is shown is read
 * in place: a rise of the tab's count marks its list stale (ui/lib/event-queries.ts).
 */
export function useMessagePage(tab: MessageTab) {
  const { page: data, filters, setPage, error } = usePagedList(tab.list);
  const page = filters.currentPage;
  const total = data?.total ?? 0;
  const emptyPast = data !== null && data.records.length === 0 && page > 1 && total > 0;
  // The last row of the last page was cleaned: show the page that is the last one now.
  useEffect(() => {
    if (emptyPast) setPage(Math.max(1, Math.ceil(total / tab.pageSize)));
  }, [emptyPast, total, tab.pageSize, setPage]);
  return { page, setPage, data, error: failureText(error) };
}
