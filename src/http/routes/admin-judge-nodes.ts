import { cpus } from 'node:os';
import { Hono } from 'hono';
import { judgeNodeAdminEndpoints as E } from '../../contract/endpoints/judge-nodes.ts';
import { listJudgeNodes, VERSION } from '../../domain/judge-nodes/registry.ts';
import { createJudgeNode, revokeJudgeNode } from '../../domain/judge-nodes/tokens.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** The back office's judge nodes (src/contract/endpoints/judge-nodes.ts). */
export const adminJudgeNodeRoutes = new Hono<AppEnv>();
mount(adminJudgeNodeRoutes, E.list, (_input, c) => ({
  nodes: listJudgeNodes(c.var.deps.db),
  serverVersion: VERSION,
  // While the judge is not running (yet), the workers it starts with.
  localWorkers: c.var.deps.judge?.status().workers ?? c.var.deps.config.judgeWorkers ?? cpus().length,
}));
mount(adminJudgeNodeRoutes, E.create, ({ name }, c) => {
  const { id, token } = createJudgeNode(c.var.deps.db, name);
  return { id, name: name.trim(), token };
});
// The node's next claim, report or heartbeat is refused, and what it holds is given back at once.
mount(adminJudgeNodeRoutes, E.revoke, async ({ id }, c) => {
  revokeJudgeNode(c.var.deps.db, id);
  await c.var.deps.judge?.nodes.revoked(id);
  return null;
});
