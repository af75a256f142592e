import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { type Caller, type Endpoint, inputSchemaOf } from '../contract/endpoints/define.ts';
import type { AppEnv } from './env.ts';
import { requireLogin, requirePermission } from './middleware/auth.ts';
import { requireJudgeNode } from './middleware/judge-node.ts';
import { okAs, okText } from './respond.ts';
import { JsonText } from '../contract/json-text.ts';
import { validate } from './validate.ts';

/** The parsed input a handler receives: the schema's output, or nothing for a call without input. */
export type ParsedOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : E extends { body: infer B extends z.ZodType }
    ? z.output<B>
    : undefined;
/** What a handler answers: the answer, or the answer already written as JSON (a kept page). */
type AnswerOf<E extends Endpoint> = z.input<E['answer']> | JsonText<z.input<E['answer']>>;
export type Handler<E extends Endpoint> = (
  input: ParsedOf<E>,
  c: Context<AppEnv>,
) => AnswerOf<E> | Promise<AnswerOf<E>>;

/** The middleware of a caller rule: the same checks the routes apply by hand. */
function callerRule(caller: Caller): MiddlewareHandler<AppEnv>[] {
  if (caller === 'anyone') return [];
  if (caller === 'signed-in') return [requireLogin];
  if (caller === 'judge-node') return [requireJudgeNode];
  return [requirePermission(caller)];
}

/** The route's path inside the /api router. */
const routePath = (path: string) => path.slice('/api'.length);

async function readInput(entry: Endpoint, c: Context<AppEnv>): Promise<unknown> {
  const schema = inputSchemaOf(entry);
  if (!schema) return undefined;
  // A malformed JSON body is the catalogue's InvalidJson (a 400), like every other route's.
  return validate(schema, entry.query ? c.req.query() : await c.req.json());
}

/**
 * Mounts a call from its entry: the caller rule, the input parsed by its schema (bad input is the
 * 400 envelope naming the field), the handler, and its answer checked against the answer schema
 * (as `okAs` does) with the entry's success message (or `messageOf(input, answer)`, where the
 * message says which of two changes was made).
 */
export function mount<E extends Endpoint>(
  router: Hono<AppEnv>,
  entry: E,
  handler: Handler<E>,
  messageOf?: (input: ParsedOf<E>, answer: z.input<E['answer']>) => string,
): void {
  const paths = [entry.path, ...(entry.aliases ?? [])].map(routePath);
  router.on(entry.method, paths, ...callerRule(entry.caller), async (c) => {
    const input = await readInput(entry, c);
    const answer = await handler(input as ParsedOf<E>, c);
    if (answer instanceof JsonText)
      return okText(c, entry.answer, answer, messageOf?.(input as ParsedOf<E>, answer.value) ?? entry.message);
    return okAs(c, entry.answer, answer, messageOf?.(input as ParsedOf<E>, answer) ?? entry.message);
  });
}
