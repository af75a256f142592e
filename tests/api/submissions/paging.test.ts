import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { SUBMISSION_NUMBERED_ROWS, submissionListQuerySchema } from '../../../src/contract/submissions.ts';
import { rebuildCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { listFilter, pageQuery } from '../../../src/domain/submissions/list.ts';
import { addProblem, CODE, get, insertSubmission, setup } from './helpers.ts';
import { ensureContest } from '../../helpers/contests.ts';
import { planOf } from '../../helpers/query-plan.ts';

// Accounts are hashed with argon2 and thousands of rows are written: allow for a busy machine.
setDefaultTimeout(120_000);

/** Enough rows that some pages lie further than SUBMISSION_NUMBERED_ROWS from both ends. */
const ROWS = 2 * SUBMISSION_NUMBERED_ROWS + 700;
const STATUSES = [0, -1, 0, 1, -2, 8, 5];

let s: Awaited<ReturnType<typeof setup>>;
let other: { id: number };

beforeAll(async () => {
  s = await setup();
  other = await addProblem(s.t, s.root, { problemId: 'Q2000', title: 'Other' });
  // A long history written in bulk, then counted as `verdict doctor` counts it.
  const sqlite = s.t.deps.db.$client;
  ensureContest(sqlite, 3);
  const insert =
    sqlite.prepare(`insert into submissions (pid, display_pid, uid, username, cid, gid, status, length, language, code, submit_time)
    values (?, ?, ?, ?, ?, ?, ?, 10, 'C', ?, ?)`);
  sqlite.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const user = i % 3 === 0 ? s.bob : s.alice;
      const pid = i % 4 === 0 ? other.id : s.problem.id;
      insert.run(
        pid,
        pid === other.id ? 'Q2000' : 'P1000',
        user.uid,
        user.username,
        i % 50 === 7 ? 3 : null,
        i % 60 === 11 ? 9 : null,
        STATUSES[i % STATUSES.length]!,
        CODE,
        Date.now() - (ROWS - i) * 1000,
      );
    }
  })();
  rebuildCounters(s.t.deps.db);
});

afterAll(() => s[Symbol.dispose]());

type Page = { records: { submitId: number }[]; total: number; current: number; pages: number };
async function list(query: string): Promise<Page> {
  const { env } = await get(s.t, `/api/get-submission-list?${query}`, s.root.headers);
  if (env.status !== 200) throw new Error(`${query}: ${env.msg}`);
  return env.data;
}
const ids = (p: Page) => p.records.map((r) => r.submitId);
const count = (where: string) =>
  (
    s.t.deps.db.$client.query(`select count(*) as n from submissions where cid is null and ${where}`).get() as {
      n: number;
    }
  ).n;

describe('submission list paging', () => {
  test('next by key walks every row once, newest first; previous by key walks back; page numbers agree near both ends', async () => {
    const limit = 100;
    const walked: number[][] = [];
    let page = await list(`limit=${limit}`);
    expect(page.total).toBe(count('gid is null'));
    while (page.records.length > 0) {
      walked.push(ids(page));
      page = await list(`limit=${limit}&currentPage=${walked.length + 1}&before=${ids(page).at(-1)}`);
      expect(page.current).toBe(walked.length + 1);
    }
    const all = walked.flat();
    expect(all.length).toBe(count('gid is null'));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(walked.length).toBe(Math.ceil(all.length / limit));
    // Back from the last page by key.
    for (let i = walked.length - 1; i > 0; i--) {
      expect(ids(await list(`limit=${limit}&currentPage=${i}&after=${walked[i]![0]}`))).toEqual(walked[i - 1]!);
    }
    // Numbered pages near the start and near the end are the same pages; the middle goes by key only.
    for (const n of [1, 2, Math.floor(SUBMISSION_NUMBERED_ROWS / limit) + 1, walked.length - 1, walked.length]) {
      expect(ids(await list(`limit=${limit}&currentPage=${n}`))).toEqual(walked[n - 1]!);
    }
    expect((await list(`limit=${limit}&currentPage=${walked.length + 1}`)).records).toEqual([]);
    const middle = Math.floor(walked.length / 2);
    const deep = await get(s.t, `/api/get-submission-list?limit=${limit}&currentPage=${middle}`);
    expect(deep.env).toMatchObject({
      status: 400,
      msg: `Pages after ${Math.floor(SUBMISSION_NUMBERED_ROWS / limit) + 1} are reached with the next and previous buttons`,
    });
    const deepZh = await get(s.t, `/api/get-submission-list?limit=${limit}&currentPage=${middle}`, {
      'Accept-Language': 'zh-CN',
    });
    expect(deepZh.env.msg).toBe(
      `第 ${Math.floor(SUBMISSION_NUMBERED_ROWS / limit) + 1} 页之后请使用上一页、下一页翻页`,
    );
    const badKey = await get(s.t, '/api/get-submission-list?before=abc');
    expect(badKey.env.status).toBe(400);
  });

  test('totals of every filter equal a count of the rows, from the counters or a bounded count', async () => {
    const cases: [string, string][] = [
      ['', 'gid is null'],
      ['status=0', 'gid is null and status = 0'],
      ['status=5', 'gid is null and status = 5'],
      ['status=-4', 'gid is null and status = -4'],
      [`username=${s.bob.username}`, `gid is null and uid = '${s.bob.uid}'`],
      [`username=${s.bob.username}&status=8`, `gid is null and uid = '${s.bob.uid}' and status = 8`],
      ['problemID=Q2000&completeProblemID=true', `gid is null and pid = ${other.id}`],
      ['problemID=Q2000&completeProblemID=true&status=-1', `gid is null and pid = ${other.id} and status = -1`],
      ['problemID=0', 'gid is null'],
      [
        `username=${s.alice.username}&problemID=P1000&completeProblemID=true`,
        `gid is null and uid = '${s.alice.uid}' and pid = ${s.problem.id}`,
      ],
      [
        `username=${s.alice.username}&problemID=P1000&completeProblemID=true&status=1`,
        `gid is null and uid = '${s.alice.uid}' and pid = ${s.problem.id} and status = 1`,
      ],
      ['gid=9', 'gid = 9'],
    ];
    for (const [query, where] of cases) {
      const page = await list(`${query}&limit=15`);
      expect([query, page.total]).toEqual([query, count(where)]);
      expect(page.records.length).toBe(Math.min(15, page.total));
    }
  });

  test("a private problem's submissions are left out of a visitor's list and its totals", async () => {
    const hidden = await addProblem(s.t, s.root, { problemId: 'H1', title: 'Private', auth: 2 });
    for (const status of [0, -1, 0])
      insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: hidden.id, displayPid: 'H1', status });
    const visitor = async (query: string) =>
      (await get(s.t, `/api/get-submission-list?limit=15&${query}`)).env.data as Page;
    const shown = `gid is null and pid <> ${hidden.id}`;
    expect((await list('limit=15')).total).toBe(count('gid is null'));
    expect((await visitor('')).total).toBe(count(shown));
    expect((await visitor('status=0')).total).toBe(count(`${shown} and status = 0`));
    expect((await visitor(`username=${s.bob.username}`)).total).toBe(count(`${shown} and uid = '${s.bob.uid}'`));
    expect((await visitor('problemID=H1&completeProblemID=true')).total).toBe(0);
    expect((await visitor('limit=100')).records.some((r) => (r as unknown as { pid: number }).pid === hidden.id)).toBe(
      false,
    );
  });

  test('a page by key reads no skipped rows: the same index range as the first page, without OFFSET', () => {
    const db = s.t.deps.db;
    const viewer = { uid: s.root.uid, username: s.root.username, role: 1000 };
    for (const query of ['', 'status=0', `username=${s.bob.username}`, 'problemID=Q2000&completeProblemID=true']) {
      const q = submissionListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const { where } = listFilter(db, viewer, q)!;
      const deep = pageQuery(db, where, { direction: 'older', key: 1234, offset: 0, limit: 15 }).toSQL();
      expect(deep.sql).not.toContain('offset');
      const plan = planOf(db.$client, deep.sql, deep.params);
      expect(plan).toMatch(/SEARCH s USING (COVERING )?INDEX submissions_\w+ \(.*submit_id<\?\)/);
      expect(plan).not.toContain('TEMP B-TREE');
    }
  });
});
