import type { AnswerOf, Endpoint, InputOf } from '../../src/contract/endpoints/define.ts';
import { request, type RequestOptions } from './api.ts';

export type CallOptions = Pick<RequestOptions, 'quiet' | 'timeoutMs'>;
type Params = NonNullable<RequestOptions['params']>;

/**
 * Calls an entry of the endpoint table: its input goes in the query string or the JSON body as the
 * entry says, and the answer is typed by its answer schema. Refusals, tokens and toasts are
 * request's (ui/lib/api.ts).
 */
export function call<E extends Endpoint>(entry: E, input: InputOf<E>, opts: CallOptions = {}): Promise<AnswerOf<E>> {
  const base = { ...opts, method: entry.method };
  if (entry.body) return request<AnswerOf<E>>(entry.path, { ...base, json: input ?? {} });
  return request<AnswerOf<E>>(entry.path, { ...base, params: (input ?? {}) as Params });
}
