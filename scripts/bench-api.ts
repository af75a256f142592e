// bun run bench:api — latency of the problem and submission lists with 5,000 problems and 200,000
// submissions under 50 concurrent clients, each against a bare SELECT of the same page sent by an
// equally plain HTTP server, measured in the same run on the same database. Prints figures and
// ratios; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/domain/accounts/sessions.ts';
import { rebuildCounters } from '../src/domain/submissions/counters-rebuild.ts';
import { createApp } from '../src/http/app.ts';
import { PAGE_COLUMNS } from '../src/domain/submissions/list.ts';
import { buildDeps } from '../src/server.ts';
import { log } from '../src/log.ts';
import { measureDashboardHours } from './bench/dashboard-hours.ts';
import { fetchOk, LOAD, measureList, printSummary, settleAfterSeeding, type ListCase } from './bench/list-measure.ts';
import { seedLists } from './bench/seed.ts';
import { startWrites } from './bench/list-writes.ts';
import { fmt, summarize } from './bench/stats.ts';

const PROBLEMS = 5_000,
  USERS = 1_000,
  SUBMISSIONS = 200_000,
  TARGET = 1.5;

log.setLevel('error');
// Others may load the machine: the load average is printed at the start and the end of the run.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
const deps = buildDeps(loadConfig({ data: dataDir, 'log-level': 'error' }, {}));
const sqlite = deps.db.$client;
let t = performance.now();
seedLists(sqlite, { problems: PROBLEMS, users: USERS, submissions: SUBMISSIONS });
console.log(`seeded ${PROBLEMS} problems, ${SUBMISSIONS} submissions in ${Math.round(performance.now() - t)} ms`);
t = performance.now();
rebuildCounters(deps.db);
console.log(`counters built from the submissions (as verdict doctor does) in ${Math.round(performance.now() - t)} ms`);
const student = 'u7';
const auth = { Authorization: createSession(deps.db, student, { ip: '127.0.0.1', userAgent: 'bench' }).token };

// The baselines: the same page's rows read with one bare SELECT on the same indexes. With
// `--bare-columns` a bare SELECT of the submissions reads only the columns the list shows
// (PAGE_COLUMNS): an author's and a problem's page then comes off the same covering index as the API's.
const scope = 'cid is null and gid is null';
const bareColumns = process.argv.includes('--bare-columns');
const rows = bareColumns ? `${PAGE_COLUMNS} from submissions s` : '* from submissions';
const bare: Record<string, ReturnType<typeof sqlite.prepare>> = {
  problems: sqlite.prepare('select * from problems where auth = 1 order by id limit 30 offset ?'),
  submissions: sqlite.prepare(`select ${rows} where ${scope} order by submit_id desc limit 15 offset ?`),
  byUser: sqlite.prepare(`select ${rows} where uid = ? and ${scope} order by submit_id desc limit 15 offset ?`),
  byProblem: sqlite.prepare(`select ${rows} where pid = ? and ${scope} order by submit_id desc limit 15 offset ?`),
  byStatus: sqlite.prepare(`select ${rows} where ${scope} and status = ? order by submit_id desc limit 15 offset ?`),
  byKey: sqlite.prepare(`select ${rows} where ${scope} and submit_id < ? order by submit_id desc limit 15`),
};
if (bareColumns) console.log('the bare SELECTs of the submissions read the columns the list shows (--bare-columns)');
const bareServer = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: (req) => {
    const url = new URL(req.url);
    const args = url.searchParams.getAll('a').map((a) => (/^-?\d+$/.test(a) ? Number(a) : a));
    return Response.json({ status: 200, msg: 'success', data: { records: bare[url.pathname.slice(1)]!.all(...args) } });
  },
});
const app = createApp(deps);
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => app.fetch(req) });
const api = (path: string, init?: RequestInit) => fetchOk(`http://127.0.0.1:${server.port}${path}`, init);
const bareGet = (name: string, ...args: (string | number)[]) =>
  fetchOk(`http://127.0.0.1:${bareServer.port}/${name}?${args.map((a) => `a=${encodeURIComponent(a)}`).join('&')}`);

// Pages spread over the first hundred, as people page; a deep page ~10,000 pages in, reached by key.
// An author's pages (13 of them) and a problem's (3) come in an order that repeats no pair within
// a run (13,000 and 15,000 pairs): each is a first read, never a kept page.
const page = (i: number, pages = 100) => 1 + ((i * 37) % pages);
const user = (i: number) => (i * 13) % USERS;
const problem = (i: number) => 1 + ((i * 17) % PROBLEMS);
const deepKey = (i: number) => SUBMISSIONS - 150_000 - (i % 100) * 15;
type Records = { records: { pid: number }[] };

const cases: ListCase[] = [
  {
    name: 'problem list',
    api: async (i) => void (await api(`/api/get-problem-list?limit=30&currentPage=${page(i)}`)),
    bare: async (i) => void (await bareGet('problems', (page(i) - 1) * 30)),
  },
  {
    name: 'problem list, logged in, with status icons',
    api: async (i) => {
      const list = (await api(`/api/get-problem-list?limit=30&currentPage=${page(i)}`, { headers: auth })) as Records;
      await api('/api/get-user-problem-status', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ pidList: list.records.map((r) => r.pid) }),
      });
    },
    bare: async (i) => {
      await bareGet('problems', (page(i) - 1) * 30);
      await bareGet('problems', (page(i) - 1) * 30);
    },
  },
  {
    name: 'submission list',
    api: async (i) => void (await api(`/api/get-submission-list?limit=15&currentPage=${page(i)}`)),
    bare: async (i) => void (await bareGet('submissions', (page(i) - 1) * 15)),
  },
  {
    name: 'submission list by user',
    api: async (i) =>
      void (await api(`/api/get-submission-list?limit=15&username=student${user(i)}&currentPage=${page(i, 13)}`)),
    bare: async (i) => void (await bareGet('byUser', `u${user(i)}`, (page(i, 13) - 1) * 15)),
  },
  {
    // A class at work: forty students each reloading the first page of their own submissions.
    name: 'submission list by user, 40 students, own page 1',
    api: async (i) => void (await api(`/api/get-submission-list?limit=15&username=student${i % 40}&currentPage=1`)),
    bare: async (i) => void (await bareGet('byUser', `u${i % 40}`, 0)),
  },
  {
    name: 'submission list by problem',
    api: async (i) =>
      void (await api(
        `/api/get-submission-list?limit=15&problemID=P${999 + problem(i)}&completeProblemID=true&currentPage=${page(i, 3)}`,
      )),
    bare: async (i) => void (await bareGet('byProblem', problem(i), (page(i, 3) - 1) * 15)),
  },
  {
    name: 'submission list by status',
    api: async (i) => void (await api(`/api/get-submission-list?limit=15&status=-1&currentPage=${page(i)}`)),
    bare: async (i) => void (await bareGet('byStatus', -1, (page(i) - 1) * 15)),
  },
  {
    name: 'submission list, page ~10,000 (by key)',
    api: async (i) => void (await api(`/api/get-submission-list?limit=15&currentPage=10000&before=${deepKey(i)}`)),
    bare: async (i) => void (await bareGet('byKey', deepKey(i))),
  },
];

settleAfterSeeding(sqlite);
t = performance.now();
const figures = [];
console.log(`\neach list: the API and the bare SELECT in ${LOAD.rounds} alternating turns, samples pooled per side`);
console.log(
  'without --writes or --submissions nothing is written during the run: the problem list and the submission pages are kept, as their\n' +
    'JSON text, from the first read until what they read is written (src/db/kept-values.ts); only the class of 40 reads an author page twice',
);
// `--writes N`: N one-row writes a second during the measure, of a table no list reads (as sessions
// and logins write); `--submissions N`: N new submissions a second, each judged at once, with their
// counters (scripts/bench/list-writes.ts). A kept page is read again only once a write touches what
// it reads (src/db/table-versions.ts): any submission, for the whole list's pages; the author's or
// the problem's, for theirs.
const argOf = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const [rowsPerSecond, submissionsPerSecond] = [Number(argOf('--writes') ?? 0), Number(argOf('--submissions') ?? 0)];
const writes =
  rowsPerSecond > 0 || submissionsPerSecond > 0
    ? startWrites(deps.db, rowsPerSecond > 0 ? 'rows' : 'submissions', rowsPerSecond || submissionsPerSecond, {
        users: USERS,
        problems: PROBLEMS,
      })
    : null;
if (rowsPerSecond > 0) console.log(`${rowsPerSecond} one-row writes a second during the measure (--writes)`);
if (submissionsPerSecond > 0)
  console.log(`${submissionsPerSecond} judged submissions a second during the measure (--submissions)`);
// `--only TEXT`: only the lists whose name holds TEXT (a quicker run while working on one list).
const only = argOf('--only') ?? '';
for (const c of cases.filter((c) => c.name.includes(only))) figures.push(await measureList(c, LOAD));
if (writes) console.log(`${writes.stop()} writes made during the measure`);
// For reference: the same deep page read with OFFSET, as the list did before paging by key.
const offset = summarize(
  Array.from({ length: 20 }, (_, i) => {
    const start = performance.now();
    bare.submissions!.all(150_000 + i * 15);
    return performance.now() - start;
  }),
);
console.log(
  `\nfor reference, page ~10,000 read with OFFSET in process (1 caller): median ${fmt(offset.median)}, p99 ${fmt(offset.p99)}`,
);
printSummary(figures, TARGET);
measureDashboardHours(deps.db);
console.log(`\nfinished in ${Math.round(performance.now() - t)} ms`);
console.log(`load average (1, 5, 15 min) at the end: ${load()}`);

server.stop(true);
bareServer.stop(true);
sqlite.close();
rmSync(dataDir, { recursive: true, force: true });
