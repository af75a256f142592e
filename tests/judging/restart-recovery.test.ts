// A server killed with SIGKILL in the middle of a queue of 50 submissions loses none of them and
// judges none twice into conflicting results: the next start re-queues the unfinished ones.
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { saveProblem } from '../../src/domain/problems/save-problem.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { buildDeps } from '../../src/server.ts';
import { createUser } from '../helpers/factories.ts';
import { seedHeaders } from '../helpers/shared-headers.ts';

const SUBMISSIONS = 50;
const CASES = 3;
/** Burns some CPU per case so the queue lasts long enough to be interrupted. */
const program = (right: boolean) => `#include <stdio.h>
int main(void){long long a,b;volatile unsigned long i,x=0;for(i=0;i<60000000UL;i++)x+=i;
scanf("%lld%lld",&a,&b);printf("%lld\\n",${right ? 'a+b' : 'a-b'});return 0;}`;

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-recovery-'));
chmodSync(dataDir, 0o755);
// The servers find the precompiled headers built: none is built in the background while the queue is judged.
await seedHeaders(join(dataDir, 'judge', 'cache'));
const children: ReturnType<typeof Bun.spawn>[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<{ proc: ReturnType<typeof Bun.spawn>; base: string }> {
  const proc = Bun.spawn(
    ['bun', 'src/main.ts', 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', '--workers', '2'],
    {
      cwd: join(import.meta.dir, '../..'),
      stdout: 'pipe',
      stderr: 'inherit',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'warn' },
    },
  );
  children.push(proc);
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server exited before listening: ${text}`);
    text += new TextDecoder().decode(value);
    const m = text.match(/running at (http:\/\/[^/\s]+)\//);
    if (m) {
      // Keep draining stdout so the child never blocks on a full pipe.
      void (async () => {
        while (!(await reader.read()).done);
      })();
      return { proc, base: m[1]! };
    }
  }
}

interface Row {
  submit_id: number;
  status: number;
  judge_attempt: number;
  judged_at: number | null;
  code: string;
}
interface CaseRow {
  submit_id: number;
  case_index: number;
  status: number;
}

function snapshot(db: Database) {
  const rows = db
    .query('select submit_id, status, judge_attempt, judged_at, code from submissions order by submit_id')
    .all() as Row[];
  const cases = db
    .query('select submit_id, case_index, status from judge_cases order by submit_id, case_index')
    .all() as CaseRow[];
  return { rows, cases };
}

/** Waits (polling the database the server writes) until `done` holds. */
async function until(db: Database, done: (rows: Row[]) => boolean): Promise<Row[]> {
  for (;;) {
    const { rows } = snapshot(db);
    if (done(rows)) return rows;
    await Bun.sleep(100);
  }
}

const unfinished = (r: Row) => r.status === 5 || r.status === 6 || r.status === 7;

test('SIGKILL mid-queue: after a restart every submission has exactly one consistent result set', async () => {
  const deps = buildDeps(loadConfig({ data: dataDir }, {}));
  const user = await createUser(deps, { role: 1000 });
  await saveProblem(
    { db: deps.db, dataDir: deps.dataDir },
    { uid: user.uid, username: user.username, role: 1000 },
    {
      problem: { problemId: 'R1', title: 'Recovery', description: 'a+b', timeLimit: 3000 },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 7\n', output: '12\n' },
        { input: '40 2\n', output: '42\n' },
      ],
      isUploadTestCase: false,
      languages: ['C'],
    },
  );
  setWebsiteConfig(deps.db, { submissionFrequency: 0 });
  deps.db.$client.close();
  // Finalize the cached statements now, so the connection's closing checkpoint is over before the server opens the file.
  Bun.gc(true);

  const first = await startServer();
  const login = await fetch(`${first.base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const token = login.headers.get('Authorization')!;
  for (let i = 0; i < SUBMISSIONS; i++) {
    const res = await fetch(`${first.base}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ pid: 'R1', language: 'C', code: program(i % 2 === 0), cid: 0 }),
    });
    expect(((await res.json()) as { status: number }).status).toBe(200);
  }

  const db = new Database(join(dataDir, 'verdict.db'), { readonly: true });
  try {
    // Kill while some are finished, some are being compiled or judged, and the rest wait.
    await until(
      db,
      (rows) => rows.filter((r) => !unfinished(r)).length >= 4 && rows.some((r) => r.status === 6 || r.status === 7),
    );
    first.proc.kill('SIGKILL');
    await first.proc.exited;
    expect(first.proc.signalCode).toBe('SIGKILL');

    const atKill = snapshot(db);
    const finishedBefore = atKill.rows.filter((r) => !unfinished(r));
    const interrupted = atKill.rows.filter(unfinished);
    expect(atKill.rows).toHaveLength(SUBMISSIONS);
    expect(interrupted.length).toBeGreaterThan(0);

    const second = await startServer();
    await until(db, (rows) => rows.every((r) => !unfinished(r)));
    second.proc.kill('SIGTERM');
    expect(await second.proc.exited).toBe(0);

    const after = snapshot(db);
    const expected = (r: Row) => (r.code.includes('a+b') ? 0 : -1);
    expect(after.rows.map((r) => [r.submit_id, r.status])).toEqual(after.rows.map((r) => [r.submit_id, expected(r)]));
    for (const r of after.rows) {
      const own = after.cases.filter((c) => c.submit_id === r.submit_id);
      expect(own.map((c) => [c.case_index, c.status])).toEqual(
        Array.from({ length: CASES }, (_, i) => i + 1).map((i) => [i, expected(r)]),
      );
    }
    // Finished before the kill: untouched. Interrupted: judged again under a newer attempt.
    for (const before of finishedBefore) {
      const now = after.rows.find((r) => r.submit_id === before.submit_id)!;
      expect([now.judge_attempt, now.judged_at]).toEqual([before.judge_attempt, before.judged_at]);
    }
    for (const before of interrupted) {
      const now = after.rows.find((r) => r.submit_id === before.submit_id)!;
      expect(now.judge_attempt).toBeGreaterThan(before.judge_attempt);
    }
  } finally {
    db.close();
  }
}, 240_000);
