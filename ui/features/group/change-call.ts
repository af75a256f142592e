import type { AnswerOf, Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/index.ts';

/**
 * A change made from a confirmation or a switch rather than a form: a refusal is the request's toast
 * and rejects (the dialog stays open, the switch turns back); after it the named answers are read again.
 */
export async function changeThen<E extends Endpoint>(
  entry: E,
  input: InputOf<E>,
  stale: readonly Endpoint[],
): Promise<AnswerOf<E>> {
  const answer = await call(entry, input);
  await invalidate(...stale);
  return answer;
}
