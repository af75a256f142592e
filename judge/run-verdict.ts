/**
 * The verdict of a user's run before its output is checked: limits first (time, then memory),
 * then output limit and runtime errors. Null means the program ran cleanly within the limits.
 * Shown time and memory are clipped to the limits (a limit verdict shows the limit itself).
 * A runtime that reports running out of its heap is Memory Limit; out of threads is Runtime Error.
 */
import { JudgeStatus, type JudgeStatusCode, OUTPUT_LIMIT_MESSAGE } from '../src/contract/judge-status.ts';
import type { RunResult } from './sandbox/types.ts';
import { describeRun } from './exec.ts';
import type { JudgeLimits } from './limits.ts';

export interface RunVerdict {
  status: JudgeStatusCode | null;
  message?: string;
  /** ms, clipped to the limit. */
  time: number;
  /** KB, clipped to the limit. */
  memory: number;
}

/** How a heap-limited runtime (Java's -Xmx, Python) reports running out of memory. */
const OUT_OF_MEMORY = /java\.lang\.OutOfMemoryError|^MemoryError|\nMemoryError/;
/**
 * Java's OutOfMemoryError for a thread it could not create: the sandbox's limit on processes
 * and threads, not memory ("unable to create native thread", "unable to create new native thread").
 */
const NO_THREAD = /java\.lang\.OutOfMemoryError: unable to create (?:new )?native thread/;
export const THREAD_LIMIT_MESSAGE =
  'Too many threads: the program could not create a thread (limit on processes and threads)';

export function runVerdict(r: RunResult, limits: JudgeLimits, stderr = ''): RunVerdict {
  const time = Math.min(Math.round(r.cpuMs), limits.timeMs);
  const memory = Math.min(Math.round(r.memoryBytes / 1024), limits.memoryMb * 1024);
  const verdict = (status: JudgeStatusCode | null, message?: string): RunVerdict => ({ status, message, time, memory });
  if (r.status === 'internal') return verdict(JudgeStatus.SYSTEM_ERROR, describeRun(r));
  const tle = (message?: string): RunVerdict => ({
    status: JudgeStatus.TIME_LIMIT_EXCEEDED,
    message,
    time: limits.timeMs,
    memory,
  });
  if (r.status === 'cpu_limit' || r.cpuMs > limits.timeMs) return tle();
  if (r.status === 'wall_limit') return tle('wall time limit exceeded');
  if (r.status === 'memory_limit' || r.memoryBytes > limits.memoryMb * 1024 * 1024) {
    return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, time, memory: limits.memoryMb * 1024 };
  }
  if (r.status === 'output_limit') return verdict(JudgeStatus.RUNTIME_ERROR, OUTPUT_LIMIT_MESSAGE);
  if (r.status === 'signaled' || (r.status === 'exited' && r.exitCode !== 0)) {
    if (NO_THREAD.test(stderr)) return verdict(JudgeStatus.RUNTIME_ERROR, THREAD_LIMIT_MESSAGE);
    if (OUT_OF_MEMORY.test(stderr))
      return {
        status: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
        message: 'out of memory',
        time,
        memory: limits.memoryMb * 1024,
      };
    return verdict(JudgeStatus.RUNTIME_ERROR, describeRun(r));
  }
  return verdict(null);
}
