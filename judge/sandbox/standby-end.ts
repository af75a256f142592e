import type { GroupUsage } from './cgroup.ts';

/**
 * The launcher's end report (launcher.c, `E …`): one line after a run, once every process of it is
 * reaped and its figures are read. Its /tmp, /dev/shm, /dev/mqueue and IPC objects are emptied
 * after it, before the launcher's next line (`C`, or `!` when something stays).
 */

/** How a run in a standby ended, as the launcher saw it. */
export interface StandbyEnd {
  exitCode: number | null;
  signal: number | null;
  wallMs: number;
  /** CPU of every process of the run the launcher reaped. */
  cpuMs: number;
  /** Peak RSS of the program (and the descendants it waited for). */
  maxRssBytes: number;
  /** errno of a failed exec (or of the set-up before it; negative: joining the cgroups), 0 when the program ran. */
  execErrno: number;
  /** The launcher's CLOCK_MONOTONIC µs stamps: command received, forked, exec, exit, reaped, figures read. */
  stamps: number[];
  /** The run's cgroup figures as the launcher read them once all was reaped (a prepared run), else null. */
  usage: GroupUsage | null;
}

/** The report's line parsed, or null when it is not an end report. */
export function parseEnd(line: string | null): StandbyEnd | null {
  const m =
    line === null
      ? null
      : /^E ([xs]) (-?\d+) (\d+) (\d+) (\d+) (-?\d+)((?: \d+){6}) (-?\d+) (-?\d+) (-?\d+)$/.exec(line);
  if (!m) return null;
  const code = Number(m[2]);
  return {
    exitCode: m[1] === 'x' ? code : null,
    signal: m[1] === 's' ? code : null,
    wallMs: Number(m[3]) / 1000,
    cpuMs: Number(m[4]) / 1000,
    maxRssBytes: Number(m[5]) * 1024,
    execErrno: Number(m[6]),
    stamps: m[7]!.trim().split(' ').map(Number),
    usage: Number(m[8]) < 0 ? null : { cpuNs: Number(m[8]), memoryPeakBytes: Number(m[9]), oomKills: Number(m[10]) },
  };
}
