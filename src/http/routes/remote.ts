import { Hono } from 'hono';
import { remoteEndpoints as E } from '../../contract/endpoints/remote.ts';
import { remoteJudgeConfig, setRemoteAccounts } from '../../domain/remote/accounts.ts';
import { assertNotImported, remoteIdToImport, storeRemoteProblem } from '../../domain/remote/import-problem.ts';
import { resubmitRemote } from '../../domain/remote/resubmit.ts';
import { Errors } from '../../domain/errors.ts';
import { remoteProviders } from '../../remote/service.ts';
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
  const provider = remoteProviders({ codeforcesUrl: config.remoteCodeforcesUrl, timeoutMs: 30_000 })[id.source];
  if (!provider) throw Errors.RemoteSourceNotBuilt(id.source);
  const fetched = await provider.fetchProblem(id).catch((e: Error) => {
    throw Errors.RemoteSiteFailed(id.source, e.message);
  });
  return storeRemoteProblem(db, currentUser(c), id, fetched, Object.keys(provider.languages), input.gid ?? null);
});
mount(remoteRoutes, E.config, (_, c) => remoteJudgeConfig(c.var.deps.db));
mount(remoteRoutes, E.setAccounts, (input, c) => {
  const { db, dataDir, config: site } = c.var.deps;
  const config = setRemoteAccounts(db, dataDir, input);
  c.var.deps.remote?.wake();
  // A source just switched on has its upcoming contests read now, for the home page.
  recentOtherContests(db, site.remoteCodeforcesUrl);
  return config;
});
mount(remoteRoutes, E.resubmit, ({ submitId }, c) => {
  resubmitRemote(c.var.deps.db, currentUser(c), submitId);
  c.var.deps.remote?.wake();
  return null;
});
