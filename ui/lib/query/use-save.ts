import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AnswerOf, Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { call } from '../call.ts';
import { invalidate, queryClient } from './client.ts';
import { failureText } from './use-endpoint.ts';

export interface SaveOptions {
  /** The entries whose answers the change makes stale: open pages read them again. */
  invalidates?: readonly Endpoint[];
  /** Told the failure itself when a save fails, for a form that reads the refusal's data. */
  onFailure?: (error: unknown) => void;
  /** How long the server may take (the client's usual limit when not given). */
  timeoutMs?: number;
}

/**
 * A change through an entry: `save(input)` resolves to `{ answer }`, or to undefined when it failed;
 * the failure's text is `error`, for the form to show where it is, until the next save succeeds or
 * fails (it stays while the next one runs). `busy` while it runs.
 */
export function useSave<E extends Endpoint>(entry: E, { invalidates = [], onFailure, timeoutMs }: SaveOptions = {}) {
  const [error, setError] = useState('');
  const mutation = useMutation(
    {
      mutationFn: (input: InputOf<E>) => call(entry, input, { quiet: true, timeoutMs }),
      onSuccess: () => {
        setError('');
        return invalidate(...invalidates);
      },
      onError: (e) => {
        setError(failureText(e));
        onFailure?.(e);
      },
    },
    queryClient,
  );
  const { mutateAsync, reset: resetMutation } = mutation;
  const save = useCallback(
    (input: InputOf<E>): Promise<{ answer: AnswerOf<E> } | undefined> =>
      mutateAsync(input).then(
        (answer) => ({ answer }),
        () => undefined,
      ),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    resetMutation();
    setError('');
  }, [resetMutation]);
  return { save, busy: mutation.isPending, error, reset };
}
