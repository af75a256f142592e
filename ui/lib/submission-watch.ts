import { isFinalStatus } from '../../src/contract/judge-status.ts';
import type { SubmissionState } from '../../src/contract/submissions.ts';
import { submissionEndpoints } from '../../src/contract/endpoints/submissions.ts';
import { call } from './call.ts';
import { onServerEvent, watch, whileDown } from './events.ts';

/** Polling while the tab's event stream is down: every 2 s, at most 300 rounds (spec doc 1 §9). */
export const POLL_MS = 2000;
export const POLL_ROUNDS = 300;

export type StateUpdate = Pick<SubmissionState, 'submitId' | 'status' | 'score' | 'time' | 'memory'> &
  Partial<SubmissionState>;

/**
 * Follows submissions until every one is final: live through the tab's event stream (`status`
 * events), and by polling check-submissions-status while the stream is down. Returns a stop function.
 */
export function watchSubmissions(ids: number[], onState: (s: StateUpdate) => void, onDone?: () => void): () => void {
  const pending = new Set(ids);
  let stopped = false;
  let rounds = 0;
  const stop = () => {
    stopped = true;
    unwatch();
    unlisten();
    stopPoll();
  };
  const finish = () => {
    if (stopped) return;
    stop();
    onDone?.();
  };
  const take = (s: StateUpdate) => {
    if (stopped || !pending.has(s.submitId)) return;
    onState(s);
    if (isFinalStatus(s.status)) pending.delete(s.submitId);
    if (pending.size === 0) finish();
  };
  const unwatch = watch({ submitIds: ids });
  const unlisten = onServerEvent('status', take);
  const stopPoll = whileDown(POLL_MS, () => {
    if (stopped || pending.size === 0) return;
    if (++rounds > POLL_ROUNDS) return finish();
    call(submissionEndpoints.checkStatuses, { submitIds: [...pending] }, { quiet: true }).then(
      (states) => {
        for (const s of Object.values(states)) take(s);
      },
      // A failed poll stops following (spec doc 1 §4).
      () => finish(),
    );
  });
  return stop;
}
