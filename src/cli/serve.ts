import { RemoteJudge, remoteUrlsOf } from '../remote/service.ts';
import { recentOtherContests } from '../remote/upcoming.ts';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { createApp } from '../http/app.ts';
import { serveUi, uiFiles } from '../http/static-assets.ts';
import { log } from '../log.ts';
import { buildDeps } from '../server.ts';
import { ensureRootUser } from '../domain/accounts/admin-accounts.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { refuseEmptiedDatabase } from './emptied-database.ts';
import { startCheckpoints } from '../db/checkpoint.ts';
import { keepStartingJudge } from '../judging/keep-starting.ts';
import { startStagingSweeper } from '../domain/testcases/staging-space.ts';
import { recordMissingDigests } from '../domain/testcases/digest-backfill.ts';
import { VIDEO_MAX_BYTES } from '../contract/videos.ts';

/** Starts Verdict: the API under /api, the single-page app for every other path. */
export async function serve(config: Config) {
  log.setLevel(config.logLevel);
  // The data directory is held before its database is opened: a second server is refused, and
  // a database lost beside the site's files is reported rather than replaced by an empty one.
  const dataDir = resolve(config.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  refuseEmptiedDatabase(dataDir);
  const deps = buildDeps(config);
  const checkpoints = startCheckpoints(deps.db);
  const rootPassword = await ensureRootUser(deps.db);
  // Uploaded test data never saved is removed after a day.
  startStagingSweeper(deps.dataDir);
  // Test cases saved before their sizes and sha256 were recorded get them (from info.json) before anything is judged.
  const filled = await recordMissingDigests(deps.db, deps.dataDir);
  if (filled > 0) log.info('recorded the size and sha256 of test cases saved without them', { cases: filled });
  // A failure nobody waited for is logged: it never ends the server (and with it every session and upload).
  process.on('unhandledRejection', (reason: unknown) =>
    log.error('unhandled rejection', { error: String((reason as Error)?.stack ?? reason) }),
  );
  // The judge re-queues what a previous run left unfinished, then its workers start claiming. A start
  // that fails (a full disk) is tried again until the judge runs; submissions wait in the queue meanwhile.
  // VERDICT_JUDGE_LEASE_MS: a shorter claim lease (how long a silent judge or node keeps its claims), for tests.
  const leaseMs = Number(process.env.VERDICT_JUDGE_LEASE_MS) || undefined;
  const lease = leaseMs ? { leaseMs, everyMs: Math.max(50, Math.floor(leaseMs / 5)) } : undefined;
  const starter = keepStartingJudge(deps, { lease, started: (judge) => void (deps.judge = judge) });
  deps.judgeStart = starter.state;
  await starter.firstTry;
  // The remote judge: remote submissions already sent are polled again, never sent twice.
  const remote = new RemoteJudge(deps.db, deps.dataDir, remoteUrlsOf(config));
  deps.remote = remote;
  void remote.start().catch((e: Error) => log.error('the remote judge did not start', { error: e.message }));
  // The home page's contests of other judges are read once now, so the first visitor sees them.
  recentOtherContests(deps.db, remoteUrlsOf(config));
  const app = createApp(deps);
  const ui = serveUi(uiFiles());
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    development: false,
    // The largest body is a video lesson's file; every upload route caps its own body below this.
    maxRequestBodySize: VIDEO_MAX_BYTES + 1024 * 1024,
    routes: {
      // The server is passed on so the API sees each client's address (login locks are per IP).
      '/api/*': (req, srv) => app.fetch(req, srv),
      '/*': (req) => ui(req),
    },
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    starter.stop();
    deps.remote?.stop();
    // The judge first: it ends the live-update streams, so the server is not kept waiting on them.
    await deps.judge?.stop();
    await server.stop();
    checkpoints.stop();
    deps.db.$client.close();
    releaseLock();
    process.exit(0);
  };
  // Installed before the address is printed: whoever reads it may stop the server at once.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Verdict is running at http://${shownHost}:${server.port}/ (data: ${deps.dataDir})`);
  if (rootPassword) {
    console.log('A super admin account was created. Write this down, it is shown only once:');
    console.log(`  username: root`);
    console.log(`  password: ${rootPassword}`);
  }

  return server;
}
