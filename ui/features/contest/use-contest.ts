import { useCallback, useEffect, useState } from 'react';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { contestStatus } from '../../../src/contract/scoreboard/timeliness.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

/**
 * A contest and the server's clock: `now()` is Date.now() moved by the gap measured when the
 * contest was read (ContestInfo.now), so countdowns agree with the server, not the device.
 */
export function useContest(cid: number) {
  const query = useEndpoint(contestEndpoints.info, { cid }, { quiet: true });
  const info = query.data ?? null;
  const offset = info ? info.now - query.dataUpdatedAt : 0;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { info, error: failureText(query.error), reload, offset };
}

/** Whether the viewer may enter the contest (registered, or it needs none); null while unknown, false when it could not be read. */
export function useContestAccess(cid: number) {
  const query = useEndpoint(contestEndpoints.access, { cid }, { quiet: true });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { access: query.error ? false : (query.data?.access ?? null), reload };
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
export const statusAt = (c: ContestInfo, now: number) =>
  contestStatus({ startTime: c.startTime, endTime: myEndOf(c) }, now);
