import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTILE_CASES } from '../../../judge/sandbox/hostile-cases.ts';
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
let root: string;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 2 });
  root = tempDir('hostile');
});
afterAll(async () => {
  await sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

describe('hostile programs', () => {
  test('the table has at least 20 programs, each kept as a fixture file', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(20);
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.c')).sort();
    expect(files).toEqual(HOSTILE_CASES.map((c) => `${c.name}.c`).sort());
    for (const c of HOSTILE_CASES) expect(readFileSync(join(FIXTURES, `${c.name}.c`), 'utf8')).toBe(`${c.source}\n`);
  });

  test.each(HOSTILE_CASES.map((c) => [c.name, c.expect.join(' or ')]))('%s → %s, host untouched', async (name) => {
    const fds = openFds();
    const [outcome] = await runHostileCases(sandbox, root, { compile: hostGcc, only: [name] });
    expect(outcome).toMatchObject({ name, behaved: true });
    expect(assertClean(sandbox, fds)).toEqual([]);
  });
});
