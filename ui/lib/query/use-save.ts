import type { AnswerOf, Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { call } from '../call.ts';
import { type TaskOptions, useTask } from './use-task.ts';

export interface SaveOptions extends TaskOptions {
  /** How long the server may take (the client's usual limit when not given). */
  timeoutMs?: number;
}

/**
 * A change through an entry: `save(input)` resolves to `{ answer }`, or to undefined when it failed;
 * the failure's text is `error`, for the form to show where it is, until the next save succeeds or
 * fails (it stays while the next one runs). `busy` while it runs. The call is quiet: the form shows
 * the refusal (or hands it to `onRefusal`).
 */
export function useSave<E extends Endpoint>(entry: E, { timeoutMs, ...options }: SaveOptions = {}) {
  const { run, ...state } = useTask(
    (input: InputOf<E>): Promise<AnswerOf<E>> => call(entry, input, { quiet: true, timeoutMs }),
    options,
  );
  return { save: run, ...state };
}
