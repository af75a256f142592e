import { expect, setDefaultTimeout, test } from 'bun:test';
import { addProblem, get, insertSubmission, setup, submitOk, type Headers } from './helpers.ts';

// Each test creates accounts (argon2 hashing): allow for a busy machine.
setDefaultTimeout(120_000);

type Row = { submitId: number; status: number; pid: number };
type S = Awaited<ReturnType<typeof setup>>;

async function page(s: S, query: string, headers?: Headers) {
  const { env } = await get(s.t, `/api/get-submission-list?limit=15&${query}`, headers);
  expect(env.status).toBe(200);
  return { total: env.data.total as number, records: env.data.records as Row[] };
}

/** The same page read twice (the second from the kept ones): both answers agree. */
async function keptPage(s: S, query: string, headers?: Headers) {
  const first = await page(s, query, headers);
  expect(await page(s, query, headers)).toEqual(first);
  return first;
}

const ids = (p: { records: Row[] }) => p.records.map((r) => r.submitId);

// The bank's pages are kept until what they read is written: a student's own new submission, a
// verdict set by hand and a rejudge show at once in every list that shows the submission, kept
// or not; another author's pages, kept across those writes, stay true.
test('a new submission, a verdict and a rejudge show at once in every kept list that shows them', async () => {
  using s = await setup();
  const own = insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id });
  const bobs = insertSubmission(s.t, { uid: s.bob.uid, username: s.bob.username, pid: s.problem.id, status: -1 });
  const lists = [
    [`username=${s.alice.username}`, undefined],
    ['onlyMine=true', s.alice.headers],
    ['problemID=P1000&completeProblemID=true', undefined],
    ['problemID=P10', s.alice.headers],
    ['', undefined],
    ['status=0', undefined],
  ] as const;
  for (const [query, headers] of lists) expect(ids(await keptPage(s, query, headers))).toContain(own.submitId);
  const bobsList = await keptPage(s, `username=${s.bob.username}`);
  expect(bobsList).toEqual({ total: 1, records: [expect.objectContaining({ submitId: bobs.submitId, status: -1 })] });

  // Her new submission, through the API: first in each list (but the Accepted ones), the totals one more.
  const pending = await submitOk(s.t, s.alice.headers);
  for (const [query, headers] of lists.filter(([q]) => q !== 'status=0')) {
    const now = await page(s, query, headers);
    expect(now.records[0]).toMatchObject({ submitId: pending.submitId });
    expect(ids(now)).toContain(own.submitId);
  }
  expect(await page(s, `username=${s.alice.username}`)).toMatchObject({ total: 2 });
  expect(await page(s, `username=${s.bob.username}`)).toEqual(bobsList);

  // A verdict set by hand: Accepted becomes Wrong Answer everywhere, and leaves the Accepted list.
  const judged = await get(s.t, `/api/admin/judge/manual-judge?submitId=${own.submitId}&status=-1`, s.root.headers);
  expect(judged.env.status).toBe(200);
  for (const [query, headers] of lists.filter(([q]) => q !== 'status=0'))
    expect((await page(s, query, headers)).records.find((r) => r.submitId === own.submitId)).toMatchObject({
      status: -1,
    });
  expect(ids(await page(s, 'status=0'))).not.toContain(own.submitId);
  expect(ids(await page(s, 'status=-1'))).toEqual([bobs.submitId, own.submitId]);

  // A rejudge of Bob's submission: his kept page shows it waiting, hers are unchanged.
  const mine = await keptPage(s, `username=${s.alice.username}`);
  const rejudged = await get(s.t, `/api/admin/judge/rejudge?submitId=${bobs.submitId}`, s.root.headers);
  expect(rejudged.env.status).toBe(200);
  expect((await page(s, `username=${s.bob.username}`)).records[0]!.status).not.toBe(-1);
  expect(await page(s, `username=${s.alice.username}`)).toEqual(mine);
});

// A kept page is kept per viewer: it never shows one viewer a submission of a problem another
// viewer may see and they may not, and follows the problem's visibility and the viewer's role at once.
test('a kept author page shows each viewer only the problems they may see, following visibility and role', async () => {
  using s = await setup();
  const secret = await addProblem(s.t, s.alice, { problemId: 'P1001', title: 'Secret', auth: 2 });
  const open = insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id });
  const hidden = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: secret.id,
    displayPid: 'P1001',
  });
  const list = `username=${s.alice.username}`;
  const both = [hidden.submitId, open.submitId];
  // Read in turns, each viewer after one who sees more or less than they do.
  expect(ids(await keptPage(s, list, s.alice.headers))).toEqual(both);
  expect(await keptPage(s, list)).toEqual({
    total: 1,
    records: [expect.objectContaining({ submitId: open.submitId })],
  });
  expect(ids(await keptPage(s, list, s.root.headers))).toEqual(both);
  expect(ids(await keptPage(s, list, s.bob.headers))).toEqual([open.submitId]);
  expect(await keptPage(s, 'problemID=P1001&completeProblemID=true', s.bob.headers)).toEqual({ total: 0, records: [] });
  expect(ids(await keptPage(s, 'problemID=P1001&completeProblemID=true', s.alice.headers))).toEqual([hidden.submitId]);

  // The problem made public, then private again: every viewer's kept page follows.
  const sqlite = s.t.deps.db.$client;
  sqlite.run('update problems set auth = 1 where id = ?', [secret.id]);
  expect(ids(await page(s, list, s.bob.headers))).toEqual(both);
  expect(ids(await page(s, list))).toEqual(both);
  sqlite.run('update problems set auth = 2 where id = ?', [secret.id]);
  expect(ids(await page(s, list, s.bob.headers))).toEqual([open.submitId]);
  expect(await page(s, 'problemID=P1001&completeProblemID=true', s.bob.headers)).toEqual({ total: 0, records: [] });

  // Bob made an admin sees every problem's submissions; made a user again, no longer.
  sqlite.run('update users set role = 1001 where uid = ?', [s.bob.uid]);
  expect(ids(await page(s, list, s.bob.headers))).toEqual(both);
  sqlite.run('update users set role = 1002 where uid = ?', [s.bob.uid]);
  expect(ids(await page(s, list, s.bob.headers))).toEqual([open.submitId]);
});
