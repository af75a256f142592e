import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Endpoint } from '../../../src/contract/endpoints/define.ts';
import { isApiError } from '../api-error.ts';
import { invalidate, queryClient } from './client.ts';
import { failureText } from './use-endpoint.ts';

export interface TaskOptions {
  /** The entries whose answers the change makes stale: open pages read them again. */
  invalidates?: readonly Endpoint[];
  /** Told the failure itself when the task fails, for a form that reads the refusal's data. */
  onFailure?: (error: unknown) => void;
  /**
   * Told the server's refusal (a business failure, answered with HTTP 200, that a quiet call does
   * not show) by its message; failures of the connection or of HTTP have been shown by the client.
   */
  onRefusal?: (message: string) => void;
}

/** The mutation a task runs on: what `useTask` hands TanStack Query, `setError` keeping the failure's text. */
export function taskMutation<I, A>(
  run: (input: I) => Promise<A>,
  { invalidates = [], onFailure, onRefusal }: TaskOptions,
  setError: (text: string) => void,
) {
  return {
    mutationFn: run,
    onSuccess: () => {
      setError('');
      return invalidate(...invalidates);
    },
    onError: (e: unknown) => {
      setError(failureText(e));
      if (isApiError(e) && e.httpStatus === 200) onRefusal?.(e.message);
      onFailure?.(e);
    },
  };
}

/** A task's promise as it settles for the page: `{ answer }`, or undefined when it failed (its text is the task's `error`). */
export const settled = <A>(running: Promise<A>): Promise<{ answer: A } | undefined> =>
  running.then(
    (answer) => ({ answer }),
    () => undefined,
  );

/**
 * One change the page starts, of any kind: a call through an entry (useSave is this over `call`),
 * a multipart upload, a file download, or the async action a component is handed. `run(input)`
 * resolves to `{ answer }`, or to undefined when it failed; the failure's text is `error`, for the
 * page to show where it is (FailureLine), until the next run succeeds or fails. `busy` while it runs.
 */
export function useTask<I = void, A = unknown>(run: (input: I) => Promise<A>, options: TaskOptions = {}) {
  const [error, setError] = useState('');
  const mutation = useMutation(taskMutation(run, options, setError), queryClient);
  const { mutateAsync, reset: resetMutation } = mutation;
  const start = useCallback((input: I) => settled(mutateAsync(input)), [mutateAsync]);
  const reset = useCallback(() => {
    resetMutation();
    setError('');
  }, [resetMutation]);
  return { run: start, busy: mutation.isPending, error, reset };
}
