/**
 * The languages of this host: the table, with each entry's tools resolved to absolute paths and
 * checked by running its version command in the sandbox. Unavailable languages stay listed with
 * the reason, so an administrator can see why they are hidden.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import type { Sandbox } from '../sandbox/types.ts';
import { describeRun, runCaptured, toolLimits } from '../exec.ts';
import { makeWorkDir, removeDir } from '../workspace.ts';
import { PchCache } from './pch.ts';
import { expandArgv, LANGUAGES, type LanguageDef } from './table.ts';

export interface Language extends LanguageDef {
  available: boolean;
  /** Why the language is unavailable (null when it is available). */
  reason: string | null;
  /** The installed version, e.g. "g++ (Debian 12.2.0-14) 12.2.0". */
  description: string;
  /** Resolved tool paths. */
  paths: Record<string, string>;
}

export interface DetectOptions {
  /** Scratch space for the probes (and the precompiled headers' builds). */
  workRoot: string;
  /** Where precompiled headers are kept, e.g. <dataDir>/cache/pch. */
  pchDir: string;
  table?: LanguageDef[];
}

export class LanguageRegistry {
  private constructor(
    private readonly languages: Language[],
    readonly pch: PchCache | null,
  ) {}

  static async detect(sandbox: Sandbox, opts: DetectOptions): Promise<LanguageRegistry> {
    const dir = makeWorkDir(opts.workRoot, 'detect');
    try {
      const languages = await Promise.all((opts.table ?? LANGUAGES).map((def) => detectOne(sandbox, def, dir)));
      const gpp = languages.find((l) => l.family === 'cpp' && l.available);
      const pch = gpp ? new PchCache(sandbox, opts.pchDir, opts.workRoot, gpp.paths.gpp!, gpp.description) : null;
      return new LanguageRegistry(languages, pch);
    } finally {
      await removeDir(dir);
    }
  }

  list(): Language[] {
    return this.languages;
  }

  available(): Language[] {
    return this.languages.filter((l) => l.available);
  }

  get(id: string): Language | undefined {
    return this.languages.find((l) => l.id === id);
  }
}

export function compileArgv(lang: Language, sourceFile = lang.sourceFile): string[] | null {
  return lang.compile ? expandArgv(lang.compile.argv, { ...lang.paths, sourceFile }) : null;
}

export function runArgv(lang: Language, memoryMb: number, stackMb: number): string[] {
  return expandArgv(lang.run.argv, { ...lang.paths, memoryMb, stackMb });
}

async function detectOne(sandbox: Sandbox, def: LanguageDef, dir: string): Promise<Language> {
  const paths: Record<string, string> = {};
  const unavailable = (reason: string): Language => ({ ...def, available: false, reason, description: '', paths });
  for (const [tool, candidates] of Object.entries(def.tools)) {
    const found = candidates.find(isExecutable);
    if (!found) return unavailable(`${candidates.join(' or ')} not installed`);
    paths[tool] = realpathSync(found);
  }
  const argv = expandArgv(def.version, paths);
  const name = def.id.replace(/[^\w]/g, '_');
  const run = await runCaptured(
    sandbox,
    { argv, workDir: dir, limits: toolLimits(10_000, 20_000, 1024, 1) },
    dir,
    name,
    4096,
  );
  if (run.result.status !== 'exited' || run.result.exitCode !== 0) {
    const detail = (run.stderr || run.stdout).trim().split('\n')[0] ?? '';
    return unavailable(`\`${argv.join(' ')}\` ${describeRun(run.result)}${detail ? `: ${detail}` : ''}`);
  }
  const description =
    `${run.stdout}\n${run.stderr}`
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? def.name;
  return { ...def, available: true, reason: null, description, paths };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
