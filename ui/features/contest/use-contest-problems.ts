import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { isApiError } from '../../lib/api-error.ts';
import { contestApi } from './api.ts';

/** The contest's problem rows with the viewer's verdicts; `enabled` waits until they may be read. */
export function useContestProblems(cid: number, enabled: boolean) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ContestProblemRow[] | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    if (!enabled) return;
    contestApi.problems(cid).then(
      (r) => {
        setRows(r);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [cid, enabled, t]);
  useEffect(load, [load]);
  return { rows, error, reload: load };
}
