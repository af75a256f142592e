/**
 * Precompiled bits/stdc++.h, one per C++ standard, built once per host (in the sandbox) into a
 * cache directory and mounted read-only at /pch for every C++ compile. It is built with exactly
 * the compile's code-generation flags (CPP_FLAGS + -std), otherwise GCC ignores it.
 * The server finds the built ones at start and builds the missing ones in the background
 * (`prepare`); a submission takes a header only when it is `ready`, never waiting for a build.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sandbox } from '../sandbox/types.ts';
import { runCaptured, toolLimits, describeRun } from '../exec.ts';
import { makeSubDir, makeWorkDir, removeDir } from '../workspace.ts';
import { CPP_FLAGS } from './table.ts';

export class PchCache {
  private builds = new Map<string, Promise<string | null>>();
  /** Standards whose header is built, with its directory. */
  private readonly built = new Map<string, string>();
  /** Why the last build failed, for the self-test report. */
  readonly failures = new Map<string, string>();

  constructor(
    private readonly sandbox: Sandbox,
    private readonly cacheDir: string,
    private readonly workRoot: string,
    private readonly gpp: string,
    private readonly compilerVersion: string,
  ) {}

  /** The host directory to mount at /pch for `std` (built first if needed), or null when it could not be built. */
  ensure(std: string): Promise<string | null> {
    let build = this.builds.get(std);
    if (!build) {
      build = this.build(std).then(
        (dir) => {
          if (dir) this.built.set(std, dir);
          return dir;
        },
        (e: unknown) => {
          this.failures.set(std, String(e));
          return null;
        },
      );
      this.builds.set(std, build);
    }
    return build;
  }

  /** The directory of `std`'s header when it is built, else null (its build starts in the background). Never waits. */
  ready(std: string): string | null {
    const dir = this.built.get(std);
    if (!dir) void this.ensure(std);
    return dir ?? null;
  }

  /**
   * Takes the headers already in the cache (a quick check of their stamps) and returns; the
   * missing ones are then built one after another, and `building` settles when all are done.
   */
  async prepare(stds: readonly string[]): Promise<{ building: Promise<void> }> {
    for (const std of stds) {
      const target = join(this.cacheDir, std);
      if (await isCurrent(target, this.stamp(std))) this.built.set(std, target);
    }
    const missing = stds.filter((std) => !this.built.has(std));
    const building = (async () => {
      for (const std of missing) await this.ensure(std);
    })();
    return { building };
  }

  private stamp(std: string): string {
    return JSON.stringify({ compiler: this.compilerVersion, gpp: this.gpp, flags: CPP_FLAGS, std });
  }

  private async build(std: string): Promise<string | null> {
    const target = join(this.cacheDir, std);
    const stamp = this.stamp(std);
    if (await isCurrent(target, stamp)) return target;
    const header = await findStdcHeader(this.compilerVersion);
    if (!header) throw new Error('bits/stdc++.h not found under /usr/include');
    const dir = makeWorkDir(this.workRoot, `pch-${std}`);
    try {
      const bits = makeSubDir(dir, 'bits');
      await copyFile(header, join(bits, 'stdc++.h'));
      const argv = [
        this.gpp,
        '-x',
        'c++-header',
        ...CPP_FLAGS,
        `-std=${std}`,
        'bits/stdc++.h',
        '-o',
        'bits/stdc++.h.gch',
      ];
      const run = await runCaptured(
        this.sandbox,
        { argv, workDir: dir, limits: toolLimits(60_000, 120_000, 2048, 1024) },
        dir,
        'log',
      );
      if (run.result.status !== 'exited' || run.result.exitCode !== 0) {
        throw new Error(
          `precompiling bits/stdc++.h for ${std}: ${describeRun(run.result)} ${run.stderr.slice(0, 500)}`,
        );
      }
      await mkdir(this.cacheDir, { recursive: true });
      const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
      await mkdir(join(staging, 'bits'), { recursive: true });
      await rename(join(bits, 'stdc++.h.gch'), join(staging, 'bits', 'stdc++.h.gch')).catch(() =>
        copyFile(join(bits, 'stdc++.h.gch'), join(staging, 'bits', 'stdc++.h.gch')),
      );
      await copyFile(header, join(staging, 'bits', 'stdc++.h'));
      await writeFile(join(staging, 'stamp.json'), stamp);
      await rm(target, { recursive: true, force: true });
      await rename(staging, target);
      return target;
    } finally {
      await removeDir(dir);
    }
  }
}

async function isCurrent(target: string, stamp: string): Promise<boolean> {
  try {
    const [saved, gch] = await Promise.all([
      readFile(join(target, 'stamp.json'), 'utf8'),
      stat(join(target, 'bits', 'stdc++.h.gch')),
    ]);
    return saved === stamp && gch.size > 0;
  } catch {
    return false;
  }
}

/** The libstdc++ bits/stdc++.h of the installed g++ (matching its major version when possible). */
export async function findStdcHeader(compilerVersion: string): Promise<string | null> {
  const found: Array<{ path: string; version: number }> = [];
  const roots = ['/usr/include/c++'];
  for (const entry of await readdir('/usr/include').catch(() => [] as string[]))
    roots.push(join('/usr/include', entry, 'c++'));
  for (const root of roots) {
    for (const v of await readdir(root).catch(() => [] as string[])) {
      const path = join(root, v, 'bits', 'stdc++.h');
      if (
        await stat(path).then(
          (s) => s.isFile(),
          () => false,
        )
      )
        found.push({ path, version: parseFloat(v) || 0 });
    }
  }
  const major = /(\d+)\.\d+\.\d+\s*$/m.exec(compilerVersion)?.[1];
  const match = found.find((f) => String(Math.floor(f.version)) === major);
  return (match ?? found.sort((a, b) => b.version - a.version)[0])?.path ?? null;
}
