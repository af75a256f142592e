// The similarity check through the API: students can never start or read one (nor its pairs or
// CSV); a contest's admin starts one, it runs in a worker and flags the disguised copy only.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { similarityIdle } from '../../src/domain/similarity/jobs.ts';
import { call } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { createContest, insertSubmission } from '../api/contests/helpers.ts';
import { setup } from '../api/submissions/helpers.ts';
import { MAP_CPP, ORIGINAL_CPP, RENAMED_CPP } from './programs.ts';

setDefaultTimeout(120_000);

async function world() {
  const s = await setup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
  const sub = (who: { uid: string; username: string }, code: string) =>
    insertSubmission(s.t, { uid: who.uid, username: who.username, pid: s.problem.id, cid, language: 'C++17', code })
      .submitId;
  const ids = { alice: sub(s.alice, ORIGINAL_CPP), bob: sub(s.bob, RENAMED_CPP), carol: sub(carol, MAP_CPP) };
  const api = (method: string, path: string, headers?: Record<string, string>, json?: unknown) =>
    call(s.t.app, path, { method, headers, json });
  return { ...s, carol, cid, ids, api };
}

test('a student can neither start nor read a similarity check, its pairs or its CSV', async () => {
  await using s = await world();
  const q = `scope=contest&id=${s.cid}`;
  for (const who of [s.alice, s.bob]) {
    const start = await s.api('POST', '/api/admin/similarity/start', who.headers, { scope: 'contest', id: s.cid });
    const report = await s.api('GET', `/api/admin/similarity?${q}`, who.headers);
    const pair = await s.api('GET', `/api/admin/similarity/pair?${q}&a=${s.ids.alice}&b=${s.ids.bob}`, who.headers);
    const csv = await s.api('GET', `/api/admin/similarity.csv?${q}`, who.headers);
    for (const r of [start, report, pair, csv]) expect(r.status).toBe(403);
    const problem = await s.api('POST', '/api/admin/similarity/start', who.headers, {
      scope: 'problem',
      id: s.problem.id,
    });
    expect(problem.status).toBe(403);
    expect(problem.env.msg).toContain('similarity');
  }
  // Nobody signed in: refused before anything is read.
  expect((await s.api('GET', `/api/admin/similarity?${q}`)).status).toBe(401);
  // Nothing was started by the refused calls.
  expect((await s.api('GET', `/api/admin/similarity?${q}`, s.root.headers)).env.data.state).toBe('none');
});

test('bad input is a 400 naming the field, never a 500', async () => {
  await using s = await world();
  const bad = await s.api('POST', '/api/admin/similarity/start', s.root.headers, { scope: 'galaxy', id: s.cid });
  expect(bad.env.status).toBe(400);
  expect(bad.env.msg).toContain('scope');
  const missing = await s.api('GET', '/api/admin/similarity?scope=contest&id=999999', s.root.headers);
  expect(missing.env.status).toBe(404);
});

test("a contest's admin runs a check: the renamed copy is flagged, the independent solution is not", async () => {
  await using s = await world();
  const started = await s.api('POST', '/api/admin/similarity/start', s.root.headers, { scope: 'contest', id: s.cid });
  expect(started.env.data.state).toBe('running');
  expect(started.env.data.submissions).toHaveLength(3);
  // One check of a scope at a time.
  const again = await s.api('POST', '/api/admin/similarity/start', s.root.headers, { scope: 'contest', id: s.cid });
  expect(again.env.status).toBe(400);
  expect(again.env.msg).toContain('already running');
  await similarityIdle();

  const q = `scope=contest&id=${s.cid}`;
  const report = (await s.api('GET', `/api/admin/similarity?${q}`, s.root.headers)).env.data;
  expect(report.state).toBe('done');
  expect(report.progress).toBe(1);
  const flagged = report.pairs.filter((p: { similarity: number }) => p.similarity >= report.threshold);
  expect(flagged.map((p: { a: number; b: number }) => [p.a, p.b].sort())).toEqual([[s.ids.alice, s.ids.bob].sort()]);
  expect(report.clusters).toEqual([[s.ids.alice, s.ids.bob].sort((x, y) => x - y)]);

  const pair = (await s.api('GET', `/api/admin/similarity/pair?${q}&a=${s.ids.bob}&b=${s.ids.alice}`, s.root.headers))
    .env.data;
  expect(pair.a.code).toBe(ORIGINAL_CPP);
  expect(pair.b.username).toBe(s.bob.username);
  expect(pair.pair.fragments.length).toBeGreaterThan(0);
  const notPair = await s.api(
    'GET',
    `/api/admin/similarity/pair?${q}&a=${s.ids.alice}&b=${s.ids.carol}`,
    s.root.headers,
  );
  expect(notPair.env.status).toBe(404);

  const csv = await (await s.api('GET', `/api/admin/similarity.csv?${q}`, s.root.headers)).res.text();
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toStartWith('similarity_percent,longest_fragment_tokens,flagged');
  expect(lines[1]).toContain(s.alice.username);
  expect(lines[1]).toContain(s.bob.username);
  expect(lines[1]).toContain(',yes,1,');
});

test('the problem scope is open to problem managers and compares the problem across contests', async () => {
  await using s = await world();
  const started = await s.api('POST', '/api/admin/similarity/start', s.admin.headers, {
    scope: 'problem',
    id: s.problem.id,
    include: 'final',
  });
  expect(started.env.status).toBe(200);
  await similarityIdle();
  const report = (await s.api('GET', `/api/admin/similarity?scope=problem&id=${s.problem.id}`, s.admin.headers)).env
    .data;
  expect(report.include).toBe('final');
  expect(report.clusters).toHaveLength(1);
});
