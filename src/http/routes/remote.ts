import { type Context, Hono } from 'hono';
import { remoteEndpoints as E } from '../../contract/endpoints/remote.ts';
import { remoteJudgeConfig, setRemoteAccounts } from '../../domain/remote/accounts.ts';
import { assertNotImported, remoteIdToImport } from '../../domain/remote/import-problem.ts';
import { resubmitRemote } from '../../domain/remote/resubmit.ts';
import { Errors } from '../../domain/errors.ts';
import { contestTarget, trainingTarget } from '../../domain/remote/contest-import.ts';
import { importRemoteContest } from '../../remote/contest-import.ts';
import { importRemoteProblem } from '../../remote/import-remote.ts';
import { remoteProviders, remoteUrlsOf } from '../../remote/service.ts';
import { recentOtherContests } from '../../remote/upcoming.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** Remote problem import, the remote-judge accounts, and resubmit (src/contract/endpoints/remote.ts). */
export const remoteRoutes = new Hono<AppEnv>();
mount(remoteRoutes, E.importProblem, async (input, c) => {
  const { db, config } = c.var.deps;
  const id = remoteIdToImport(input);
  assertNotImported(db, id);
  // One wait for the whole fetch of the page: a site that cannot be had is named within it.
  const timeoutMs = config.remoteTimeoutMs;
  const provider = remoteProviders({ ...remoteUrlsOf(config), timeoutMs }, AbortSignal.timeout(timeoutMs))[id.source];
  if (!provider) throw Errors.RemoteSourceNotBuilt(id.source);
  const io = { db, dataDir: c.var.deps.dataDir, client: { timeoutMs } };
  return importRemoteProblem(io, currentUser(c), provider, id, input.gid ?? null);
});
/** What a whole contest's import reaches: the database, the files, the sites, the caller's language. */
const importIo = (c: Context<AppEnv>) => ({
  db: c.var.deps.db,
  dataDir: c.var.deps.dataDir,
  client: { timeoutMs: c.var.deps.config.remoteTimeoutMs },
  lang: c.var.lang,
});
const providersOf = (c: Context<AppEnv>) =>
  remoteProviders({ ...remoteUrlsOf(c.var.deps.config), timeoutMs: c.var.deps.config.remoteTimeoutMs });
// The target is checked (its admin, its kind) before any site is asked.
mount(remoteRoutes, E.importContestToContest, ({ cid, contest }, c) => {
  const target = contestTarget(c.var.deps.db, currentUser(c), cid);
  return importRemoteContest(importIo(c), currentUser(c), providersOf(c), contest, target);
});
mount(remoteRoutes, E.importContestToTraining, ({ tid, contest }, c) => {
  const target = trainingTarget(c.var.deps.db, currentUser(c), tid);
  return importRemoteContest(importIo(c), currentUser(c), providersOf(c), contest, target);
});
mount(remoteRoutes, E.config, (_, c) => remoteJudgeConfig(c.var.deps.db));
mount(remoteRoutes, E.setAccounts, (input, c) => {
  const { db, dataDir, config: site } = c.var.deps;
  const config = setRemoteAccounts(db, dataDir, input);
  c.var.deps.remote?.wake();
  // A source just switched on has its upcoming contests read now, for the home page.
  recentOtherContests(db, remoteUrlsOf(site));
  return config;
});
mount(remoteRoutes, E.resubmit, ({ submitId }, c) => {
  resubmitRemote(c.var.deps.db, currentUser(c), submitId);
  c.var.deps.remote?.wake();
  return null;
});
