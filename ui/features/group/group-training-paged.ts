import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../src/contract/envelope.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { GroupListQuery } from './group-training-api.ts';

/**
 * One page of a group's training or contest list (10 a page unless changed); a refusal is kept as
 * the text to show in place; `reload` after a change.
 */
export function useGroupPage<T>(gid: number, load: (q: GroupListQuery) => Promise<Page<T>>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(() => {
    load({ gid, ...query }).then((p) => { setPage(p); setError(''); }, (e) => setError(isApiError(e) ? e.message : t('http.serverError')));
  }, [gid, query, load, t]);
  useEffect(reload, [reload]);
  return { query, setQuery, page, setPage, error, reload };
}
