/**
 * The next run's prepared child is forked by the launcher the moment the run before is reaped, into
 * groups the judge queued while the slot was idle: its cgroup join (which may wait for an RCU grace
 * period) runs while the judge hands the result on, not after the judge's clean-up.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { Sandbox } from '../../../judge/sandbox/types.ts';
import { compileAll, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 1 });
  bin = await compileAll({ hello: PROGRAMS.hello });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
});

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
const memoryGroup = (pid: number) => /^\d+:memory:(.*)$/m.exec(read(`/proc/${pid}/cgroup`))?.[1] ?? '';

/**
 * The launcher's child in a memory group other than the launcher's, looked for without letting the
 * event loop turn (the judge does nothing meanwhile); the bound only ends a failing wait.
 */
function childInItsGroup(launcher: number): number {
  for (let i = 0; i < 20_000; i++) {
    const [child] = read(`/proc/${launcher}/task/${launcher}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
    if (child && memoryGroup(child) !== '' && memoryGroup(child) !== memoryGroup(launcher)) return child;
    Bun.sleepSync(1);
  }
  return 0;
}

test('the next run’s child joins its groups as soon as the run before is reaped, before the judge acts again', async () => {
  // The first run goes to a one-shot bwrap; the standby's first run queues the group after the next.
  for (let i = 0; i < 3; i++) {
    const spec = specFor(bin, 'hello');
    expect((await sandbox.run(spec)).status).toBe('exited');
    removeSpecFiles(spec);
  }
  await sandbox.settled?.();
  const launcher = sandbox.info().standbyPids?.[1] ?? 0;
  expect(launcher).toBeGreaterThan(0);
  for (let i = 0; i < 3; i++) {
    const spec = specFor(bin, 'hello');
    const result = await sandbox.run(spec);
    // Same turn as the answer: the clean-up after it has not started.
    const child = childInItsGroup(launcher);
    await sandbox.settled?.();
    expect([result.status, child > 0, sandbox.info().standbyWaiting]).toEqual(['exited', true, [child]]);
    removeSpecFiles(spec);
  }
});
