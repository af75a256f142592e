import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { isApiError } from '../../lib/api-error.ts';
import { groupApi } from './api.ts';

/** A group as the viewer sees it (their level and what it lets them do), reloaded after joining, leaving or editing. */
export function useGroup(gid: number) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<GroupDetail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    groupApi.detail(gid).then(
      (d) => {
        setDetail(d);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [gid, t]);
  useEffect(load, [load]);
  return { detail, error, reload: load, replace: setDetail };
}
