import { useEffect, useRef } from 'react';
import { isFinalStatus } from '../../../src/contract/judge-status.ts';
import type { SubmissionRow, SubmissionState } from '../../../src/contract/submissions.ts';
import { POLL_MS, POLL_ROUNDS } from '../../lib/submission-watch.ts';
import { submissionApi } from './submission-api.ts';

/**
 * While any listed submission is not final, asks for the states of those every 2 s (at most 300
 * rounds) and merges them into the rows. Stops when all are final, on a failed call, and when the
 * page is left.
 */
export function useAutoRefresh(rows: SubmissionRow[] | null, apply: (states: SubmissionState[]) => void) {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const running = (rows ?? []).filter((r) => !isFinalStatus(r.status)).map((r) => r.submitId);
  const key = running.join(',');

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    let round = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(async () => {
        try {
          const states = await submissionApi.checkStatuses(ids);
          if (stopped) return;
          applyRef.current(Object.values(states));
          round += 1;
          // The effect restarts with the still-running ids whenever a row becomes final.
          if (round < POLL_ROUNDS) tick();
        } catch {
          // A failed poll stops the refresh.
        }
      }, POLL_MS);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);
}
