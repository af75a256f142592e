import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { contestStatus } from '../../../src/contract/scoreboard/timeliness.ts';
import { isApiError } from '../../lib/api-error.ts';
import { contestApi } from './api.ts';

/**
 * A contest and the server's clock: `now()` is Date.now() moved by the gap measured when the
 * contest was read (ContestInfo.now), so countdowns agree with the server, not the device.
 */
export function useContest(cid: number) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<ContestInfo | null>(null);
  const [error, setError] = useState('');
  const [offset, setOffset] = useState(0);
  const load = useCallback(() => {
    contestApi.info(cid).then(
      (c) => {
        setOffset(c.now - Date.now());
        setInfo(c);
        setError('');
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [cid, t]);
  useEffect(load, [load]);
  return { info, error, reload: load, offset };
}

/** The server's time, ticking each second. */
export function useServerNow(offset: number) {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

/** The viewer's own end: the contest's end plus their extra time in an exam. */
export const myEndOf = (c: ContestInfo) => Math.max(c.endTime, c.myEndTime ?? c.endTime);

/** The contest's state for the viewer at `now` by the shared rule (scheduled -1, running 0, ended 1), to their own end. */
export const statusAt = (c: ContestInfo, now: number) => contestStatus({ startTime: c.startTime, endTime: myEndOf(c) }, now);
