import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProblemStatus } from '../../../src/contract/problems.ts';
import type { TrainingDetail, TrainingProblemRow } from '../../../src/contract/trainings.ts';
import { isApiError } from '../../lib/api-error.ts';
import { userAtom } from '../../lib/session.ts';
import { trainingApi } from './api.ts';

/** A training as the viewer sees it (access, admin, open), reloaded after a registration. */
export function useTraining(tid: number) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<TrainingDetail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    trainingApi.detail(tid).then(
      (d) => {
        setDetail(d);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [tid, t]);
  useEffect(load, [load]);
  return { detail, error, reload: load };
}

/** The training's problems and the viewer's verdict on each (the bank's status, as the bank reads it); `enabled` waits for access. */
export function useTrainingProblems(tid: number, enabled: boolean) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [rows, setRows] = useState<TrainingProblemRow[] | null>(null);
  const [statuses, setStatuses] = useState<Record<string, UserProblemStatus>>({});
  const [error, setError] = useState('');
  const load = useCallback(() => {
    if (!enabled) return;
    trainingApi.problems(tid).then(
      (r) => {
        setRows(r);
        setError('');
        if (user && r.length) trainingApi.userStatus(r.map((p) => p.pid)).then(setStatuses, () => {});
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [tid, enabled, user, t]);
  useEffect(load, [load]);
  const statusOf = useCallback((pid: number) => statuses[String(pid)]?.status ?? -10, [statuses]);
  return { rows, statusOf, error, reload: load };
}
export type TrainingProblems = ReturnType<typeof useTrainingProblems>;
