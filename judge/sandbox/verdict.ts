/**
 * From measured facts to a RunStatus. bwrap reports a program killed by signal N as exit code
 * 128 + N, the same as `exit(128 + N)`, so limits are decided from the cgroup counters and the
 * sandbox's own kill flags first; only then is a code above 128 read as a signal.
 */
import type { RunLimits, RunResult } from './types.ts';

export interface RunFacts {
  /** bwrap's exit code; null when bwrap itself was killed. */
  exitCode: number | null;
  /**
   * The terminating signal when it is known for certain (standby runs): then exitCode is the
   * program's own and never read as 128 + N.
   */
  signal?: number | null;
  killedBy: 'cpu' | 'wall' | 'cancel' | null;
  cpuMs: number;
  wallMs: number;
  memoryBytes: number;
  oomKills: number;
  /** A written file (stdout, stderr) reached limits.outputBytes. */
  outputFull: boolean;
}

const SIGXCPU = 24;
const SIGXFSZ = 25;

export function decide(f: RunFacts, limits: RunLimits): RunResult {
  const measured = { cpuMs: f.cpuMs, wallMs: f.wallMs, memoryBytes: f.memoryBytes };
  const code = f.exitCode;
  const signal = f.signal !== undefined ? f.signal : code !== null && code > 128 && code < 128 + 65 ? code - 128 : null;
  const limited = (status: RunResult['status']): RunResult => ({ status, exitCode: null, signal, ...measured });
  if (f.killedBy === 'cancel') return limited('cancelled');
  if (f.oomKills > 0 || f.memoryBytes > limits.memoryBytes) return limited('memory_limit');
  if (f.killedBy === 'cpu' || f.cpuMs > limits.cpuMs || signal === SIGXCPU) return limited('cpu_limit');
  if (f.killedBy === 'wall') return limited('wall_limit');
  if (f.outputFull || signal === SIGXFSZ) return limited('output_limit');
  if (code === null && signal === null)
    return { status: 'internal', exitCode: null, signal: null, ...measured, error: 'bwrap was killed' };
  if (signal !== null) return { status: 'signaled', exitCode: null, signal, ...measured };
  return { status: 'exited', exitCode: code, signal: null, ...measured };
}
