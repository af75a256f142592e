import type { Context } from 'hono';
import type { z } from 'zod';
import type { Envelope } from '../contract/envelope.ts';
import type { JsonText } from '../contract/json-text.ts';

/** A successful envelope. */
export function ok<T>(c: Context, data: T, msg = 'success') {
  return c.json({ status: 200, msg, data } satisfies Envelope<T>);
}

/**
 * A successful envelope whose data is of the contract's `schema` (the UI's type is the schema's
 * type). With `checkResponses` on (the tests) the data is checked against it, so an answer that
 * drifts from the contract fails there instead of in a browser.
 */
export function okAs<S extends z.ZodType>(c: Context, schema: S, data: z.input<S>, msg = 'success') {
  checkAnswer(c, schema, data);
  return ok(c, data, msg);
}

/** `okAs` for an answer already written as JSON (a kept page): the same envelope, sent as its text. */
export function okText<S extends z.ZodType>(c: Context, schema: S, data: JsonText<z.input<S>>, msg = 'success') {
  checkAnswer(c, schema, data.value);
  return c.body(data.envelope(msg), 200, { 'Content-Type': 'application/json' });
}

function checkAnswer<S extends z.ZodType>(c: Context, schema: S, data: z.input<S>) {
  if ((c.get('deps') as { config?: { checkResponses?: boolean } } | undefined)?.config?.checkResponses) {
    const checked = schema.safeParse(data);
    // An unexpected error: answered as a server error and logged with what differs.
    if (!checked.success)
      throw new Error(
        `the answer of ${c.req.path} does not match its schema: ${JSON.stringify(checked.error.issues.slice(0, 5))}`,
      );
  }
}
