/**
 * The compile cache: a successful compile's build directory kept under `<dir>/<key>`, so a rejudge
 * or an identical resubmission does not compile again. The key is a hash of everything the
 * compiler sees: the source and the files beside it, the language, the exact command, its
 * environment, limits and mounts, and the compiler's identity (its version line and the size,
 * mtime and inode of each tool, read once per language). A compile error is never kept.
 *
 * An entry is one file (format in compile-cache-entry.ts), written to a temporary name and
 * renamed into place, so readers see a whole entry or none. It is read back as anything the judge
 * takes from disk: opened without following a link, a regular file no larger than the entry cap,
 * its contents checked against the hash it carries. An entry that fails any check (truncated,
 * replaced by a link or a directory, too large, another key's) is removed and never used. The
 * whole cache is bounded in bytes; the least recently used entries are removed first.
 */
import { createHash } from 'node:crypto';
import { closeSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageFull } from '../src/contract/storage-full.ts';
import type { Language } from './languages/registry.ts';
import type { Mount, RunLimits } from './sandbox/types.ts';
import { decodeEntry, encodeEntry, readBuildDir, readOpened, writeBuildDir } from './compile-cache-entry.ts';
import { openUntrusted } from './sandbox/untrusted-copy.ts';

/** The cache's default bound in bytes, all entries together. */
export const COMPILE_CACHE_MAX_BYTES = 256 * 1024 * 1024;
/** No single entry above this is kept or read (a program with its runtime, e.g. Kotlin's jar). */
export const COMPILE_CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;
/** A temporary file older than this is a writer that died: removed at the next bound check. */
const STALE_TEMP_MS = 10 * 60_000;
const ENTRY_NAME = /^[0-9a-f]{64}$/;

export interface CompileKeyParts {
  language: Language;
  argv: string[];
  env: Record<string, string>;
  limits: RunLimits;
  mounts: Mount[];
  source: string;
  extraFiles?: Record<string, string>;
}

export interface CompileCacheOptions {
  dir: string;
  maxBytes?: number;
  maxEntryBytes?: number;
}

export class CompileCache {
  /** What the cache did since it was made (the judge's counters; tests observe hits through them). */
  readonly stats = { hits: 0, misses: 0, stored: 0, refused: 0, evicted: 0 };
  readonly dir: string;
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  private readonly identities = new Map<string, string>();
  private total: number | null = null;

  constructor(opts: CompileCacheOptions) {
    this.dir = opts.dir;
    this.maxBytes = opts.maxBytes ?? COMPILE_CACHE_MAX_BYTES;
    this.maxEntryBytes = Math.min(opts.maxEntryBytes ?? COMPILE_CACHE_ENTRY_MAX_BYTES, this.maxBytes);
  }

  keyOf(parts: CompileKeyParts): string {
    const files = Object.entries(parts.extraFiles ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return createHash('sha256')
      .update(
        JSON.stringify({
          v: 1,
          language: parts.language.id,
          compiler: this.identity(parts.language),
          argv: parts.argv,
          env: Object.entries(parts.env).sort(),
          limits: parts.limits,
          mounts: parts.mounts.map((m) => [m.hostPath, m.sandboxPath, !!m.writable]),
          files,
          source: parts.source,
        }),
      )
      .digest('hex');
  }

  /**
   * Puts the cached build for `key` into `dir` and returns the compiler's message, or null when
   * there is no usable entry (a damaged one is removed).
   */
  async restore(key: string, dir: string): Promise<{ message: string } | null> {
    const path = join(this.dir, key);
    const bytes = this.readEntry(path);
    if (bytes === 'missing') {
      this.stats.misses++;
      return null;
    }
    const entry = bytes && decodeEntry(bytes, key);
    if (!entry) {
      this.stats.refused++;
      this.stats.misses++;
      await rm(path, { recursive: true, force: true }).catch(() => undefined);
      return null;
    }
    try {
      await writeBuildDir(dir, entry.files);
    } catch (e) {
      // A full disk is the judge's to handle; any other failure to put the files in place is a miss.
      if (isStorageFull(e)) throw e;
      this.stats.refused++;
      this.stats.misses++;
      return null;
    }
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
    this.stats.hits++;
    return { message: entry.message };
  }

  /** Keeps the build in `dir` under `key` (never failing the compile: a cache that cannot write is skipped). */
  async store(key: string, dir: string, message: string): Promise<void> {
    const files = readBuildDir(dir, this.maxEntryBytes);
    if (!files) return;
    const bytes = encodeEntry(key, message, files);
    if (bytes.length > this.maxEntryBytes) return;
    const temp = join(this.dir, `.${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temp, join(this.dir, key));
      this.stats.stored++;
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
      return;
    }
    this.total = (this.total ?? (await this.scan()).total) + bytes.length;
    if (this.total > this.maxBytes) await this.bound();
  }

  /** Removes the least recently used entries until the cache is within its bound. */
  async bound(): Promise<void> {
    const { entries, total } = await this.scan();
    let left = total;
    for (const e of entries) {
      if (left <= this.maxBytes) break;
      await rm(join(this.dir, e.name), { force: true }).catch(() => undefined);
      left -= e.size;
      this.stats.evicted++;
    }
    this.total = left;
  }

  /** The entries, least recently used first, and their bytes together; stale temporary files are removed. */
  private async scan(): Promise<{ entries: { name: string; size: number; mtimeMs: number }[]; total: number }> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const entries: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const s = await stat(join(this.dir, name)).catch(() => null);
      if (!s) continue;
      if (ENTRY_NAME.test(name)) entries.push({ name, size: s.size, mtimeMs: s.mtimeMs });
      else if (name.endsWith('.tmp') && Date.now() - s.mtimeMs > STALE_TEMP_MS)
        await rm(join(this.dir, name), { force: true }).catch(() => undefined);
    }
    entries.sort((a, b) => a.mtimeMs - b.mtimeMs);
    return { entries, total: entries.reduce((n, e) => n + e.size, 0) };
  }

  /** The entry's bytes; null when it is not a regular file within the cap; 'missing' when absent. */
  private readEntry(path: string): Buffer | null | 'missing' {
    let opened: ReturnType<typeof openUntrusted>;
    try {
      opened = openUntrusted(path);
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : null;
    }
    try {
      if (!opened.stat.isFile() || opened.stat.size > this.maxEntryBytes) return null;
      return readOpened(opened.fd, opened.stat.size);
    } finally {
      closeSync(opened.fd);
    }
  }

  /** The compiler's identity: its version line and each tool's size, mtime and inode, read once. */
  private identity(language: Language): string {
    let id = this.identities.get(language.id);
    if (id === undefined) {
      const tools = Object.entries(language.paths)
        .sort()
        .map(([tool, path]) => {
          const s = statSync(path, { throwIfNoEntry: false });
          return `${tool}=${path}:${s?.size}:${s?.mtimeMs}:${s?.ino}`;
        });
      id = [language.description, ...tools].join('\n');
      this.identities.set(language.id, id);
    }
    return id;
  }
}
