// `verdict doctor` lists every problem whose test data is missing or changed since it was saved;
// rows saved before sizes and sha256 were recorded get them at the first start (or from doctor),
// from the info.json written with the files, so a file changed before that is still found.
import { afterEach, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { createZipProblem } from '../api/submissions/judge-helpers.ts';

const CASES: [string, string][] = [
  ['1 2\n', '3\n'],
  ['5 7\n', '12\n'],
];
const ROOT = join(import.meta.dir, '../..');
const children: ReturnType<typeof Bun.spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Rows as an install from before the sizes and sha256 were recorded has them. */
function forgetDigests(dataDir: string, pid: number) {
  const db = new Database(join(dataDir, 'verdict.db'));
  db.run(
    'update problem_cases set input_size = null, input_sha256 = null, output_size = null, output_sha256 = null where pid = ?',
    [pid],
  );
  db.close();
}

function recorded(dataDir: string, pid: number) {
  const db = new Database(join(dataDir, 'verdict.db'), { readonly: true });
  const rows = db
    .query('select input_sha256 as i, output_sha256 as o from problem_cases where pid = ? order by "index"')
    .all(pid) as { i: string | null; o: string | null }[];
  db.close();
  return rows;
}

test('doctor lists the problems whose test data is missing or changed, and fills digests of old rows from info.json', async () => {
  using t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const deleted = await createZipProblem(t, root.headers, { problemId: 'DR1', cases: CASES });
  const changed = await createZipProblem(t, root.headers, { problemId: 'DR2', cases: CASES });
  await createZipProblem(t, root.headers, { problemId: 'DR3', cases: CASES });
  const old = await createZipProblem(t, root.headers, { problemId: 'DR4', cases: CASES });
  rmSync(join(t.dataDir, 'testcases', String(deleted), '2.out'));
  writeFileSync(join(t.dataDir, 'testcases', String(changed), '1.in'), '9 9\n');
  forgetDigests(t.dataDir, old);
  writeFileSync(join(t.dataDir, 'testcases', String(old), '1.out'), '4\n');

  const doctor = Bun.spawnSync(['bun', 'src/main.ts', 'doctor', '--data', t.dataDir, '--log-level', 'error'], {
    cwd: ROOT,
  });
  const out = doctor.stdout.toString();
  expect(doctor.exitCode).toBe(1);
  const line = (problemId: string) => out.split('\n').find((l) => l.includes(problemId)) ?? '';
  expect(line('DR1')).toContain('2.out is missing');
  expect(line('DR2')).toContain('1.in has changed');
  expect(line('DR4')).toContain('1.out has changed');
  expect(line('DR4')).not.toContain('1.in');
  expect(out).not.toContain('DR3');
  expect(recorded(t.dataDir, old).every((r) => r.i !== null && r.o !== null)).toBe(true);
});

test('the first start records the digests of rows saved without them', async () => {
  using t = makeTestApp();
  chmodSync(t.dataDir, 0o755);
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const pid = await createZipProblem(t, root.headers, { problemId: 'ST1', cases: CASES });
  const saved = recorded(t.dataDir, pid);
  forgetDigests(t.dataDir, pid);
  expect(recorded(t.dataDir, pid)).toEqual([
    { i: null, o: null },
    { i: null, o: null },
  ]);

  const proc = Bun.spawn(
    ['bun', 'src/main.ts', 'serve', '--data', t.dataDir, '--port', '0', '--host', '127.0.0.1', '--workers', '1'],
    {
      cwd: ROOT,
      stdout: 'pipe',
      stderr: 'ignore',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'error' },
    },
  );
  children.push(proc);
  let text = '';
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  while (!text.includes('running at')) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server exited before listening: ${text}`);
    text += new TextDecoder().decode(value);
  }
  expect(recorded(t.dataDir, pid)).toEqual(saved);
  proc.kill('SIGTERM');
  await proc.exited;
});
