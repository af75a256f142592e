/**
 * One program in a one-shot bwrap (run-program.ts): spawn bwrap as the slot's uid, wait for bwrap
 * to report the sandbox's first process (`--info-fd`), move it into the run's cgroup and set its
 * rlimits while bwrap waits (`--block-fd`), then let it run under the CPU and wall clock watch.
 */
import { writeSync } from 'node:fs';
import type { Subprocess } from 'bun';
import { bwrapArgs } from './bwrap-args.ts';
import type { GroupUsage, RunGroup } from './cgroup.ts';
import { type LimitSetting, makePipe, setProcessLimits } from './libc.ts';
import { closeOwn, killTree, readChildPid, reapOrphan, waitUntilBlocked, watchCpu } from './run-control.ts';
import { cancelledResult } from './run-results.ts';
import type { Slot } from './slots.ts';
import type { RunResult, RunSpec, Streams } from './types.ts';
import { cpuMsOfUid } from './proc-usage.ts';
import { decide } from './verdict.ts';

/** What of the sandbox's engine (run-program.ts) a one-shot run needs. */
interface Engine {
  toolchain: string[];
  seccomp: Uint8Array | null;
}

const MAX_TMP_BYTES = 256 * 1024 * 1024;
/** bwrap needs a few ms to set up; far longer means the host is broken. */
const SETUP_TIMEOUT_MS = 10_000;

export async function runOneShot(
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
