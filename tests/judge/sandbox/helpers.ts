/** Test setup for the sandbox suites: C programs compiled on the host, fresh work dirs, leak checks. */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leftovers } from '../../../judge/sandbox/hostile-run.ts';
import { createSandbox, type SandboxOptions } from '../../../judge/sandbox/index.ts';
import type { RunLimits, RunSpec, Sandbox } from '../../../judge/sandbox/types.ts';

export const MB = 1024 * 1024;

export const LIMITS: RunLimits = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryBytes: 64 * MB,
  stackBytes: 8 * MB,
  processes: 16,
  outputBytes: 1 * MB,
  openFiles: 64,
};

export function tempDir(prefix: string, mode = 0o711): string {
  const dir = mkdtempSync(join(tmpdir(), `verdict-${prefix}-`));
  chmodSync(dir, mode);
  return dir;
}

/** Compiles C sources with the host's gcc into one directory: the test setup, not the thing tested. */
export async function compileAll(sources: Record<string, { source: string; libs?: string[] }>): Promise<string> {
  const dir = tempDir('bin');
  await Promise.all(
    Object.entries(sources).map(async ([name, { source, libs = [] }]) => {
      writeFileSync(join(dir, `${name}.c`), source);
      const gcc = Bun.spawn(['gcc', '-O1', '-o', join(dir, name), join(dir, `${name}.c`), ...libs], { stderr: 'pipe' });
      if ((await gcc.exited) !== 0) throw new Error(`gcc ${name}: ${await new Response(gcc.stderr).text()}`);
    }),
  );
  return dir;
}

/** A sandbox opened with `options` and the `sources` compiled beside it: a suite's set-up. */
export async function openWithPrograms(
  options: SandboxOptions,
  sources: Record<string, { source: string; libs?: string[] }>,
): Promise<{ sandbox: Sandbox; bin: string }> {
  return { sandbox: await createSandbox(options), bin: await compileAll(sources) };
}

/** Closes what openWithPrograms opened. */
export async function closeWithPrograms(sandbox: Sandbox, bin: string): Promise<void> {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
}

/** A spec running `/bin/<name>` from the compiled dir in a fresh work dir, stdout/stderr to files. */
export function specFor(
  binDir: string,
  name: string,
  over: Omit<Partial<RunSpec>, 'limits'> & { limits?: Partial<RunLimits> } = {},
): RunSpec & { stdoutFile: string; stderrFile: string } {
  const workDir = tempDir('work', 0o777);
  return {
    argv: [`/judge-bin/${name}`],
    workDir,
    stdoutFile: join(workDir, '..', `${workDir.split('/').pop()}.out`),
    stderrFile: join(workDir, '..', `${workDir.split('/').pop()}.err`),
    mounts: [{ hostPath: binDir, sandboxPath: '/judge-bin' }],
    ...over,
    limits: { ...LIMITS, ...over.limits },
  };
}

export function removeSpecFiles(spec: { workDir: string; stdoutFile?: string; stderrFile?: string }): void {
  for (const p of [spec.workDir, spec.stdoutFile, spec.stderrFile]) if (p) rmSync(p, { recursive: true, force: true });
}

/** Open descriptors of this process, less those the sandboxes' standbys and kept cgroups hold (they outlive runs). */
export const openFds = (...sandboxes: Sandbox[]) =>
  readdirSync('/proc/self/fd').length -
  sandboxes.reduce((n, s) => n + (s.info().standbyDescriptors ?? 0) + (s.info().keptDescriptors ?? 0), 0);

/** What a run must never leave: processes of the slot uids, cgroup dirs, open descriptors. */
export async function assertClean(sandbox: Sandbox, fdsBefore: number): Promise<string[]> {
  const problems = await leftovers(sandbox);
  const fds = openFds(sandbox);
  if (fds > fdsBefore) problems.push(`${fds - fdsBefore} descriptors leaked`);
  return problems;
}
