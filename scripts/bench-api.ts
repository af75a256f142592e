// bun run bench:api — latency of the problem list and the submission list with 5,000 problems and
// 200,000 submissions under 50 concurrent clients, against a bare SELECT of the same page measured
// in the same run on the same database. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createApp } from '../src/http/app.ts';
import { buildDeps } from '../src/server.ts';
import { log } from '../src/log.ts';
import { seedLists } from './bench/seed.ts';
import { concurrently, fmt, summarize } from './bench/stats.ts';

const PROBLEMS = 5_000, USERS = 1_000, SUBMISSIONS = 200_000, CLIENTS = 50, REQUESTS = 2_000;

log.setLevel('error');
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
const deps = buildDeps(loadConfig({ data: dataDir, 'log-level': 'error' }, {}));
let t = performance.now();
seedLists(deps.db.$client, { problems: PROBLEMS, users: USERS, submissions: SUBMISSIONS });
console.log(`seeded ${PROBLEMS} problems, ${SUBMISSIONS} submissions in ${Math.round(performance.now() - t)} ms`);

const bareProblem = deps.db.$client.prepare('select * from problems where auth = 1 order by id limit 30 offset ?');
const bareSubmission = deps.db.$client.prepare('select * from submissions order by submit_id desc limit 15 offset ?');

const app = createApp(deps);
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => app.fetch(req) });
const base = `http://127.0.0.1:${server.port}`;
// The baseline: the same page's rows read with one bare SELECT and sent as JSON by the same HTTP server.
const bareServer = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => {
  const url = new URL(req.url);
  const pageNo = Number(url.searchParams.get('currentPage'));
  const rows = url.pathname === '/problems' ? bareProblem.all((pageNo - 1) * 30) : bareSubmission.all((pageNo - 1) * 15);
  return Response.json({ status: 200, msg: 'success', data: { records: rows } });
} });
const bareBase = `http://127.0.0.1:${bareServer.port}`;

const problemPages = Math.floor(PROBLEMS / 30);
const submissionPages = Math.floor(SUBMISSIONS / 15);
const page = (i: number, pages: number) => 1 + ((i * 37) % Math.min(pages, 100));


async function load(url: (i: number) => string) {
  await concurrently(200, CLIENTS, async (i) => void (await fetch(url(i))).arrayBuffer()); // warm-up
  return summarize(await concurrently(REQUESTS, CLIENTS, async (i) => {
    const body = (await (await fetch(url(i))).json()) as { status: number };
    if (body.status !== 200) throw new Error(`${url(i)}: ${JSON.stringify(body).slice(0, 200)}`);
  }));
}

async function measure(name: string, path: (i: number) => string, barePath: string, bare: (i: number) => void) {
  const api = await load((i) => base + path(i));
  const overHttp = await load((i) => `${bareBase}${barePath}?currentPage=${new URL(base + path(i)).searchParams.get('currentPage')}`);
  const sql = summarize(await concurrently(REQUESTS, 1, async (i) => bare(i)));
  const line = (label: string, s: ReturnType<typeof summarize>) =>
    console.log(`  ${label.padEnd(34)} median ${fmt(s.median)}  p90 ${fmt(s.p90)}  p99 ${fmt(s.p99)}`);
  console.log(`\n${name} (${REQUESTS} requests, ${CLIENTS} concurrent clients)`);
  line('API', api);
  line('bare SELECT of the page over HTTP', overHttp);
  line('bare SELECT in process (1 caller)', sql);
  console.log(`  ratio API / bare SELECT over HTTP: median ${(api.median / overHttp.median).toFixed(2)}×, p99 ${(api.p99 / overHttp.p99).toFixed(2)}×`);
}

t = performance.now();
await measure('problem list', (i) => `/api/get-problem-list?limit=30&currentPage=${page(i, problemPages)}`,
  '/problems', (i) => bareProblem.all((page(i, problemPages) - 1) * 30));
await measure('submission list', (i) => `/api/get-submission-list?limit=15&currentPage=${page(i, submissionPages)}`,
  '/submissions', (i) => bareSubmission.all((page(i, submissionPages) - 1) * 15));
console.log(`\nfinished in ${Math.round(performance.now() - t)} ms`);

server.stop(true);
bareServer.stop(true);
deps.db.$client.close();
rmSync(dataDir, { recursive: true, force: true });
