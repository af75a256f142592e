import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, compileAll, LIMITS, openFds, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

// Without cgroups (hosts where none can be written) the sandbox falls back to rlimits.
let sandbox: Sandbox;
let bin: string;
let fds = 0;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 1, cgroups: false });
  bin = await compileAll({
    hello: PROGRAMS.hello,
    cpuBurn: PROGRAMS.cpuBurn,
    forkBomb: PROGRAMS.forkBomb,
    burn: PROGRAMS.burn,
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
});
beforeEach(() => {
  fds = openFds(sandbox);
});
afterEach(async () => {
  expect(await assertClean(sandbox, fds)).toEqual([]);
});

describe('rlimit-only mode', () => {
  test('says so loudly', () => {
    const info = sandbox.info();
    expect(info.cgroup).toBe('none');
    expect(info.warnings.join(' ')).toContain('rlimit-only mode');
  });

  test('runs a program with its input and output', async () => {
    const spec = specFor(bin, 'hello');
    writeFileSync(join(spec.workDir, 'in'), 'rlimits\n');
    const result = await sandbox.run({ ...spec, stdinFile: join(spec.workDir, 'in') });
    const out = readFileSync(spec.stdoutFile, 'utf8');
    removeSpecFiles(spec);
    expect(result).toMatchObject({ status: 'exited', exitCode: 0 });
    expect(out).toBe('hello rlimits\n');
  });

  test('measures CPU time from the reaped processes', async () => {
    const spec = specFor(bin, 'burn', { limits: { cpuMs: 3000, wallMs: 30_000 } });
    spec.argv.push('300', '1');
    const result = await sandbox.run(spec);
    removeSpecFiles(spec);
    expect(result.status).toBe('exited');
    expect(result.cpuMs).toBeGreaterThanOrEqual(270);
    expect(result.cpuMs).toBeLessThanOrEqual(360);
  });

  test.each([['cpuBurn'], ['forkBomb']])(
    '%s ends at the CPU limit (process CPU times, RLIMIT_NPROC)',
    async (program) => {
      const spec = specFor(bin, program, { limits: { wallMs: 15_000, processes: 8 } });
      const result = await sandbox.run(spec);
      removeSpecFiles(spec);
      expect(result.status).toBe('cpu_limit');
      expect(result.cpuMs).toBeGreaterThanOrEqual(LIMITS.cpuMs);
    },
  );
});
