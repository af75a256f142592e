import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTILE_CASES, HOSTILE_LIMITS } from '../../../judge/sandbox/hostile-cases.ts';
import { type CompileC, runHostileCases } from '../../../judge/sandbox/hostile-run.ts';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, openFds, tempDir } from './helpers.ts';

const FIXTURES = join(import.meta.dir, '../../fixtures/hostile');

/** Compiles with the host's gcc (test setup); the programs still run inside the sandbox. */
const hostGcc: CompileC = async (source, exe, libs) => {
  const gcc = Bun.spawn(['gcc', '-O1', '-o', exe, source, ...libs], { stderr: 'pipe' });
  if ((await gcc.exited) !== 0) throw new Error(await new Response(gcc.stderr).text());
};

let sandbox: Sandbox;
let oneShot: Sandbox;
let root: string;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 2 });
  oneShot = await createSandbox({ slots: 1, standby: false });
  root = tempDir('hostile');
  // Runs without extra mounts get their standby sandbox on the second run: every case below
  // then runs in a standby, as users' programs do.
  const warm = tempDir('warm', 0o777);
  for (let i = 0; i < 2; i++) await sandbox.run({ argv: ['/bin/true'], workDir: warm, limits: HOSTILE_LIMITS });
  rmSync(warm, { recursive: true });
});
afterAll(async () => {
  await sandbox.close();
  await oneShot.close();
  rmSync(root, { recursive: true, force: true });
});

describe('hostile programs', () => {
  test('the table has at least 20 programs, each kept as a fixture file', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(20);
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.c'))
      .sort();
    expect(files).toEqual(HOSTILE_CASES.map((c) => `${c.name}.c`).sort());
    for (const c of HOSTILE_CASES) expect(readFileSync(join(FIXTURES, `${c.name}.c`), 'utf8')).toBe(`${c.source}\n`);
  });

  test.each(HOSTILE_CASES.map((c) => [c.name, c.expect.join(' or ')]))(
    '%s → %s, host untouched (standby)',
    async (name) => {
      const fds = openFds(sandbox);
      const [outcome] = await runHostileCases(sandbox, root, { compile: hostGcc, only: [name] });
      expect(outcome).toMatchObject({ name, behaved: true });
      expect(await assertClean(sandbox, fds)).toEqual([]);
      expect(sandbox.info().standbyPids?.length).toBeGreaterThan(0);
    },
  );

  test.each(HOSTILE_CASES.map((c) => [c.name, c.expect.join(' or ')]))(
    '%s → %s, host untouched (one-shot bwrap)',
    async (name) => {
      const fds = openFds(oneShot);
      const [outcome] = await runHostileCases(oneShot, root, { compile: hostGcc, only: [name] });
      expect(outcome).toMatchObject({ name, behaved: true });
      expect(await assertClean(oneShot, fds)).toEqual([]);
    },
  );
});
