/**
 * One program in one slot: its spec checked (run-spec-check.ts), its work dir staged on the slot's
 * tmpfs, the run in the slot's standby sandbox (run-standby.ts) when it has one for the spec, else
 * in a one-shot bwrap (run-one-shot.ts), what it made copied back, and the work it leaves for after
 * the answer (`Later`).
 */
import type { CgroupDriver, RunGroup } from './cgroup.ts';
import type { LimitSetting } from './libc.ts';
import { runOneShot } from './run-one-shot.ts';
import { cancelledResult, internalResult } from './run-results.ts';
import { checkSpec } from './run-spec-check.ts';
import { runInStandby, StandbyUnavailable } from './run-standby.ts';
import type { StandbyPool } from './standby-pool.ts';
import type { Standby } from './standby.ts';
import { groupForRun, prepareNext } from './prepared-run.ts';
import type { Staged, WorkDisks } from './work-disk.ts';
import type { Slot } from './slots.ts';
import type { RunLimits, RunResult, RunSpec, Streams } from './types.ts';
import { noClock, type PhaseClock } from './phases.ts';

export interface Engine {
  driver: CgroupDriver | null;
  toolchain: string[];
  seccomp: Uint8Array | null;
  standby: StandbyPool | null;
  /** An open /dev/null for the streams a standby run ignores. */
  nullFd: number;
  /** The slots' size-limited work space (work-disk.ts). */
  disks: WorkDisks;
  /** What a run may write beyond its output limit when its limits name no disk quota. */
  diskMarginBytes: number;
  /** Runs whose result is out and whose clean-up is still going on (the slot is not free yet). */
  settling: Set<Promise<void>>;
}

function limitSettings(limits: RunLimits, withoutCgroup: boolean): LimitSetting[] {
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1;
  const settings: LimitSetting[] = [
    { resource: 'CPU', soft: cpuSeconds, hard: cpuSeconds + 1 },
    { resource: 'STACK', soft: limits.stackBytes },
    { resource: 'FSIZE', soft: limits.outputBytes },
    { resource: 'NOFILE', soft: limits.openFiles },
    { resource: 'CORE', soft: 0 },
  ];
  if (withoutCgroup) {
    settings.push({ resource: 'AS', soft: limits.memoryBytes }, { resource: 'NPROC', soft: limits.processes + 1 });
  }
  return settings;
}

/**
 * Work left when a run's result is known (removing its copy and its cgroup, preparing the next
 * run): the caller does it after handing the result on, before the slot goes to another run.
 */
export type Later = Array<() => Promise<void> | void>;

/** Does the work a run left, in order; a failure does not stop the rest. */
export async function settle(later: Later): Promise<void> {
  for (const task of later.splice(0)) {
    try {
      await task();
    } catch (e) {
      console.warn(`[sandbox] clean-up after a run failed: ${(e as Error).message}`);
    }
  }
}

export async function runProgram(
  engine: Engine,
  slot: Slot,
  original: RunSpec,
  streams: Streams,
  clock: PhaseClock = noClock,
  later: Later = [],
): Promise<RunResult & { outputFull?: boolean }> {
  let staged: Staged | null = null;
  try {
    if (original.signal?.aborted) return cancelledResult(0);
    checkSpec(original);
    clock.mark('spec checks');
    // The program works in a copy of its work dir on the slot's size-limited tmpfs.
    const { limits } = original;
    staged = engine.disks.stage(
      slot,
      original.workDir,
      limits.diskBytes ?? limits.outputBytes + engine.diskMarginBytes,
    );
    clock.mark('copy-in');
    const spec: RunSpec = { ...original, workDir: staged.dir };
    const io: Streams = { ...streams, outputFull: () => (streams.outputFull?.() ?? false) || engine.disks.full(slot) };
    const copy = staged;
    const result = await runStaged(engine, slot, spec, io, clock, later, (dir) => {
      copy.dir = dir;
    });
    // What a run over its limits left is never needed: it is only removed (after the answer).
    const keep = result.status === 'exited' || result.status === 'signaled';
    const within = keep ? engine.disks.copyOut(staged, original.workDir) : true;
    staged = null;
    later.push(() => engine.disks.remove(copy));
    clock.mark('copy-out');
    if (!within && (result.status === 'exited' || result.status === 'signaled'))
      return { ...result, status: 'output_limit', exitCode: null };
    return result;
  } catch (e) {
    return internalResult((e as Error).message);
  } finally {
    streams.afterSpawn?.();
    if (staged) {
      try {
        engine.disks.unstage(staged, null);
      } catch {
        // the run already failed; a copy left behind goes when the sandbox closes (its tmpfs is detached)
      }
    }
  }
}

/** The run in the slot's standby when it has one for the spec, else in a one-shot bwrap. */
async function runStaged(
  engine: Engine,
  slot: Slot,
  spec: RunSpec,
  io: Streams,
  clock: PhaseClock,
  later: Later,
  moved: (dir: string) => void,
): Promise<RunResult & { outputFull?: boolean }> {
  const { limits } = spec;
  let group: RunGroup | null = null;
  let next: Standby | null = null;
  /** The launcher reported the run's end: everything of it is reaped. */
  let reaped = false;
  try {
    const standby = engine.standby ? await engine.standby.acquire(slot, spec, engine.disks.homeRoot(slot)) : null;
    clock.mark('standby pick');
    // In a one-shot sandbox the namespace's own init is in the group too.
    const processes = limits.processes + (standby ? 0 : 1);
    const chosen = await groupForRun(engine, slot, standby, { memoryBytes: limits.memoryBytes, processes });
    group = chosen.group;
    const settings = limitSettings(limits, group === null);
    clock.mark('cgroup set-up');
    if (standby) {
      try {
        const context = {
          slot,
          standby,
          group,
          prepared: chosen.prepared,
          settings,
          nullFd: engine.nullFd,
          clock,
          moved,
          reaped: () => {
            reaped = true;
          },
        };
        const result = await runInStandby(context, spec, io);
        next = standby;
        return result;
      } catch (e) {
        if (!(e instanceof StandbyUnavailable)) throw e;
        if (e.broken) await engine.standby!.discard(slot, standby);
        if (group) {
          await group.killAll();
          await group.remove();
          group = null;
        }
        if (engine.driver)
          group = await engine.driver.create(slot.group, { memoryBytes: limits.memoryBytes, processes: processes + 1 });
      } finally {
        if (!standby.usable) await engine.standby!.discard(slot, standby);
      }
    }
    const result = await runOneShot(engine, slot, spec, io, group, settings);
    clock.mark('one-shot bwrap');
    return result;
  } catch (e) {
    return internalResult((e as Error).message);
  } finally {
    const used = group;
    // After a reaped standby run only the run's own group goes: the kept ones may hold the next child.
    if (used?.release && reaped) later.push(() => used.release!());
    else if (used)
      later.push(async () => {
        await used.killAll().catch(() => {});
        await used.remove().catch(() => {});
      });
    const standby = next;
    if (standby)
      later.push(async () => {
        // The launcher empties what the run left after its report; a standby that could not takes no other run.
        await standby.afterRun();
        if (!standby.usable) return engine.standby!.discard(slot, standby);
        await prepareNext(engine, standby, { memoryBytes: limits.memoryBytes, processes: limits.processes });
      });
  }
}
