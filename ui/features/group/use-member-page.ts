import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../src/contract/envelope.ts';
import type { MemberRow } from '../../../src/contract/groups.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { MemberListParams } from './api.ts';

/** One paged list of a group's members or applications; a refusal is kept as the text to show in place. */
export function useMemberPage(gid: number, fetch: (q: MemberListParams) => Promise<Page<MemberRow>>, enabled = true) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ currentPage: 1, limit: 15 });
  const [page, setPage] = useState<Page<MemberRow> | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    if (!enabled) return;
    fetch({ gid, ...query }).then((p) => { setPage(p); setError(''); }, (e) => setError(isApiError(e) ? e.message : t('http.serverError')));
  }, [gid, query, enabled, fetch, t]);
  useEffect(load, [load]);
  return { page, error, query, setQuery, load };
}
