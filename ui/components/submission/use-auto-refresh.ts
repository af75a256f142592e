import { useEffect, useRef } from 'react';
import { isFinalStatus } from '../../../src/contract/judge-status.ts';
import type { SubmissionRow, SubmissionState } from '../../../src/contract/submissions.ts';
import { watchSubmissions } from '../../lib/submission-watch.ts';

/** A submission's new state as the list merges it into its row. */
export type RowState = Partial<SubmissionState> & { submitId: number };

/**
 * While any listed submission is not final, follows those (the tab's event stream, polling while
 * it is down: watchSubmissions) and merges each new state into the rows. Stops when all are final,
 * on a failed poll, and when the page is left.
 */
export function useAutoRefresh(rows: SubmissionRow[] | null, apply: (states: RowState[]) => void) {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const key = (rows ?? [])
    .filter((r) => !isFinalStatus(r.status))
    .map((r) => r.submitId)
    .join(',');

  // The effect restarts with the still-running ids whenever a row becomes final.
  useEffect(
    () => (key ? watchSubmissions(key.split(',').map(Number), (s) => applyRef.current([s])) : undefined),
    [key],
  );
}
