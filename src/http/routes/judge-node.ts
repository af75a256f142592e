import { type Context, Hono } from 'hono';
import { judgeNodeEndpoints as E } from '../../contract/endpoints/judge-node.ts';
import { sha256Schema, type NodeState } from '../../contract/judge-node.ts';
import { Errors } from '../../domain/errors.ts';
import { recordHeartbeat, seenIsStale } from '../../domain/judge-nodes/registry.ts';
import type { JudgeNodeRow } from '../../domain/judge-nodes/tokens.ts';
import { timed } from '../../judging/node-trace.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { judgeNodeOf, requireJudgeNode } from '../middleware/judge-node.ts';
import { clientIp } from '../middleware/client-ip.ts';

/**
 * The judge node protocol (src/judging/node-bridge.ts does the work): each call is a node's,
 * named by its token (the caller rule 'judge-node'); an unknown or revoked token is refused at
 * once (401), before its input is read. A node token is no session: no other route accepts it,
 * and no session calls these.
 */
export const judgeNodeRoutes = new Hono<AppEnv>();

// bench:nodes --verbose: each call's handling time on the server (nothing when not tracing).
judgeNodeRoutes.use('/judge-node/*', (c, next) => timed('server', 'handled', { path: c.req.path }, next));

function judgeOf(c: Context<AppEnv>) {
  const judge = c.var.deps.judge;
  if (!judge) throw Errors.JudgeUnavailable();
  return judge;
}

function seen(c: Context<AppEnv>, node: JudgeNodeRow, state: NodeState, always = true): void {
  const beat = { ...state, address: clientIp(c) };
  if (always || seenIsStale(node, beat)) recordHeartbeat(c.var.deps.db, node.id, beat);
}

mount(judgeNodeRoutes, E.claim, async (state, c) => {
  const node = judgeNodeOf(c);
  const judge = judgeOf(c);
  // A claim writes the node's row only when it says something new (the heartbeat always does).
  await timed('server', 'seen', {}, async () => seen(c, node, state, false));
  return judge.nodes.claim(node, state, c.req.raw.signal);
});

mount(judgeNodeRoutes, E.report, async ({ reports }, c) => ({
  accepted: await judgeOf(c).nodes.reportAll(judgeNodeOf(c).id, reports),
}));

mount(judgeNodeRoutes, E.heartbeat, (beat, c) => {
  const node = judgeNodeOf(c);
  const judge = judgeOf(c);
  const { held, ...state } = beat;
  seen(c, node, state);
  return { events: judge.nodes.heartbeat(node.id, held), leaseMs: judge.nodes.leaseMs };
});

/** A file of a task the node holds, by its sha-256; any other hash is not found. */
judgeNodeRoutes.get('/judge-node/file/:sha256', requireJudgeNode, (c) => {
  const node = judgeNodeOf(c);
  const sha256 = c.req.param('sha256');
  const path = sha256Schema.safeParse(sha256).success ? judgeOf(c).nodes.filePath(node.id, sha256) : null;
  if (!path) throw Errors.JudgeNodeFileNotHeld(sha256.slice(0, 64));
  return new Response(Bun.file(path), { headers: { 'Content-Type': 'application/octet-stream' } });
});
