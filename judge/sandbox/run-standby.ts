/**
 * One program in a slot's standby sandbox: the work dir is renamed to the standby's home (seen
 * as /w), the launcher forks the program, which joins the run's cgroup through the files the
 * judge sent with the command and execs; the judge watches CPU and wall clock. Afterwards the
 * launcher has killed and reaped everything of the run and the work dir is renamed back.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_ENV } from './bwrap-args.ts';
import type { GroupUsage, RunGroup } from './cgroup.ts';
import { errnoText, type LimitSetting, RLIMIT } from './libc.ts';
import { cpuMsOfUid } from './proc-usage.ts';
import { watchCpu } from './run-control.ts';
import type { Slot } from './slots.ts';
import { LauncherRefused, type Standby, type StandbyRun } from './standby.ts';
import type { StandbyEnd } from './standby-end.ts';
import type { RunResult, RunSpec, Streams } from './types.ts';
import { decide } from './verdict.ts';
import { noClock, type PhaseClock } from './phases.ts';

/** The launcher's table: [soft, hard] per RLIMIT number, -1 keeps its own value. */
function limitTable(settings: LimitSetting[]): Array<[number, number]> {
  const table: Array<[number, number]> = Array.from({ length: 16 }, () => [-1, -1]);
  for (const { resource, soft, hard = soft } of settings)
    table[RLIMIT[resource]] = [Math.floor(soft), Math.floor(hard)];
  return table;
}

/**
 * The standby could not take the run: its launcher is gone or refused (`broken`), or the work
 * dir cannot be moved into it. The run goes to a one-shot bwrap.
 */
export class StandbyUnavailable extends Error {
  constructor(
    message: string,
    readonly broken: boolean,
  ) {
    super(message);
  }
}

export interface StandbyRunContext {
  slot: Slot;
  standby: Standby;
  group: RunGroup | null;
  /** The group holds the launcher's prepared child: the run is handed to it (no cgroup files sent). */
  prepared?: boolean;
  settings: LimitSetting[];
  /** An open /dev/null for streams the caller ignores. */
  nullFd: number;
  clock?: PhaseClock;
  /** Told where the run's copy of its work dir is when it is left in the home after the run. */
  moved?: (dir: string) => void;
  /** Told when the launcher has reported the run's end (everything of it killed and reaped). */
  reaped?: () => void;
}

export async function runInStandby(
  c: StandbyRunContext,
  spec: RunSpec,
  io: Streams,
): Promise<RunResult & { outputFull?: boolean }> {
  const { limits } = spec;
  const clock = c.clock ?? noClock;
  const inside = join(c.standby.home, 'w');
  try {
    renameSync(spec.workDir, inside);
  } catch (e) {
    throw new StandbyUnavailable(`cannot move ${spec.workDir}: ${(e as Error).message}`, false);
  }
  clock.mark('move into home');
  const timers: Timer[] = [];
  let killedBy: 'cpu' | 'wall' | 'cancel' | null = null;
  let run: StandbyRun | null = null;
  let end: StandbyEnd | null = null;
  const kill = (why: 'cpu' | 'wall' | 'cancel') => {
    killedBy ??= why;
    run?.kill();
  };
  const onAbort = () => kill('cancel');
  spec.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const fd = (s: number | 'ignore') => (s === 'ignore' ? c.nullFd : s);
    const base = c.group ? 0 : cpuMsOfUid(c.slot.uid);
    const streams: [number, number, number] = [fd(io.stdin), fd(io.stdout), fd(io.stderr)];
    try {
      run = c.standby.start(
        spec.argv,
        { ...BASE_ENV, ...spec.env },
        limitTable(c.settings),
        streams,
        c.prepared ? [] : (c.group?.procsFds() ?? []),
      );
    } catch (e) {
      throw new StandbyUnavailable((e as Error).message, true);
    }
    // Once forked, the program holds its own copies of the streams.
    run.forked.then(
      () => io.afterSpawn?.(),
      () => {},
    );
    if (spec.signal?.aborted) kill('cancel');
    timers.push(setTimeout(() => kill('wall'), limits.wallMs));
    const group = c.group;
    const usedMs = group ? () => group.usage().cpuNs / 1e6 : () => cpuMsOfUid(c.slot.uid) - base;
    watchCpu(usedMs, limits.cpuMs, timers, () => kill('cpu'), group ? 5 : 50);
    try {
      end = await run.ended;
    } catch (e) {
      if (e instanceof LauncherRefused) throw new StandbyUnavailable(e.message, true);
      throw e;
    }
    c.reaped?.();
    markLauncher(clock, end);
    for (const t of timers) clearTimeout(t);
    let usage: GroupUsage;
    if (c.group && end.usage) {
      // The launcher read the group's figures once it had reaped everything of the run; the
      // group's emptiness is checked when it is removed, after the answer.
      usage = end.usage;
    } else if (c.group) {
      await c.group.killAll();
      usage = c.group.usage();
    } else {
      usage = { cpuNs: end.cpuMs * 1e6, memoryPeakBytes: end.maxRssBytes, oomKills: 0 };
    }
    clock.mark('accounting read');
    if (end.execErrno < 0) throw new Error(`cannot join the run's cgroup: ${errnoText(-end.execErrno)}`);
    if (end.execErrno !== 0 && killedBy === null) {
      throw new Error(`cannot start ${spec.argv[0]}: ${errnoText(end.execErrno)}`);
    }
    return decide(
      {
        exitCode: end.exitCode,
        signal: end.signal,
        killedBy,
        cpuMs: usage.cpuNs / 1e6,
        wallMs: end.wallMs,
        memoryBytes: usage.memoryPeakBytes,
        oomKills: usage.oomKills,
        outputFull: io.outputFull?.() ?? false,
      },
      limits,
    );
  } finally {
    spec.signal?.removeEventListener('abort', onAbort);
    for (const t of timers) clearTimeout(t);
    if (run && !end) {
      // Something failed mid-run: stop the program and wait for the launcher's report.
      run.kill();
      await run.ended.catch(() => null);
    }
    // A standby that goes on keeps the copy in its home until it is removed after the answer
    // (the slot's next run waits for that); a standby about to be closed gives it back first.
    if (end && c.moved && c.standby.usable) c.moved(inside);
    else renameSync(inside, spec.workDir);
    clock.mark('move out of home');
  }
}

/** The launcher's side of the run, from its stamps, and the report's way back to the judge. */
function markLauncher(clock: PhaseClock, end: StandbyEnd): void {
  const [received, forked, exec, exit, reaped, counted] = end.stamps;
  clock.mark('report to judge');
  if (!received) return;
  if (forked === received) {
    // Sent straight to the prepared child: no launcher between the judge and the program.
    clock.markMonotonic('command to prepared child', received);
    if (exec) clock.markMonotonic('child: limits, streams', exec);
  } else {
    clock.markMonotonic('command to launcher', received);
    clock.markMonotonic('launcher: check + fork', forked!);
    if (exec) clock.markMonotonic('child: limits, streams, cgroup join', exec);
  }
  clock.markMonotonic('program: exec → exit', exit!);
  clock.markMonotonic('launcher: kill(-1) + reap', reaped!);
  clock.markMonotonic('launcher: cgroup figures', counted!);
}
