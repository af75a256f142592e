import { useCallback } from 'react';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

/** The contest's problem rows with the viewer's verdicts; `enabled` waits until they may be read. */
export function useContestProblems(cid: number, enabled: boolean) {
  const query = useEndpoint(contestEndpoints.problems, { cid }, { enabled, quiet: true });
  const { refetch } = query;
  const reload = useCallback(() => {
    if (enabled) void refetch();
  }, [enabled, refetch]);
  return { rows: query.data ?? null, error: failureText(query.error), reload };
}
