/**
 * From a problem's limits to what the sandbox enforces and what the verdict compares.
 * Languages other than C/C++ get `factor` (2) times the time and memory. The sandbox gets the
 * CPU limit + 200 ms, three times that as wall time, the memory + a margin, the problem's stack,
 * at most 128 processes, and stdout capped at max(2 × expected size, 32 MB); the verdict then
 * compares the measured time and memory with the real limits.
 */
import type { RunLimits } from './sandbox/types.ts';
import type { ProblemSpec } from './host.ts';
import type { LanguageDef } from './languages/table.ts';

const MB = 1024 * 1024;
export const CPU_GRACE_MS = 200;
export const MEMORY_MARGIN_MB = 64;
export const MIN_OUTPUT_BYTES = 32 * MB;

/** The limits the verdict is judged against (ms, MB). */
export interface JudgeLimits {
  timeMs: number;
  memoryMb: number;
  stackMb: number;
}

export function judgeLimits(
  problem: Pick<ProblemSpec, 'timeLimitMs' | 'memoryLimitMb' | 'stackLimitMb'>,
  language: Pick<LanguageDef, 'factor'>,
): JudgeLimits {
  return {
    timeMs: problem.timeLimitMs * language.factor,
    memoryMb: problem.memoryLimitMb * language.factor,
    stackMb: problem.stackLimitMb,
  };
}

export function sandboxLimits(limits: JudgeLimits, expectedOutputBytes: number): RunLimits {
  const cpuMs = limits.timeMs + CPU_GRACE_MS;
  return {
    cpuMs,
    wallMs: 3 * cpuMs,
    memoryBytes: (limits.memoryMb + MEMORY_MARGIN_MB) * MB,
    stackBytes: limits.stackMb * MB,
    processes: 128,
    outputBytes: Math.max(2 * expectedOutputBytes, MIN_OUTPUT_BYTES),
    openFiles: 256,
  };
}

/** Twice the user's limits, for an interactor. */
export function doubled(limits: RunLimits): RunLimits {
  return { ...limits, cpuMs: limits.cpuMs * 2, wallMs: limits.wallMs * 2, memoryBytes: limits.memoryBytes * 2 };
}
