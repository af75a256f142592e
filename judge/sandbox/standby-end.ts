import type { GroupUsage } from './cgroup.ts';

/**
 * The launcher's end report (launcher.c, `E …`): one line after a run, once every process of it is
 * reaped and its /tmp, /dev/shm, /dev/mqueue and IPC objects are emptied.
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
  /** Whether the launcher removed everything the run left (else it exits after this report). */
  clean: boolean;
  /** The launcher's CLOCK_MONOTONIC µs stamps: command received, forked, exec, exit, reaped, emptied. */
  stamps: number[];
  /** The run's cgroup figures as the launcher read them once all was reaped (a prepared run), else null. */
  usage: GroupUsage | null;
}

/** The report's line parsed, or null when it is not an end report. */
export function parseEnd(line: string | null): StandbyEnd | null {
  const m =
    line === null
      ? null
      : /^E ([xs]) (-?\d+) (\d+) (\d+) (\d+) (-?\d+) ([01])((?: \d+){6}) (-?\d+) (-?\d+) (-?\d+)$/.exec(line);
  if (!m) return null;
  const code = Number(m[2]);
  return {
    exitCode: m[1] === 'x' ? code : null,
    signal: m[1] === 's' ? code : null,
    wallMs: Number(m[3]) / 1000,
    cpuMs: Number(m[4]) / 1000,
    maxRssBytes: Number(m[5]) * 1024,
    execErrno: Number(m[6]),
    clean: m[7] === '1',
    stamps: m[8]!.trim().split(' ').map(Number),
    usage: Number(m[9]) < 0 ? null : { cpuNs: Number(m[9]), memoryPeakBytes: Number(m[10]), oomKills: Number(m[11]) },
  };
}
