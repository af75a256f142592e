/** RunSpec.signal: aborting a run kills its processes at once and the result says cancelled. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import type { Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, openFds, removeSpecFiles, specFor, openWithPrograms, closeWithPrograms } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'));
const STARTED = 'puts("started"); fflush(stdout);';
const SOURCES = {
  /** Prints, then sleeps in a child and a grandchild too, so the whole tree must be killed. */
  sleeper: { source: `${H}int main(){ ${STARTED} fork(); fork(); for(;;) pause(); }` },
  burner: { source: `${H}int main(){ ${STARTED} volatile unsigned long x=0; for(;;) x++; }` },
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 2 }, SOURCES));
});
afterAll(() => closeWithPrograms(sandbox, bin));

async function untilStarted(file: string): Promise<void> {
  while (!(existsSync(file) && readFileSync(file, 'utf8').includes('started'))) await Bun.sleep(5);
}

describe('cancel', () => {
  test.each(['sleeper', 'burner'] as const)('aborting a running %s kills it and reports cancelled', async (name) => {
    const fds = openFds(sandbox);
    const controller = new AbortController();
    const spec = specFor(bin, name, { limits: { cpuMs: 60_000, wallMs: 120_000 }, signal: controller.signal });
    const running = sandbox.run(spec);
    await untilStarted(spec.stdoutFile);
    controller.abort('cancel');
    const result = await running;
    removeSpecFiles(spec);
    expect(result.status).toBe('cancelled');
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });

  test('a run whose signal is already aborted does not start', async () => {
    const spec = specFor(bin, 'burner', { signal: AbortSignal.abort('cancel') });
    const result = await sandbox.run(spec);
    const out = existsSync(spec.stdoutFile) ? readFileSync(spec.stdoutFile, 'utf8') : '';
    removeSpecFiles(spec);
    expect(result.status).toBe('cancelled');
    expect(out).toBe('');
  });

  test('aborting a piped pair cancels both sides', async () => {
    const fds = openFds(sandbox);
    const controller = new AbortController();
    const a = specFor(bin, 'sleeper', { limits: { wallMs: 120_000 }, signal: controller.signal });
    const b = specFor(bin, 'sleeper', { limits: { wallMs: 120_000 }, signal: controller.signal });
    const running = sandbox.runPiped(a, b);
    await Bun.sleep(200);
    controller.abort('cancel');
    const [ra, rb] = await running;
    removeSpecFiles(a);
    removeSpecFiles(b);
    expect([ra.status, rb.status]).toEqual(['cancelled', 'cancelled']);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });
});
