// bun run bench:rank — the public ACM and OI ranks with 10,000 users holding rank lines (built from
// 200,000 practice submissions by the counters' rebuild, as `verdict doctor` does): the first page,
// a deep page and a search under 50 concurrent clients, each against a bare SELECT of the same page
// sent by an equally plain HTTP server, measured in the same run on the same database. Prints
// figures and ratios; asserts nothing. More ranks (a training's) join as further entries of CASES.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { rebuildCounters } from '../src/domain/submissions/counters-rebuild.ts';
import { createApp } from '../src/http/app.ts';
import { log } from '../src/log.ts';
import { buildDeps } from '../src/server.ts';
import { fetchOk, measureList, printSummary, type ListCase } from './bench/list-measure.ts';
import { seedLists } from './bench/seed.ts';

const USERS = 10_000, PROBLEMS = 2_000, SUBMISSIONS = 200_000, CLIENTS = 50, REQUESTS = 2_000, TARGET = 1.5, PAGE = 30;

log.setLevel('error');
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
const deps = buildDeps(loadConfig({ data: dataDir, 'log-level': 'error' }, {}));
const sqlite = deps.db.$client;
let t = performance.now();
seedLists(sqlite, { problems: PROBLEMS, users: USERS, submissions: SUBMISSIONS });
// One problem in four is OI, with rank scores on its judged submissions; names to search by; one account in 100 disabled.
sqlite.exec(`update problems set type = 1 where id % 4 = 0;
  update submissions set oi_rank_score = submit_id % 37 where status in (0, 8) and pid % 4 = 0;
  update users set nickname = 'Nick ' || substr(uid, 2), realname = 'Real Name ' || substr(uid, 2), signature = 'keep going',
    status = case when cast(substr(uid, 2) as integer) % 100 = 7 then 1 else 0 end;`);
rebuildCounters(deps.db);
sqlite.exec('ANALYZE');
const lines = (sqlite.query('select count(*) as n from user_ranks').get() as { n: number }).n;
console.log(`seeded ${USERS} users, ${SUBMISSIONS} submissions, ${lines} rank lines in ${Math.round(performance.now() - t)} ms`);

// The baselines: the same page's rows and users read with one bare SELECT on the same indexes.
const ORDER = { acm: 'r.ac desc, r.total, r.uid', oi: 'r.score desc, r.ac desc, r.uid' } as const;
const pageOf = (order: string, filter = '') => sqlite.prepare(`select r.uid, r.ac, r.total, r.score, u.username, u.nickname,
  u.signature, u.avatar, u.title_name, u.title_color from user_ranks r join users u on u.uid = r.uid
  where u.status = 0 ${filter} order by ${order} limit ${PAGE} offset ?`);
const search = "and (u.username like ? escape '\\' or u.nickname like ? escape '\\' or u.realname like ? escape '\\')";
const bare: Record<string, ReturnType<typeof sqlite.prepare>> = {
  acm: pageOf(ORDER.acm), oi: pageOf(ORDER.oi), acmSearch: pageOf(ORDER.acm, search), oiSearch: pageOf(ORDER.oi, search),
};
const bareServer = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => {
  const url = new URL(req.url);
  const args = url.searchParams.getAll('a').map((a) => (/^-?\d+$/.test(a) ? Number(a) : a));
  return Response.json({ status: 200, msg: 'success', data: { records: bare[url.pathname.slice(1)]!.all(...args) } });
} });
const app = createApp(deps);
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => app.fetch(req) });
const api = (path: string) => fetchOk(`http://127.0.0.1:${server.port}${path}`);
const bareGet = (name: string, ...args: (string | number)[]) =>
  fetchOk(`http://127.0.0.1:${bareServer.port}/${name}?${args.map((a) => `a=${encodeURIComponent(a)}`).join('&')}`);

// Deep pages spread over the last thirty of ~330; searches for "student1" … "student99" (11 to 111 users each).
const deep = (i: number) => 300 + (i % 30);
const term = (i: number) => `student${1 + (i % 99)}`;
const like = (s: string) => `%${s}%`;

function rankCases(label: string, type: 0 | 1, name: 'acm' | 'oi'): ListCase[] {
  return [
    { name: `${label}, first page`,
      api: async () => void (await api(`/api/get-rank-list?type=${type}`)),
      bare: async () => void (await bareGet(name, 0)) },
    { name: `${label}, page ~300`,
      api: async (i) => void (await api(`/api/get-rank-list?type=${type}&currentPage=${deep(i)}`)),
      bare: async (i) => void (await bareGet(name, (deep(i) - 1) * PAGE)) },
    { name: `${label}, search`,
      api: async (i) => void (await api(`/api/get-rank-list?type=${type}&searchUser=${term(i)}`)),
      bare: async (i) => void (await bareGet(`${name}Search`, like(term(i)), like(term(i)), like(term(i)), 0)) },
  ];
}

const CASES: ListCase[] = [...rankCases('ACM rank', 0, 'acm'), ...rankCases('OI rank', 1, 'oi')];

t = performance.now();
const figures = [];
for (const c of CASES) figures.push(await measureList(c, REQUESTS, CLIENTS));
printSummary(figures, TARGET);
console.log(`\nfinished in ${Math.round(performance.now() - t)} ms`);

server.stop(true);
bareServer.stop(true);
sqlite.close();
rmSync(dataDir, { recursive: true, force: true });
