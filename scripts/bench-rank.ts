// bun run bench:rank — the public ACM and OI ranks with 10,000 users holding rank lines (built from
// 200,000 practice submissions by the counters' rebuild, as `verdict doctor` does): the first page,
// a deep page and a search; and the rank of a 30-problem training with 500 participants (first and
// last page); and the rank of a 500-member group holding 100,000 submissions (scripts/bench/group-rank.ts:
// first and last page, OI, a search). Each under 50 concurrent clients against a bare SELECT of the same page sent by an
// equally plain HTTP server, measured in the same run on the same database, the two taking turns in
// rounds; with the load average before and after. Prints figures and ratios; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/domain/accounts/sessions.ts';
import { rebuildCounters } from '../src/domain/submissions/counters-rebuild.ts';
import { createApp } from '../src/http/app.ts';
import { log } from '../src/log.ts';
import { buildDeps } from '../src/server.ts';
import { GROUP_SUBMISSIONS, groupRankBare, groupRankCases, seedGroup } from './bench/group-rank.ts';
import { fetchOk, LOAD, measureList, printSummary, settleAfterSeeding, type ListCase } from './bench/list-measure.ts';
import { seedLists } from './bench/seed.ts';

const USERS = 10_000,
  PROBLEMS = 2_000,
  SUBMISSIONS = 200_000,
  TRAINEES = 500,
  TARGET = 1.5,
  PAGE = 30;

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
// A training of 30 problems: each of 500 students submitted 1–3 times to each problem through it.
sqlite.exec(`insert into training_categories (name, color) values ('bench', '#123456');
  insert into trainings (title, auth, category_id, created_at, updated_at) values ('Homework', 'Public', 1, 0, 0);
  insert into training_problems (tid, pid, display_id, rank) select 1, id, problem_id, id from problems where id <= 30;`);
const trainingSubmission =
  sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, tid, status, time, memory, length,
  language, code, submit_time, judger) values (?, ?, ?, ?, 1, ?, ?, 1024, 100, 'C', 'int main(){}', ?, 'bench')`);
sqlite.transaction(() => {
  for (let u = 0; u < TRAINEES; u++)
    for (let p = 1; p <= 30; p++)
      for (let k = 0; k <= (u + p) % 3; k++) {
        trainingSubmission.run(
          p,
          `P${999 + p}`,
          `u${u}`,
          `student${u}`,
          (u * 31 + p * 7 + k) % 4 === 0 ? -1 : 0,
          (u * p + k) % 900,
          Date.now() - k * 1000,
        );
      }
})();
seedGroup(sqlite);
rebuildCounters(deps.db);
sqlite.exec('ANALYZE');
const lines = (sqlite.query('select count(*) as n from user_ranks').get() as { n: number }).n;
console.log(
  `seeded ${USERS} users, ${SUBMISSIONS} submissions (and ${GROUP_SUBMISSIONS} in a group), ${lines} rank lines in ${Math.round(performance.now() - t)} ms`,
);

// The baselines: the same page's rows and users read with one bare SELECT on the same indexes.
const ORDER = { acm: 'r.ac desc, r.total, r.uid', oi: 'r.score desc, r.ac desc, r.uid' } as const;
const pageOf = (order: string, filter = '') =>
  sqlite.prepare(`select r.uid, r.ac, r.total, r.score, u.username, u.nickname,
  u.signature, u.avatar, u.title_name, u.title_color from user_ranks r join users u on u.uid = r.uid
  where u.status = 0 ${filter} order by ${order} limit ${PAGE} offset ?`);
// A visitor's search matches usernames and nicknames (real names only for those who manage users).
const search = "and (u.username like ?1 escape '\\' or u.nickname like ?1 escape '\\')";
// The training's page: its members in rank order with their users, and those members' cells.
const trainingPage =
  sqlite.prepare(`with page as (select m.uid, m.ac, m.run_time, u.username, u.realname, u.nickname, u.school, u.gender, u.avatar
    from training_members m join users u on u.uid = m.uid where m.tid = 1 order by m.ac desc, m.run_time, m.uid limit ${PAGE} offset ?)
  select page.*, c.pid, c.tries, c.last_status, c.first_ac_at, c.ac_run_time from page left join training_cells c on c.tid = 1 and c.uid = page.uid`);
const bare: Record<string, ReturnType<typeof sqlite.prepare>> = {
  acm: pageOf(ORDER.acm),
  oi: pageOf(ORDER.oi),
  acmSearch: pageOf(ORDER.acm, search),
  oiSearch: pageOf(ORDER.oi, search),
  training: trainingPage,
  ...groupRankBare(sqlite),
};
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
const api = (path: string) => fetchOk(`http://127.0.0.1:${server.port}${path}`);
const bareGet = (name: string, ...args: (string | number)[]) =>
  fetchOk(`http://127.0.0.1:${bareServer.port}/${name}?${args.map((a) => `a=${encodeURIComponent(a)}`).join('&')}`);

// Deep pages spread over the last thirty of ~330; searches for "student1" … "student99" (111 to 1,111 users each).
const deep = (i: number) => 300 + (i % 30);
const term = (i: number) => `student${1 + (i % 99)}`;
const like = (s: string) => `%${s}%`;

function rankCases(label: string, type: 0 | 1, name: 'acm' | 'oi'): ListCase[] {
  return [
    {
      name: `${label}, first page`,
      api: async () => void (await api(`/api/get-rank-list?type=${type}`)),
      bare: async () => void (await bareGet(name, 0)),
    },
    {
      name: `${label}, page ~300`,
      api: async (i) => void (await api(`/api/get-rank-list?type=${type}&currentPage=${deep(i)}`)),
      bare: async (i) => void (await bareGet(name, (deep(i) - 1) * PAGE)),
    },
    {
      name: `${label}, search`,
      api: async (i) => void (await api(`/api/get-rank-list?type=${type}&searchUser=${term(i)}`)),
      bare: async (i) => void (await bareGet(`${name}Search`, like(term(i)), 0)),
    },
  ];
}

// The training rank needs a signed-in viewer: a student's session.
const { token } = createSession(deps.db, 'u1', { ip: '127.0.0.1', userAgent: 'bench' });
const signedIn = { headers: { Authorization: token } };
const lastTrainingPage = Math.ceil(TRAINEES / PAGE);
const trainingCases: ListCase[] = [
  {
    name: 'training rank, first page',
    api: async () => void (await fetchOk(`http://127.0.0.1:${server.port}/api/get-training-rank?tid=1`, signedIn)),
    bare: async () => void (await bareGet('training', 0)),
  },
  {
    name: 'training rank, last page',
    api: async () =>
      void (await fetchOk(
        `http://127.0.0.1:${server.port}/api/get-training-rank?tid=1&currentPage=${lastTrainingPage}`,
        signedIn,
      )),
    bare: async () => void (await bareGet('training', (lastTrainingPage - 1) * PAGE)),
  },
];

const CASES: ListCase[] = [
  ...rankCases('ACM rank', 0, 'acm'),
  ...rankCases('OI rank', 1, 'oi'),
  ...trainingCases,
  // u1 is a member of the group.
  ...groupRankCases((path) => fetchOk(`http://127.0.0.1:${server.port}${path}`, signedIn), bareGet),
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
settleAfterSeeding(sqlite);
console.log(`load average before: ${load()}`);
t = performance.now();
const figures = [];
// BENCH_ONLY=<text>: only the cases whose name holds it (e.g. "group rank").
const only = process.env.BENCH_ONLY;
for (const c of CASES.filter((c) => !only || c.name.includes(only))) figures.push(await measureList(c, LOAD));
printSummary(figures, TARGET);
console.log(`\nfinished in ${Math.round(performance.now() - t)} ms; load average after: ${load()}`);

server.stop(true);
bareServer.stop(true);
sqlite.close();
rmSync(dataDir, { recursive: true, force: true });
