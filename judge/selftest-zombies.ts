/**
 * Self-test "zombie count": the judge is the subreaper of its sandboxes' processes, so every
 * standby it closes and every one-shot bwrap it runs leaves it children to collect. This check
 * makes a slot close standbys by eviction (more sets of mounts than a slot keeps), runs piped
 * pairs as an interactive problem does and one-shot runs with a mount seen once as a special
 * judge does, then counts the zombie children of this process: there must be none.
 */
import { toolLimits } from './exec.ts';
import type { AbuseCheck } from './selftest-abuse-check.ts';
import type { RunResult, RunSpec } from './sandbox/types.ts';
import { newZombieChildren, zombieChildren } from './sandbox/zombies.ts';
import { makeSubDir, makeWorkDir, removeDir } from './workspace.ts';

/** More sets of mounts than a slot keeps standbys for (three), each run twice to get one. */
const MOUNT_SETS = 6;

export const zombieCount: AbuseCheck = async ({ sandbox, workRoot }) => {
  const name = 'zombie count';
  const before = zombieChildren();
  const dir = makeWorkDir(workRoot, 'selftest-zombies');
  const limits = toolLimits(2000, 6000, 64, 1);
  const failed: string[] = [];
  const expect = (what: string, r: RunResult) => {
    if (r.status !== 'exited') failed.push(`${what}: ${r.status}${r.error ? ` (${r.error})` : ''}`);
  };
  try {
    let runs = 0;
    const spec = (argv: string[], mountDir?: string): RunSpec => ({
      argv,
      workDir: makeSubDir(dir, `run-${++runs}`),
      limits,
      mounts: mountDir ? [{ hostPath: mountDir, sandboxPath: '/m' }] : [],
    });
    for (let set = 0; set < MOUNT_SETS; set++) {
      const mounted = makeSubDir(dir, `mount-${set}`);
      for (let i = 0; i < 2; i++) expect(`run ${set}.${i}`, await sandbox.run(spec(['/bin/true'], mounted)));
      // A mount seen once keeps the one-shot bwrap, as a special judge's per-case mount does.
      expect(`one-shot run ${set}`, await sandbox.run(spec(['/bin/true'], makeSubDir(dir, `once-${set}`))));
      const [a, b] = await sandbox.runPiped(spec(['/bin/cat']), spec(['/bin/true'], mounted));
      expect(`piped pair ${set}`, a);
      expect(`piped pair ${set}`, b);
    }
    const zombies = newZombieChildren(before);
    const behaved = failed.length === 0 && zombies.length === 0;
    const detail =
      zombies.length > 0
        ? `${zombies.length} zombie children of the judge (pids ${zombies.slice(0, 10).join(', ')})`
        : failed.length > 0
          ? `runs failed: ${failed.slice(0, 3).join('; ')}`
          : `no zombie children after ${runs} runs that closed standbys by eviction`;
    return { name, behaved, detail };
  } catch (e) {
    return { name, behaved: false, detail: `check failed: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    await removeDir(dir).catch(() => undefined);
  }
};
