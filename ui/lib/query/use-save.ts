import { useMutation } from '@tanstack/react-query';
import type { AnswerOf, Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { call } from '../call.ts';
import { invalidate } from './client.ts';
import { failureText } from './use-endpoint.ts';

export interface SaveOptions {
  /** The entries whose answers the change makes stale: open pages read them again. */
  invalidates?: readonly Endpoint[];
}

/**
 * A change through an entry: `save(input)` resolves to the answer, or to undefined when it failed;
 * the failure's text is `error`, for the form to show where it is. `busy` while it runs.
 */
export function useSave<E extends Endpoint>(entry: E, { invalidates = [] }: SaveOptions = {}) {
  const mutation = useMutation({
    mutationFn: (input: InputOf<E>) => call(entry, input, { quiet: true }),
    onSuccess: () => invalidate(...invalidates),
  });
  const { mutateAsync } = mutation;
  return {
    save: (input: InputOf<E>): Promise<AnswerOf<E> | undefined> => mutateAsync(input).catch(() => undefined),
    busy: mutation.isPending,
    error: failureText(mutation.error),
    reset: mutation.reset,
  };
}
