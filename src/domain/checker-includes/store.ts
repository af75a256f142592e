/**
 * Checker include files: headers an administrator uploads once (testlib.h above all) that every
 * special judge and interactor compile finds on its include path. They live in
 * `<dataDir>/judge/include/`, a directory the sandbox mounts read-only at /include; a problem's
 * own headers (its judge extra files) sit beside the checker source and win over these.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { Errors } from '../errors.ts';

export const INCLUDE_MAX_BYTES = 1024 * 1024;
export const INCLUDE_MAX_FILES = 50;
export const TESTLIB = 'testlib.h';
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,63}$/;

export interface CheckerInclude {
  name: string;
  size: number;
  /** Last change, ms since the epoch. */
  modified: number;
}

/** The include directory (created readable by the sandbox users when missing). */
export function checkerIncludeDir(dataDir: string): string {
  const dir = join(dataDir, 'judge', 'include');
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    chmodSync(join(dataDir, 'judge'), 0o755);
  }
  chmodSync(dir, 0o755);
  return dir;
}

export function listCheckerIncludes(dataDir: string): CheckerInclude[] {
  const dir = join(dataDir, 'judge', 'include');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name) && !name.startsWith('.'))
    .flatMap((name) => {
      const s = statSync(join(dir, name), { throwIfNoEntry: false });
      return s?.isFile() ? [{ name, size: s.size, modified: Math.round(s.mtimeMs) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function hasTestlib(dataDir: string): boolean {
  return listCheckerIncludes(dataDir).some((f) => f.name === TESTLIB);
}

function checkName(name: string): void {
  if (!NAME.test(name) || name === '.' || name === '..') throw Errors.CheckerIncludeNameInvalid(name.slice(0, 80));
}

/** Stores (or replaces) one include file after checking its name, size and that it is text. */
export function saveCheckerInclude(dataDir: string, name: string, bytes: Uint8Array): CheckerInclude {
  checkName(name);
  if (bytes.length > INCLUDE_MAX_BYTES) throw Errors.CheckerIncludeTooLarge(name, '1 MB');
  if (bytes.includes(0)) throw Errors.CheckerIncludeNotText(name);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw Errors.CheckerIncludeNotText(name);
  }
  const existing = listCheckerIncludes(dataDir);
  if (!existing.some((f) => f.name === name) && existing.length >= INCLUDE_MAX_FILES)
    throw Errors.CheckerIncludeTooMany(existing.length);
  const dir = checkerIncludeDir(dataDir);
  const staging = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(staging, bytes, { mode: 0o644 });
  renameSync(staging, join(dir, name));
  return listCheckerIncludes(dataDir).find((f) => f.name === name)!;
}

export function deleteCheckerInclude(dataDir: string, name: string): void {
  checkName(name);
  const path = join(dataDir, 'judge', 'include', name);
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw Errors.CheckerIncludeNotFound(name);
  rmSync(path);
}
