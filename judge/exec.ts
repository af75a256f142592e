/** Runs one trusted-argv command (compiler, checker, version probe) in the sandbox and reads its output. */
import { join } from 'node:path';
import type { RunLimits, RunResult, RunSpec, Sandbox } from './sandbox/types.ts';
import { readHead } from './workspace.ts';

export interface Captured {
  result: RunResult;
  stdout: string;
  stderr: string;
}

export const MESSAGE_MAX = 64 * 1024;

/** Limits for tool runs: `cpuMs`, `wallMs` and `memoryMb` given, the rest generous but bounded. */
export function toolLimits(cpuMs: number, wallMs: number, memoryMb: number, outputMb = 64): RunLimits {
  return {
    cpuMs,
    wallMs,
    memoryBytes: memoryMb * 1024 * 1024,
    stackBytes: 64 * 1024 * 1024,
    processes: 128,
    outputBytes: outputMb * 1024 * 1024,
    openFiles: 512,
  };
}

/**
 * Runs `spec` with stdout and stderr sent to files in `logDir` (named after `name`) and returns
 * both, each cut at `max` bytes.
 */
export async function runCaptured(
  sandbox: Sandbox,
  spec: Omit<RunSpec, 'stdoutFile' | 'stderrFile'>,
  logDir: string,
  name: string,
  max = MESSAGE_MAX,
): Promise<Captured> {
  const stdoutFile = join(logDir, `${name}.stdout`);
  const stderrFile = join(logDir, `${name}.stderr`);
  const result = await sandbox.run({ ...spec, stdoutFile, stderrFile, stderrMaxBytes: max });
  return { result, stdout: readHead(stdoutFile, max), stderr: readHead(stderrFile, max) };
}

/** "exited with code 1", "killed by signal 11", "CPU time limit", … for messages. */
export function describeRun(r: RunResult): string {
  switch (r.status) {
    case 'exited':
      return `exited with code ${r.exitCode}`;
    case 'signaled':
      return `killed by signal ${r.signal}${signalName(r.signal)}`;
    case 'cpu_limit':
      return 'CPU time limit exceeded';
    case 'wall_limit':
      return 'wall time limit exceeded';
    case 'memory_limit':
      return 'memory limit exceeded';
    case 'output_limit':
      return 'output limit exceeded';
    case 'cancelled':
      return 'cancelled';
    case 'internal':
      return `sandbox failure: ${r.error ?? 'unknown'}`;
  }
}

const SIGNALS: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
};

function signalName(signal: number | null): string {
  const name = signal === null ? undefined : SIGNALS[signal];
  return name ? ` (${name})` : '';
}
