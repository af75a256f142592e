/**
 * One program in one slot, in the slot's standby sandbox (run-standby.ts) when it has one for
 * the spec, else in a one-shot bwrap: spawn bwrap as the slot's uid, wait for bwrap to report the
 * sandbox's first process (`--info-fd`), move it into the run's cgroup and set its rlimits while
 * bwrap waits (`--block-fd`), then let it run under the CPU and wall clock watch.
 */
import { existsSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Subprocess } from 'bun';
import { bwrapArgs } from './bwrap-args.ts';
import type { CgroupDriver, GroupUsage, RunGroup } from './cgroup.ts';
import { type LimitSetting, makePipe, setProcessLimits } from './libc.ts';
import { runInStandby, StandbyUnavailable } from './run-standby.ts';
import type { StandbyPool } from './standby-pool.ts';
import type { Standby } from './standby.ts';
import { groupForRun, prepareNext } from './prepared-run.ts';
import type { Staged, WorkDisks } from './work-disk.ts';
import { closeOwn, killTree, readChildPid, reapOrphan, waitUntilBlocked, watchCpu } from './run-control.ts';
import type { Slot } from './slots.ts';
import type { RunLimits, RunResult, RunSpec, Streams } from './types.ts';
import { cpuMsOfUid } from './proc-usage.ts';
import { decide } from './verdict.ts';
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

const MAX_TMP_BYTES = 256 * 1024 * 1024;
/** bwrap needs a few ms to set up; far longer means the host is broken. */
const SETUP_TIMEOUT_MS = 10_000;

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

/** The host path behind argv[0], when it lies in the work dir or a toolchain directory. */
function hostPathOf(spec: RunSpec): string | null {
  const exe = spec.argv[0] ?? '';
  if (exe === '/w' || exe.startsWith('/w/')) return join(spec.workDir, exe.slice(2));
  if (spec.mounts?.some((m) => exe.startsWith(`${m.sandboxPath}/`)) || exe.startsWith('/tmp/')) return null;
  return exe;
}

/**
 * bwrap runs as the slot's uid, so it must be able to reach the directories it binds: every
 * parent needs the search (x) permission for others.
 */
function checkReachable(dir: string): void {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  for (let p = dirname(dir); ; p = dirname(p)) {
    if ((statSync(p).mode & 0o001) === 0)
      throw new Error(`${dir} is not reachable by the sandbox users: ${p} lacks o+x`);
    if (p === '/') return;
  }
}

/**
 * The work dir is copied in by the judge (work-disk.ts): the sandbox's users never reach it, it
 * only has to exist (a program found in it proves that). The mounts are bound by bwrap as the
 * slot's user.
 */
function checkSpec(spec: RunSpec): void {
  if (!spec.argv[0]?.startsWith('/')) throw new Error(`argv[0] must be an absolute path: ${spec.argv[0]}`);
  for (const m of spec.mounts ?? []) checkReachable(m.hostPath);
  const host = hostPathOf(spec);
  if (host !== null && existsSync(host)) {
    if (host.startsWith(`${spec.workDir}/`) || existsSync(spec.workDir)) return;
  } else if (host !== null && existsSync(spec.workDir)) {
    throw new Error(`program ${spec.argv[0]} does not exist`);
  } else if (host === null && existsSync(spec.workDir)) return;
  throw new Error(`${spec.workDir} does not exist`);
}

function cancelledResult(wallMs: number): RunResult {
  return { status: 'cancelled', exitCode: null, signal: null, cpuMs: 0, wallMs, memoryBytes: 0 };
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

function internalResult(error: string): RunResult {
  return { status: 'internal', exitCode: null, signal: null, cpuMs: 0, wallMs: 0, memoryBytes: 0, error };
}

async function runOneShot(
  engine: Engine,
  slot: Slot,
  spec: RunSpec,
  io: Streams,
  group: RunGroup | null,
  settings: LimitSetting[],
): Promise<RunResult & { outputFull?: boolean }> {
  const { limits } = spec;
  let proc: Subprocess<'ignore', 'ignore', 'ignore'> | null = null;
  const parentFds: number[] = [];
  const timers: Timer[] = [];
  let killedBy: 'cpu' | 'wall' | 'cancel' | null = null;
  let onAbort: (() => void) | null = null;
  let childPid = 0;
  let wallMs = 0;
  try {
    const tmpBytes = Math.min(limits.outputBytes, MAX_TMP_BYTES);
    const [infoRead, infoWrite] = makePipe();
    parentFds.push(infoRead, infoWrite);
    const [blockRead, blockWrite] = makePipe();
    parentFds.push(blockRead, blockWrite);
    const [seccompRead, seccompWrite] = engine.seccomp ? makePipe() : [-1, -1];
    if (engine.seccomp) parentFds.push(seccompRead, seccompWrite);
    const spawned = Bun.spawn(bwrapArgs(engine.toolchain, spec, tmpBytes, engine.seccomp !== null), {
      uid: slot.uid,
      gid: slot.gid,
      env: {},
      cwd: '/',
      stdio: [io.stdin, io.stdout, io.stderr, infoWrite, blockRead, engine.seccomp ? seccompRead : 'ignore'] as never,
    }) as unknown as Subprocess<'ignore', 'ignore', 'ignore'>;
    proc = spawned;
    io.afterSpawn?.();
    const kill = (why: 'cpu' | 'wall' | 'cancel') => {
      killedBy ??= why;
      killTree(childPid, spawned);
    };
    onAbort = () => kill('cancel');
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    // The child holds its own copies now: close ours so reads see EOF when bwrap dies.
    closeOwn(parentFds, infoWrite, blockRead, seccompRead);
    if (engine.seccomp) {
      writeSync(seccompWrite, engine.seccomp);
      closeOwn(parentFds, seccompWrite);
    }
    const infoFd = infoRead;
    const blockFd = blockWrite;
    const setupTimer = setTimeout(() => spawned.kill('SIGKILL'), SETUP_TIMEOUT_MS);
    timers.push(setupTimer);
    childPid = await readChildPid(infoFd);
    await waitUntilBlocked(childPid);
    clearTimeout(setupTimer);
    try {
      group?.join(childPid);
    } catch (e) {
      throw new Error(`bwrap stopped during setup (${(e as Error).message})`);
    }
    setProcessLimits(childPid, slot.uid, slot.gid, settings);
    writeSync(blockFd, 'g');
    closeOwn(parentFds, blockFd);
    const started = performance.now();
    timers.push(setTimeout(() => kill('wall'), limits.wallMs));
    const usedMs = group ? () => group!.usage().cpuNs / 1e6 : () => cpuMsOfUid(slot.uid);
    const lastSample = watchCpu(usedMs, limits.cpuMs, timers, () => kill('cpu'), group ? 5 : 50);
    await spawned.exited;
    wallMs = performance.now() - started;
    const orphan = await reapOrphan(childPid);
    childPid = 0;
    for (const t of timers) clearTimeout(t);
    let usage: GroupUsage;
    if (group) {
      await group.killAll();
      usage = group.usage();
    } else {
      // bwrap's own usage covers the sandbox's first process only when bwrap reaped it.
      const ru = spawned.resourceUsage();
      // Processes killed with their namespace are reaped by the kernel, not counted: the last
      // sample from /proc then is the better figure.
      const cpuMs = Math.max(Number(ru?.cpuTime.total ?? 0) / 1000 + (orphan?.cpuMs ?? 0), lastSample());
      // bwrap's own maxRSS is no measure: it starts as a fork of the judge and keeps the judge's
      // size as its high-water mark. The reaped sandbox process's figure is the program side's.
      usage = { cpuNs: cpuMs * 1e6, memoryPeakBytes: orphan?.maxRssBytes ?? 0, oomKills: 0 };
    }
    return decide(
      {
        exitCode: spawned.exitCode,
        killedBy,
        cpuMs: usage.cpuNs / 1e6,
        wallMs,
        memoryBytes: usage.memoryPeakBytes,
        oomKills: usage.oomKills,
        outputFull: io.outputFull?.() ?? false,
      },
      limits,
    );
  } catch (e) {
    if (killedBy === 'cancel') return cancelledResult(wallMs);
    return {
      status: 'internal',
      exitCode: null,
      signal: null,
      cpuMs: 0,
      wallMs,
      memoryBytes: 0,
      error: (e as Error).message,
    };
  } finally {
    if (onAbort) spec.signal?.removeEventListener('abort', onAbort);
    if (!proc) io.afterSpawn?.();
    for (const t of timers) clearTimeout(t);
    closeOwn(parentFds, ...parentFds);
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      killTree(childPid, proc);
      await proc.exited;
    }
    if (childPid > 0) await reapOrphan(childPid);
  }
}
