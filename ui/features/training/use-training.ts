import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { trainingEndpoints as E } from '../../../src/contract/endpoints/trainings.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { userAtom } from '../../lib/session.ts';

/** A training as the viewer sees it (access, admin, open), read again after a registration. */
export function useTraining(tid: number) {
  const read = useEndpoint(E.detail, { tid }, { quiet: true });
  const reload = useCallback(() => void invalidate(E.detail), []);
  return { detail: read.data ?? null, error: failureText(read.error), reload };
}

/** The training's problems and the viewer's verdict on each (the bank's status, as the bank reads it); `enabled` waits for access. */
export function useTrainingProblems(tid: number, enabled: boolean) {
  const user = useAtomValue(userAtom);
  const read = useEndpoint(E.problems, { tid }, { enabled, quiet: true });
  const pidList = (read.data ?? []).map((p) => p.pid);
  const statuses =
    useEndpoint(problemEndpoints.userStatus, { pidList }, { enabled: !!user && pidList.length > 0, quiet: true })
      .data ?? {};
  const statusOf = useCallback((pid: number) => statuses[String(pid)]?.status ?? -10, [statuses]);
  // A finished submission or answer changes the verdicts: they are read again, focus mode's bar too.
  const reload = useCallback(
    () => void invalidate(E.problems, problemEndpoints.userStatus, problemEndpoints.fullScreenList),
    [],
  );
  return { rows: read.data ?? null, statusOf, error: failureText(read.error), reload };
}
export type TrainingProblems = ReturnType<typeof useTrainingProblems>;
