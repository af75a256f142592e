// bun run bench:scoreboard — a contest board of 1,000 participants × 15 problems × 50,000 submissions
// (ACM, then OI): the cold board, the warm board and one judgement's update cost, each against a
// bare SELECT of the board's cells measured in the same run; then get-contest-rank page 1 under 50
// concurrent clients against a bare HTTP server sending the bare SELECT (all the cells; a page's 50 participants' cells). Prints figures and
// ratios; asserts nothing. Target: cold board ≤ 50 ms and ≤ 2× the bare read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/domain/accounts/sessions.ts';
import { rebuildContestCells } from '../src/domain/contests/cells.ts';
import { createApp } from '../src/http/app.ts';
import { log } from '../src/log.ts';
import { buildDeps } from '../src/server.ts';
import { measureBoard, line, profileCold } from './bench/board-measure.ts';
import { seedContest, seedUsers } from './bench/contest-seed.ts';
import { fetchOk, measureList } from './bench/list-measure.ts';

const USERS = 1_000,
  PROBLEMS = 15,
  SUBMISSIONS = 50_000,
  RUNS = 200,
  CLIENTS = 50,
  REQUESTS = 500;
const TARGET_MS = 50,
  TARGET_RATIO = 2;

log.setLevel('error');
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
const deps = buildDeps(loadConfig({ data: dataDir, 'log-level': 'error' }, {}));
const sqlite = deps.db.$client;
const now = Date.now();
seedUsers(sqlite, USERS, now);
const verdicts: string[] = [];

for (const type of [0, 1] as const) {
  const name = type === 0 ? 'ACM' : 'OI';
  let t = performance.now();
  const cid = seedContest(sqlite, type, { users: USERS, problems: PROBLEMS, submissions: SUBMISSIONS }, now);
  console.log(
    `\n${name} contest: seeded ${USERS} participants × ${PROBLEMS} problems × ${SUBMISSIONS} submissions in ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  rebuildContestCells(deps.db, cid);
  const cells = (
    sqlite.prepare("select count(*) as n from contest_cells where cid = ? and view = 'live'").get(cid) as { n: number }
  ).n;
  console.log(
    `  cells built from the submissions (as verdict doctor does) in ${Math.round(performance.now() - t)} ms; ${cells} live cells`,
  );
  const f = measureBoard(deps.db, cid, RUNS);
  line('bare SELECT of the live cells', f.bare);
  line('cold board (cells read + ranked, first after a change)', f.cold);
  line('warm board (kept board, page 1 of 50 cut)', f.warm);
  line('one judgement (status change + cells, in a transaction)', f.update);
  const ratio = f.cold.median / f.bare.median;
  console.log(`  ratio cold / bare SELECT: median ${ratio.toFixed(2)}×, p99 ${(f.cold.p99 / f.bare.p99).toFixed(2)}×`);
  console.log(`  ratio judgement / bare SELECT: median ${(f.update.median / f.bare.median).toFixed(2)}×`);
  console.log("  where the cold board's time goes:");
  for (const [label, s] of Object.entries(profileCold(deps.db, cid, RUNS))) line(`  ${label}`, s);
  const met = f.cold.median <= TARGET_MS && ratio <= TARGET_RATIO;
  verdicts.push(
    `  ${name} cold board: median ${f.cold.median.toFixed(2)} ms (target ≤ ${TARGET_MS} ms), ${ratio.toFixed(2)}× the bare read (target ≤ ${TARGET_RATIO}×): ${met ? 'met' : 'missed'}`,
  );
  if (type !== 0) continue;

  // The bare server: every live cell of the contest (/all), or the cells of 50 participants, a page's worth (/page).
  const bare = {
    '/all': sqlite.prepare("select * from contest_cells where cid = ?1 and view = 'live'"),
    '/page': sqlite.prepare(`select * from contest_cells where cid = ?1 and view = 'live' and uid in
      (select distinct uid from contest_cells where cid = ?1 and view = 'live' order by uid limit 50)`),
  };
  const bareServer = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (req) =>
      Response.json({
        status: 200,
        msg: 'success',
        data: bare[new URL(req.url).pathname as keyof typeof bare].all(cid),
      }),
  });
  const app = createApp(deps);
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => app.fetch(req) });
  const auth = {
    Authorization: createSession(deps.db, 'u7', { ip: '127.0.0.1', userAgent: 'bench' }).token,
    'Content-Type': 'application/json',
  };
  const body = JSON.stringify({ cid, currentPage: 1, limit: 50 });
  const rank = async () =>
    void (await fetchOk(`http://127.0.0.1:${server.port}/api/get-contest-rank`, {
      method: 'POST',
      headers: auth,
      body,
    }));
  await measureList(
    {
      name: `${name}: POST /api/get-contest-rank page 1 (limit 50) vs the bare SELECT of all the live cells over HTTP`,
      api: rank,
      bare: async () => void (await fetchOk(`http://127.0.0.1:${bareServer.port}/all`)),
    },
    { requests: REQUESTS, clients: CLIENTS, rounds: 1 },
  );
  await measureList(
    {
      name: `${name}: the same page vs the bare SELECT of 50 participants' cells over HTTP`,
      api: rank,
      bare: async () => void (await fetchOk(`http://127.0.0.1:${bareServer.port}/page`)),
    },
    { requests: REQUESTS, clients: CLIENTS, rounds: 1 },
  );
  server.stop(true);
  bareServer.stop(true);
}

console.log('\nsummary');
for (const v of verdicts) console.log(v);
sqlite.close();
rmSync(dataDir, { recursive: true, force: true });
