/**
 * Compiles special judges and interactors (C or C++ source) in the sandbox, once per distinct
 * source: the binary is cached under `<cacheDir>/<hash>/` (the hash covers the source, the
 * problem's own headers and the site's include files). A site-wide include directory (where an
 * administrator puts testlib.h) is mounted at /include and put on the include path; the
 * problem's own files sit beside the source and win. Checkers get their own, larger compile
 * limits than programs.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mount, Sandbox } from '../sandbox/types.ts';
import { compile } from '../compile.ts';
import { CHECKER_COMPILE_LIMITS } from '../languages/table.ts';
import type { LanguageRegistry, Language } from '../languages/registry.ts';
import { makeSubDir, makeWorkDir, removeDir } from '../workspace.ts';

export const CHECKER_BINARY = 'main';
const INCLUDE_MOUNT = '/include';

export type CheckerBuild = { ok: true; dir: string } | { ok: false; message: string };

export interface CheckerSource {
  language: string;
  code: string;
}

export class CheckerBuilder {
  private builds = new Map<string, Promise<CheckerBuild>>();

  constructor(
    private readonly sandbox: Sandbox,
    private readonly languages: LanguageRegistry,
    private readonly cacheDir: string,
    private readonly workRoot: string,
    private readonly includeDir?: string,
  ) {}

  async build(source: CheckerSource, extraFiles?: Record<string, string>): Promise<CheckerBuild> {
    const language = this.checkerLanguage(source.language);
    if (!language)
      return { ok: false, message: `checker language ${source.language} is not available (C or C++ only)` };
    const key = await this.cacheKey(language, source.code, extraFiles);
    let build = this.builds.get(key);
    if (!build) {
      build = this.compileInto(join(this.cacheDir, key), language, source.code, extraFiles);
      this.builds.set(key, build);
      build.then(
        (b) => {
          if (!b.ok) this.builds.delete(key);
        },
        () => this.builds.delete(key),
      );
    }
    return build;
  }

  private checkerLanguage(id: string): Language | undefined {
    const wanted = id === 'C++' || id === 'cpp' ? 'C++17' : id === 'c' ? 'C' : id;
    const lang = this.languages.get(wanted);
    if (!lang?.available || (lang.family !== 'c' && lang.family !== 'cpp') || !lang.compile) return undefined;
    return { ...lang, compile: { ...lang.compile, limits: CHECKER_COMPILE_LIMITS } };
  }

  private async cacheKey(language: Language, code: string, extraFiles?: Record<string, string>): Promise<string> {
    const hash = createHash('sha256').update(
      `${language.id}\0${language.description}\0${code}\0${JSON.stringify(extraFiles ?? {})}`,
    );
    if (this.includeDir) {
      for (const name of (await readdir(this.includeDir).catch(() => [] as string[])).sort()) {
        const s = await stat(join(this.includeDir, name)).catch(() => null);
        hash.update(`\0${name}:${s?.size}:${s?.mtimeMs}`);
      }
    }
    return hash.digest('hex').slice(0, 32);
  }

  private async compileInto(
    target: string,
    language: Language,
    code: string,
    extraFiles?: Record<string, string>,
  ): Promise<CheckerBuild> {
    if (
      await stat(join(target, CHECKER_BINARY)).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return { ok: true, dir: target };
    const work = makeWorkDir(this.workRoot, 'checker-build');
    try {
      const dir = makeSubDir(work, 'build');
      const logDir = makeSubDir(work, 'logs');
      const include =
        this.includeDir &&
        (await stat(this.includeDir).then(
          (s) => s.isDirectory(),
          () => false,
        ))
          ? this.includeDir
          : null;
      const mounts: Mount[] = include ? [{ hostPath: include, sandboxPath: INCLUDE_MOUNT }] : [];
      const pchDir = language.pchStd && this.languages.pch ? this.languages.pch.ready(language.pchStd) : null;
      const outcome = await compile({
        sandbox: this.sandbox,
        language,
        source: code,
        dir,
        logDir,
        extraFiles,
        pchDir,
        mounts,
        extraArgs: include ? [`-I${INCLUDE_MOUNT}`] : [],
      });
      if (!outcome.ok) return { ok: false, message: `checker compile failed: ${outcome.message}` };
      const staging = `${target}.tmp-${process.pid}-${Date.now()}`;
      await mkdir(staging, { recursive: true });
      await copyFile(join(dir, CHECKER_BINARY), join(staging, CHECKER_BINARY));
      await rm(target, { recursive: true, force: true });
      await rename(staging, target);
      return { ok: true, dir: target };
    } finally {
      await removeDir(work);
    }
  }
}
