/**
 * Work directories and bounded file reads for the judge. What is done once per test case (a case's
 * dirs, the build copied in, the head of an output) is done with synchronous calls: each is bounded
 * (a run's work dir holds at most the sandbox's DISK_INODES entries, a head at most its size) and
 * takes tens of microseconds, where an asynchronous call's trip through the thread pool costs
 * 0.2–0.3 ms, several times a case.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Creates a fresh directory under `root` that the sandboxed user may write to. */
export function makeWorkDir(root: string, prefix: string): string {
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root, `${prefix.replace(/[^\w.-]/g, '_')}-`));
  chmodSync(dir, 0o777);
  return dir;
}

/** A fresh, empty `parent/name` the sandboxed user may write to (what a case before left there is removed). */
export function makeSubDir(parent: string, name: string): string {
  const dir = join(parent, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** A file name from problem settings: a plain name, never a path. */
export function safeFileName(name: string): string {
  const base = basename(name);
  if (!base || base !== name || base === '.' || base === '..' || name.includes('\0')) {
    throw new Error(`invalid file name ${JSON.stringify(name)}`);
  }
  return base;
}

export async function writeFiles(dir: string, files: Record<string, string> | undefined): Promise<void> {
  for (const [name, content] of Object.entries(files ?? {})) {
    await writeFile(join(dir, safeFileName(name)), content, { mode: 0o644 });
  }
}

/**
 * Copies the regular files of `from` into `to` (a program's build output), with its directories
 * (Java's package directories); links, and hidden directories (a tool's cache), are left out.
 */
export function copyFiles(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isFile()) copyFileSync(join(from, entry.name), join(to, entry.name));
    else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      mkdirSync(join(to, entry.name), { mode: 0o755, recursive: true });
      copyFiles(join(from, entry.name), join(to, entry.name));
    }
  }
}

/** A file's size in bytes, 0 when it is missing. */
export function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** A file opened for reading, or null when it is missing (a program that wrote nothing). */
export function openIfPresent(path: string): number | null {
  try {
    return openSync(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** The first `max` bytes of a file as UTF-8 (empty when missing), marking a cut with "…". */
export function readHead(path: string, max: number): string {
  const fd = openIfPresent(path);
  if (fd === null) return '';
  try {
    const buf = new Uint8Array(max + 1);
    const bytesRead = readSync(fd, buf, 0, max + 1, 0);
    const text = new TextDecoder().decode(buf.subarray(0, Math.min(bytesRead, max)));
    return bytesRead > max ? `${text}…` : text;
  } finally {
    closeSync(fd);
  }
}
