/**
 * A run's result is handed on before its clean-up begins: the caller has it while the run's copy
 * of its work dir and its stream files are still the sandbox's to remove, and settled() waits for
 * that removal. No step of the clean-up may come between the run's end and its answer.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { closeWithPrograms, openWithPrograms, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';
import type { Sandbox } from '../../../judge/sandbox/types.ts';

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, { hello: PROGRAMS.hello }));
});
afterAll(() => closeWithPrograms(sandbox, bin));

/** Whether this process still holds `path` open. */
function holds(path: string): boolean {
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === path) return true;
    } catch {
      // closed meanwhile
    }
  }
  return false;
}

test('the answer comes before the clean-up: the run’s group and stream files are removed and closed only afterwards', async () => {
  // The first run of a set goes to a one-shot bwrap; the next ones to the standby.
  for (let i = 0; i < 4; i++) {
    const spec = specFor(bin, 'hello', { stdinFile: '/dev/null' });
    const result = await sandbox.run(spec);
    // Checked in the same turn of the event loop as the answer.
    const groupsAtAnswer = (sandbox.info().runGroupDirs ?? []).filter((dir) => !existsSync(dir));
    const heldAtAnswer = holds(spec.stdoutFile);
    await sandbox.settled?.();
    expect([result.status, groupsAtAnswer, heldAtAnswer, holds(spec.stdoutFile)]).toEqual(['exited', [], true, false]);
    removeSpecFiles(spec);
  }
});
