// A server with no local judge worker and two `verdict judge-node` processes of the same binary:
// the nodes judge a contest's submissions by several students, and the board in Chromium is right.
import { expect, test } from 'bun:test';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedHeaders } from '../helpers/shared-headers.ts';
import { BINARY, startVerdict, type Verdict } from './harness.ts';
import { registerStudent } from './contest-helpers.ts';
import { AB_CPP, api, judgeReady, WRONG_CPP } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

const MIN = 60_000;

/** A judge node process of the built binary (its cache given the built headers), ready once it says it judges. */
async function startNode(h: Verdict, token: string) {
  const cache = mkdtempSync(join(tmpdir(), 'verdict-e2e-node-'));
  chmodSync(cache, 0o755);
  await seedHeaders(cache);
  const proc = Bun.spawn(
    [BINARY, 'judge-node', '--server', h.url, '--token', token, '--workers', '1', '--cache', cache],
    {
      stdout: 'pipe',
      stderr: 'inherit',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'warn' },
    },
  );
  const reader = proc.stdout.getReader();
  let out = '';
  while (!out.includes('judge node judging')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the judge node exited: ${out}`);
    out += new TextDecoder().decode(value);
  }
  void (async () => {
    while (!(await reader.read()).done);
  })();
  return {
    async [Symbol.asyncDispose]() {
      proc.kill('SIGTERM');
      await proc.exited;
      rmSync(cache, { recursive: true, force: true });
    },
  };
}

/** Waits until the submissions have their verdicts; returns their rows. */
async function verdicts(h: Verdict, token: string, ids: number[]) {
  for (;;) {
    const rows = await Promise.all(
      ids.map(async (id) => (await api(h, `/api/get-submission-detail?submitId=${id}`, { token })).submission),
    );
    if (rows.every((r) => ![5, 6, 7].includes(r.status))) return rows as { status: number; judger: string }[];
    await Bun.sleep(250);
  }
}

test("two judge nodes judge a contest's submissions and the board is right", async () => {
  await using h = await startVerdict({ args: ['--workers', '0'] });
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { submissionFrequency: 0 } });
  await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: { problemId: 'P1000', title: 'A + B', description: 'Print a+b.', exampleList: [], difficulty: 0 },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 7\n', output: '12\n' },
        { input: '100 -1\n', output: '99\n' },
      ],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  const tokens = await Promise.all(
    ['lab-a', 'lab-b'].map(
      async (name) => (await api(h, '/api/admin/judge-nodes/create', { token: root, json: { name } })).token as string,
    ),
  );
  await using _a = await startNode(h, tokens[0]!);
  await using _b = await startNode(h, tokens[1]!);
  // An online test run, judged by a node: the nodes are up.
  await judgeReady(h, root);

  const pid = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id as number;
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'District round',
      description: 'One problem.',
      type: 0,
      auth: 0,
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      openRank: true,
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', {
    token: root,
    json: { cid, pid, displayId: 'A', color: '#f59e0b' },
  });
  const students = {
    amy: await registerStudent(h, 'amy2026'),
    bob: await registerStudent(h, 'bob2026'),
    cat: await registerStudent(h, 'cat2026'),
  };
  const send = async (token: string, code: string) =>
    (await api(h, '/api/submit-problem-judge', { token, json: { pid: 'A', language: 'C++17', code, cid } }))
      .submitId as number;
  // Amy right at once; Bob wrong, then right; Cat wrong twice: five submissions queued together.
  const ids = await Promise.all([
    send(students.amy, AB_CPP),
    send(students.bob, WRONG_CPP),
    send(students.cat, WRONG_CPP),
    send(students.cat, `${WRONG_CPP}\n// again`),
  ]);
  const first = await verdicts(h, root, ids);
  expect(first.map((r) => r.status)).toEqual([0, -1, -1, -1]);
  const bobRight = await send(students.bob, `${AB_CPP}\n// fixed`);
  const [last] = await verdicts(h, root, [bobRight]);
  expect(last!.status).toBe(0);
  for (const r of [...first, last!]) expect(['lab-a', 'lab-b']).toContain(r.judger);
  const { nodes } = await api(h, '/api/admin/judge-nodes', { token: root });
  expect(nodes.reduce((sum: number, n: { judged: number }) => sum + n.judged, 0)).toBe(5);

  // The board as the students see it: Amy first, Bob one solved with a penalty, Cat none.
  const page = await h.newPage();
  await page.goto('/');
  await openLogin(page);
  await login(page, 'amy2026', 'contest-2026');
  await page.getByTestId('user-menu').waitFor();
  await page.goto(`/contest/${cid}/rank`);
  const row = (name: string) => page.locator(`[data-testid="board-row"][data-username="${name}"]`).last();
  await row('amy2026')
    .waitFor({ timeout: 60_000 })
    .catch(async (e) => {
      await h.shot(page, 'judge-nodes-board-missing');
      throw e;
    });
  const solved = async (name: string) =>
    (await row(name).getByTestId('board-total').locator('div').first().textContent())?.trim();
  expect([await solved('amy2026'), await solved('bob2026'), await solved('cat2026')]).toEqual(['1', '1', '0']);
  const order = await page
    .locator('[data-testid="board-row"]')
    .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-username')))]);
  expect(order).toEqual(['amy2026', 'bob2026', 'cat2026']);
  await h.shot(page, 'judge-nodes-board');
}, 480_000);
