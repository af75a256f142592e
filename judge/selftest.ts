/**
 * `verdict judge-selftest`: what the sandbox can enforce on this host (cgroup version, seccomp),
 * whether each language compiles and runs A+B (or why it is unavailable), and whether each hostile
 * program of the sandbox's table is contained.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox, SandboxInfo } from './sandbox/types.ts';
import { compile } from './compile.ts';
import { describeRun } from './exec.ts';
import { LanguageRegistry, runArgv, type Language } from './languages/registry.ts';
import { judgeLimits, sandboxLimits } from './limits.ts';
import { copyFiles, makeSubDir, makeWorkDir, readHead, removeDir } from './workspace.ts';
import { runHostileSources, type HostileSourceOutcome } from './hostile-sources.ts';
import { runHostileCases, type HostileOutcome } from './sandbox/hostile-run.ts';
import { runHostileOutputs, type HostileOutputOutcome } from './hostile-outputs.ts';
import { runAbuseChecks, type AbuseOutcome } from './selftest-abuse.ts';

export interface LanguageCheck {
  id: string;
  name: string;
  available: boolean;
  description: string;
  /** A+B compiled and answered correctly. */
  ok: boolean;
  /** Why not (unavailable, compile failure, wrong output …). */
  why: string | null;
}

export interface SelftestReport {
  sandbox: SandboxInfo;
  languages: LanguageCheck[];
  hostile: HostileOutcome[];
  /** File-IO outputs that are links, directories, FIFOs: refused by the judge's reads. */
  hostileOutputs: HostileOutputOutcome[];
  /** Hostile sources at compile time (empty when no C++ compiler is available). */
  hostileSources: HostileSourceOutcome[];
  /** The judge under abuse: a checker that never ends, a flood, launchers left behind. */
  abuse: AbuseOutcome[];
  ok: boolean;
}

export interface SelftestOptions {
  sandbox: Sandbox;
  /** Scratch space (removed afterwards). */
  workRoot: string;
  /** Precompiled header cache, e.g. <dataDir>/cache/pch. */
  pchDir: string;
  /** Detected languages; detected here when absent. */
  languages?: LanguageRegistry;
}

export async function runSelftest(opts: SelftestOptions): Promise<SelftestReport> {
  const languages =
    opts.languages ?? (await LanguageRegistry.detect(opts.sandbox, { workRoot: opts.workRoot, pchDir: opts.pchDir }));
  const checks: LanguageCheck[] = [];
  for (const lang of languages.list()) checks.push(await checkLanguage(opts, languages, lang));
  const hostile = await runHostileCases(opts.sandbox, opts.workRoot);
  const hostileOutputs = await runHostileOutputs(opts.sandbox, opts.workRoot);
  // The newest standard available: the endless compile needs loops in constant evaluation (C++14 on).
  const cpp = languages
    .available()
    .filter((l) => l.family === 'cpp')
    .at(-1);
  const pchDir = cpp?.pchStd && languages.pch ? await languages.pch.ensure(cpp.pchStd) : null;
  const hostileSources = cpp ? await runHostileSources(opts.sandbox, cpp, opts.workRoot, pchDir) : [];
  const abuse = await runAbuseChecks({
    sandbox: opts.sandbox,
    workRoot: opts.workRoot,
    pchDir: opts.pchDir,
    languages,
  });
  const ok =
    checks.some((c) => c.ok) &&
    checks.every((c) => !c.available || c.ok) &&
    hostile.every((h) => h.behaved) &&
    hostileOutputs.every((h) => h.behaved) &&
    hostileSources.every((h) => h.behaved) &&
    abuse.every((h) => h.behaved);
  return { sandbox: opts.sandbox.info(), languages: checks, hostile, hostileOutputs, hostileSources, abuse, ok };
}

async function checkLanguage(
  opts: SelftestOptions,
  languages: LanguageRegistry,
  lang: Language,
): Promise<LanguageCheck> {
  const base = { id: lang.id, name: lang.name, available: lang.available, description: lang.description };
  if (!lang.available) return { ...base, ok: false, why: lang.reason };
  const dir = makeWorkDir(opts.workRoot, `selftest-${lang.id}`);
  try {
    const build = makeSubDir(dir, 'build');
    const logs = makeSubDir(dir, 'logs');
    const pchDir = lang.pchStd && languages.pch ? await languages.pch.ensure(lang.pchStd) : null;
    const compiled = await compile({
      sandbox: opts.sandbox,
      language: lang,
      source: lang.template,
      dir: build,
      logDir: logs,
      pchDir,
    });
    if (!compiled.ok) return { ...base, ok: false, why: `A+B does not compile: ${compiled.message.slice(0, 300)}` };
    const run = makeSubDir(dir, 'run');
    copyFiles(build, run);
    await writeFile(join(logs, 'in'), '1 2\n');
    const limits = judgeLimits({ timeLimitMs: 2000, memoryLimitMb: 256, stackLimitMb: 128 }, lang);
    const result = await opts.sandbox.run({
      argv: runArgv(lang, limits.memoryMb, limits.stackMb),
      workDir: run,
      env: { PATH: '/usr/bin:/bin', ...lang.run.env },
      stdinFile: join(logs, 'in'),
      stdoutFile: join(logs, 'out'),
      stderrFile: join(logs, 'err'),
      limits: sandboxLimits(limits, 0),
    });
    const out = readHead(join(logs, 'out'), 100).trim();
    if (result.status !== 'exited' || result.exitCode !== 0) {
      return {
        ...base,
        ok: false,
        why: `A+B ${describeRun(result)}: ${readHead(join(logs, 'err'), 300).trim()}`,
      };
    }
    return out === '3'
      ? { ...base, ok: true, why: null }
      : { ...base, ok: false, why: `A+B printed ${JSON.stringify(out)} for "1 2"` };
  } finally {
    await removeDir(dir);
  }
}

export function formatSelftest(r: SelftestReport): string {
  const lines = [
    `Sandbox: cgroup ${r.sandbox.cgroup}, seccomp ${r.sandbox.seccomp ? 'active' : 'NOT active'}`,
    ...r.sandbox.warnings.map((w) => `  warning: ${w}`),
    '',
    'Languages:',
    ...r.languages.map(
      (l) => `  ${l.ok ? 'ok  ' : l.available ? 'FAIL' : 'off '} ${l.id.padEnd(11)} ${l.ok ? l.description : l.why}`,
    ),
    '',
    'Hostile programs:',
    ...r.hostile.map((h) => `  ${h.behaved ? 'ok  ' : 'FAIL'} ${h.name.padEnd(32)} ${h.detail}`),
    '',
    'Hostile outputs (what the judge reads back):',
    ...r.hostileOutputs.map((h) => `  ${h.behaved ? 'ok  ' : 'FAIL'} ${h.name.padEnd(32)} ${h.detail}`),
    '',
    'Hostile sources at compile time:',
    ...(r.hostileSources.length
      ? r.hostileSources
      : [{ behaved: false, name: '(none)', detail: 'no C++ compiler to try them with' }]
    ).map((h) => `  ${h.behaved ? 'ok  ' : 'FAIL'} ${h.name.padEnd(32)} ${h.detail}`),
    '',
    'The judge under abuse:',
    ...r.abuse.map((h) => `  ${h.behaved ? 'ok  ' : 'FAIL'} ${h.name.padEnd(32)} ${h.detail}`),
    '',
    r.ok ? 'Self-test passed.' : 'Self-test FAILED.',
  ];
  return lines.join('\n');
}
