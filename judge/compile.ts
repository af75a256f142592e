/**
 * Compiles a source in the sandbox with the language's compile limits. Everything the compiler
 * says (stdout, then stderr; bounded) is the compile error text. Languages without a compile
 * step just get their source written.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus } from '../src/contract/judge-status.ts';
import type { Mount, Sandbox } from './sandbox/types.ts';
import type { CompileCache } from './compile-cache.ts';
import { describeRun, MESSAGE_MAX, runCaptured, toolLimits } from './exec.ts';
import { missingProgram, sourceLayout } from './languages/program-files.ts';
import { compileArgv, type Language } from './languages/registry.ts';
import { PCH_MOUNT } from './languages/table.ts';
import { writeFiles } from './workspace.ts';

export interface CompileRequest {
  sandbox: Sandbox;
  language: Language;
  source: string;
  /** The build directory (created empty); the program's files end up here. */
  dir: string;
  /** Where the compiler's output is collected (outside the build directory). */
  logDir: string;
  /** Files placed beside the source (the problem's user extra files). */
  extraFiles?: Record<string, string>;
  /** Host directory of the precompiled header for this language's C++ standard. */
  pchDir?: string | null;
  /** Extra read-only mounts, e.g. a site-wide include directory for checkers. */
  mounts?: Mount[];
  /** Extra arguments inserted after the compiler's own flags (e.g. -I/include). */
  extraArgs?: string[];
  /** Where successful compiles are kept and found again (absent: always compile). */
  cache?: CompileCache;
}

export type CompileOutcome =
  | { ok: true; message: string; cached?: boolean }
  | { ok: false; status: typeof JudgeStatus.COMPILE_ERROR | typeof JudgeStatus.SYSTEM_ERROR; message: string };

export async function compile(req: CompileRequest): Promise<CompileOutcome> {
  const { language } = req;
  await writeFiles(req.dir, req.extraFiles);
  const layout = sourceLayout(language, req.source);
  await writeFile(join(req.dir, layout.sourceFile), req.source);
  const argv = compileArgv(language, layout.sourceFile);
  if (!argv || !language.compile) return { ok: true, message: '' };
  const fullArgv = req.extraArgs?.length ? [argv[0]!, ...req.extraArgs, ...argv.slice(1)] : argv;
  const mounts: Mount[] = [...(req.mounts ?? [])];
  if (req.pchDir) mounts.push({ hostPath: req.pchDir, sandboxPath: PCH_MOUNT });
  const { cpuMs, wallMs, memoryMb } = language.compile.limits;
  const env = { PATH: '/usr/local/bin:/usr/bin:/bin', ...language.compile.env };
  const limits = toolLimits(cpuMs, wallMs, memoryMb, 256);
  const key = req.cache?.keyOf({
    language,
    argv: fullArgv,
    env,
    limits,
    mounts,
    source: req.source,
    extraFiles: req.extraFiles,
  });
  if (key) {
    const hit = await req.cache!.restore(key, req.dir);
    if (hit) return { ok: true, message: hit.message, cached: true };
  }
  const run = await runCaptured(
    req.sandbox,
    { argv: fullArgv, workDir: req.dir, env, mounts, limits },
    req.logDir,
    'compile',
    MESSAGE_MAX,
  );
  const message = [run.stdout, run.stderr]
    .filter((s) => s.trim())
    .join('\n')
    .slice(0, MESSAGE_MAX);
  switch (run.result.status) {
    case 'exited': {
      if (run.result.exitCode !== 0)
        return {
          ok: false,
          status: JudgeStatus.COMPILE_ERROR,
          message: message || `compiler ${describeRun(run.result)}`,
        };
      const missing = missingProgram(language, req.dir, req.source);
      if (missing)
        return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: [missing, message].filter(Boolean).join('\n') };
      await writeRunFiles(req.dir, layout.runFiles);
      if (key) await req.cache!.store(key, req.dir, message);
      return { ok: true, message };
    }
    case 'cancelled':
    case 'internal':
      return { ok: false, status: JudgeStatus.SYSTEM_ERROR, message: describeRun(run.result) };
    case 'cpu_limit':
    case 'wall_limit':
      return {
        ok: false,
        status: JudgeStatus.COMPILE_ERROR,
        message: `Compile time limit exceeded\n${message}`.trim(),
      };
    case 'memory_limit':
      return {
        ok: false,
        status: JudgeStatus.COMPILE_ERROR,
        message: `Compile memory limit exceeded\n${message}`.trim(),
      };
    case 'output_limit':
      return { ok: false, status: JudgeStatus.COMPILE_ERROR, message: `Compiler output too large\n${message}`.trim() };
    case 'signaled':
      return {
        ok: false,
        status: JudgeStatus.COMPILE_ERROR,
        message: `Compiler ${describeRun(run.result)}\n${message}`.trim(),
      };
  }
}

/** The judge's own files for the run, replacing whatever the compile left under their names. */
async function writeRunFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await rm(join(dir, name), { recursive: true, force: true });
    await writeFile(join(dir, name), text, { flag: 'wx', mode: 0o644 });
  }
}
