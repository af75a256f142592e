import type { Context } from 'hono';
import type { Envelope } from '../contract/envelope.ts';

/** A successful envelope. */
export function ok<T>(c: Context, data: T, msg = 'success') {
  return c.json({ status: 200, msg, data } satisfies Envelope<T>);
}
