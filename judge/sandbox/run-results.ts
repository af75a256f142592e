/** The results of a run that never reached its program's end: cancelled, or the sandbox failed. */
import type { RunResult } from './types.ts';

export function cancelledResult(wallMs: number): RunResult {
  return { status: 'cancelled', exitCode: null, signal: null, cpuMs: 0, wallMs, memoryBytes: 0 };
}

export function internalResult(error: string): RunResult {
  return { status: 'internal', exitCode: null, signal: null, cpuMs: 0, wallMs: 0, memoryBytes: 0, error };
}
