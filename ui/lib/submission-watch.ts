import { isFinalStatus } from '../../src/contract/judge-status.ts';
import type { SubmissionState } from '../../src/contract/submissions.ts';
import { api } from './api.ts';
import { readSse } from './sse.ts';

/** Polling when the event stream is unavailable: every 2 s, at most 300 rounds (spec doc 1 §9). */
export const POLL_MS = 2000;
export const POLL_ROUNDS = 300;

export type StateUpdate = Pick<SubmissionState, 'submitId' | 'status' | 'score' | 'time' | 'memory'> & Partial<SubmissionState>;

/**
 * Follows submissions until every one is final: live through GET /api/submission-events, and by
 * polling check-submissions-status when the stream fails or ends early. Returns a stop function.
 */
export function watchSubmissions(ids: number[], onState: (s: StateUpdate) => void, onDone?: () => void): () => void {
  const pending = new Set(ids);
  const controller = new AbortController();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = (s: StateUpdate) => {
    if (stopped) return;
    onState(s);
    if (isFinalStatus(s.status)) pending.delete(s.submitId);
    if (pending.size === 0) finish();
  };
  const finish = () => {
    if (stopped) return;
    stopped = true;
    controller.abort();
    clearTimeout(timer);
    onDone?.();
  };

  const poll = (round: number) => {
    if (stopped || pending.size === 0) return;
    if (round >= POLL_ROUNDS) return finish();
    timer = setTimeout(() => {
      api.post<Record<string, SubmissionState>>('/api/check-submissions-status', { submitIds: [...pending] }, { quiet: true }).then(
        (states) => {
          for (const s of Object.values(states)) take(s);
          poll(round + 1);
        },
        // A failed poll stops following (spec doc 1 §4).
        () => finish(),
      );
    }, POLL_MS);
  };

  readSse(`/api/submission-events?submitIds=${ids.join(',')}`, (e) => {
    if (e.event === 'status') take(JSON.parse(e.data) as StateUpdate);
  }, controller.signal).then(
    () => poll(0),
    () => poll(0),
  );

  return () => {
    stopped = true;
    controller.abort();
    clearTimeout(timer);
  };
}
