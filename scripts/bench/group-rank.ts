import type { Database } from 'bun:sqlite';
import type { ListCase } from './list-measure.ts';

/**
 * bench:rank's group: a class of 500 members (u0 owns it) with 50 problems of its own (ids 31–80, one
 * in four OI) and 100,000 practice submissions in it, 200 per member. Its rank is read from the
 * kept lines (group_ranks, filled by the recount the bench runs after seeding); the baseline reads
 * the same page of those lines with their users in one bare SELECT.
 */
export const GROUP_MEMBERS = 500;
export const GROUP_SUBMISSIONS = 100_000;
const FIRST_PROBLEM = 31,
  PROBLEMS = 50,
  PAGE = 30;

/** Group 1, "Class 7A", owned by student0 (its root) with users u0 … u{members-1} as members. */
export function insertClassGroup(sqlite: Database, members: number, now: number): void {
  sqlite
    .prepare(`insert into groups (id, name, short_name, brief, description, owner, auth, created_at, updated_at)
      values (1, 'Class 7A', 'class7a', 'Our class', 'Homework of 7A', 'student0', 3, ?1, ?1)`)
    .run(now);
  const member = sqlite.prepare(
    'insert into group_members (gid, uid, auth, created_at, updated_at) values (1, ?, ?, ?, ?)',
  );
  for (let u = 0; u < members; u++) member.run(`u${u}`, u === 0 ? 5 : 3, now, now);
}

export function seedGroup(sqlite: Database): void {
  const now = Date.now();
  sqlite.transaction(() => {
    insertClassGroup(sqlite, GROUP_MEMBERS, now);
    sqlite
      .prepare('update problems set gid = 1 where id between ? and ?')
      .run(FIRST_PROBLEM, FIRST_PROBLEM + PROBLEMS - 1);
    const submission =
      sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, gid, status, oi_rank_score, time, memory,
      length, language, code, submit_time, judger) values (?, ?, ?, ?, 1, ?, ?, ?, 1024, 100, 'C', 'int main(){}', ?, 'bench')`);
    for (let i = 0; i < GROUP_SUBMISSIONS; i++) {
      // The k-th submission of member u: a problem that moves with k, accepted one time in five.
      const u = i % GROUP_MEMBERS,
        k = Math.floor(i / GROUP_MEMBERS);
      const pid = FIRST_PROBLEM + ((k * 7 + u) % PROBLEMS);
      const status = (k * 3 + u) % 5 === 0 ? 0 : -1;
      submission.run(pid, `P${999 + pid}`, `u${u}`, `student${u}`, status, (i * 13) % 101, i % 900, now - i * 1000);
    }
  })();
}

const ORDER = { acm: 'r.ac desc, r.total, r.uid', oi: 'r.score desc, r.ac desc, r.uid' } as const;

/** The bare SELECTs of a page of the group's lines with their users (offset, or search pattern ×3 and offset). */
export function groupRankBare(sqlite: Database) {
  const page = (order: string, filter = '') =>
    sqlite.prepare(`select r.uid, r.ac, r.total, r.score, u.username, u.nickname, u.signature, u.avatar,
      u.title_name, u.title_color from group_ranks r join users u on u.uid = r.uid
      where r.gid = 1 and u.status = 0 ${filter} order by ${order} limit ${PAGE} offset ?`);
  const search =
    "and (u.username like ? escape '\\' or u.nickname like ? escape '\\' or u.realname like ? escape '\\')";
  return { groupAcm: page(ORDER.acm), groupOi: page(ORDER.oi), groupSearch: page(ORDER.acm, search) };
}

type Get = (path: string) => Promise<unknown>;
type Bare = (name: string, ...args: (string | number)[]) => Promise<unknown>;

/** The group rank's first and last pages (ACM and OI) and a search, as a member reads them. */
export function groupRankCases(api: Get, bare: Bare): ListCase[] {
  const last = Math.ceil(GROUP_MEMBERS / PAGE);
  const rank = (q: string) => async () => void (await api(`/api/get-group-rank-list?gid=1&${q}`));
  const term = (i: number) => `student${1 + (i % 49)}`;
  return [
    { name: 'group rank ACM, first page', api: rank('type=0'), bare: async () => void (await bare('groupAcm', 0)) },
    {
      name: 'group rank ACM, last page',
      api: rank(`type=0&currentPage=${last}`),
      bare: async () => void (await bare('groupAcm', (last - 1) * PAGE)),
    },
    { name: 'group rank OI, first page', api: rank('type=1'), bare: async () => void (await bare('groupOi', 0)) },
    {
      name: 'group rank, search',
      api: async (i) => void (await api(`/api/get-group-rank-list?gid=1&type=0&searchUser=${term(i)}`)),
      bare: async (i) => {
        const like = `%${term(i)}%`;
        await bare('groupSearch', like, like, like, 0);
      },
    },
  ];
}
