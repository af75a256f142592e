import { Hono } from 'hono';
import type { JudgeServiceInfo } from '../../contract/dashboard.ts';
import { dashboardEndpoints as E } from '../../contract/endpoints/dashboard.ts';
import { dashboardInfo } from '../../domain/dashboard/counts.ts';
import { pendingByPriority } from '../../domain/dashboard/judge-queue.ts';
import { judgeStorage } from '../../domain/dashboard/judge-storage.ts';
import { listJudgeNodes } from '../../domain/judge-nodes/registry.ts';
import { recentLogins } from '../../domain/dashboard/recent-logins.ts';
import { serviceInfo } from '../../domain/dashboard/server-facts.ts';
import type { AppEnv, Deps } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { mount } from '../endpoint.ts';

/** The judge as the scheduler sees it, with the queue as the database holds it. */
function judgeServiceInfo(deps: Deps): JudgeServiceInfo {
  const { contest, practice } = pendingByPriority(deps.db);
  const status = deps.judge?.status();
  const busy = status?.active.length ?? 0;
  return {
    running: status !== undefined,
    workers: status?.workers ?? 0,
    busy,
    idle: Math.max(0, (status?.workers ?? 0) - busy),
    active: status?.active ?? [],
    queue: { tests: status?.queuedTests ?? 0, contest, practice },
    sandbox: status
      ? { cgroup: status.sandbox.cgroup, seccomp: status.sandbox.seccomp, warnings: status.sandbox.warnings }
      : null,
    languages: (deps.judge?.languages() ?? []).map((l) => ({
      id: l.id,
      name: l.name,
      available: l.available,
      version: l.description,
      reason: l.reason,
    })),
    startError: status ? null : (deps.judgeStart?.().lastError ?? null),
    nextStartAt: status ? null : (deps.judgeStart?.().nextTryAt ?? null),
    storage: judgeStorage(deps.db, deps.dataDir, status),
    nodes: listJudgeNodes(deps.db).filter((n) => n.revokedAt === null),
  };
}

/**
 * The back office's dashboard and the process's own facts: everyone who may enter the back office
 * (by default the super admin, admins and problem admins).
 */
export const adminDashboardRoutes = new Hono<AppEnv>();

mount(adminDashboardRoutes, E.info, (_input, c) => dashboardInfo(c.var.deps.db));
mount(adminDashboardRoutes, E.sessions, (_input, c) =>
  recentLogins(c.var.deps.db, currentUser(c).permissions.has('user_admin')),
);
mount(adminDashboardRoutes, E.serviceInfo, (_input, c) => serviceInfo(c.var.deps.dataDir, c.var.deps.db));
mount(adminDashboardRoutes, E.judgeServiceInfo, (_input, c) => judgeServiceInfo(c.var.deps));
