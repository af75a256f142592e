import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import type { Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, openFds, removeSpecFiles, specFor, openWithPrograms, closeWithPrograms } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, { burn: PROGRAMS.burn }));
});
afterAll(() => closeWithPrograms(sandbox, bin));

describe('CPU time honesty', () => {
  test.each([1, 2])('500 ms of CPU in %d thread(s) is reported within ±10 percent', async (threads) => {
    const fds = openFds(sandbox);
    const spec = specFor(bin, 'burn', { limits: { cpuMs: 3000, wallMs: 30_000 } });
    spec.argv.push('500', String(threads));
    const result = await sandbox.run(spec);
    const ownClock = Number(readFileSync(spec.stdoutFile, 'utf8'));
    removeSpecFiles(spec);
    expect(result).toMatchObject({ status: 'exited', exitCode: 0 });
    expect(ownClock).toBeGreaterThanOrEqual(500);
    expect(result.cpuMs).toBeGreaterThanOrEqual(450);
    expect(result.cpuMs).toBeLessThanOrEqual(550);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });
});
