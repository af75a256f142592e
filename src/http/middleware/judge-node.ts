import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { Errors } from '../../domain/errors.ts';
import { authenticateJudgeNode, type JudgeNodeRow } from '../../domain/judge-nodes/tokens.ts';
import type { AppEnv } from '../env.ts';
import { requestToken } from './auth.ts';

/** The nodes of the requests that passed the check, by request. */
const callers = new WeakMap<Request, JudgeNodeRow>();

/**
 * The caller rule 'judge-node': the request carries a judge node's token, checked before its input
 * is read; an unknown or revoked token (or a session's) is refused with 401 at once.
 */
export const requireJudgeNode = createMiddleware<AppEnv>(async (c, next) => {
  const token = requestToken(c);
  const node = token ? authenticateJudgeNode(c.var.deps.db, token) : null;
  if (!node) throw Errors.JudgeNodeTokenRefused();
  callers.set(c.req.raw, node);
  await next();
});

/** The node that made the request (after requireJudgeNode). */
export function judgeNodeOf(c: Context<AppEnv>): JudgeNodeRow {
  const node = callers.get(c.req.raw);
  if (!node) throw Errors.JudgeNodeTokenRefused();
  return node;
}
