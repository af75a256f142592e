import type { ImportWarning, ImportWarningCode } from '../../contract/problem-import.ts';
import type { ProblemFields } from '../../contract/problems.ts';
import { AppError, Errors, type Lang } from '../errors.ts';
import type { StageSource } from '../testcases/staging.ts';
import type { ZipEntry } from '../testcases/zip-reader.ts';

/** A problem read from a package, in our own terms, before it is saved. */
export interface ImportedProblem {
  problem: Partial<ProblemFields> & { title: string };
  cases: { input: StageSource; output: StageSource; score?: number; groupNum?: number }[];
  tags?: string[];
  /** Language names as the package gives them; mapped onto the judge's ids. */
  languages?: string[];
  codeTemplates?: { language: string; code: string; status?: boolean }[];
  /** true: a taken display id is an error (our own packages); false: a fresh id is chosen. */
  strictId?: boolean;
  /**
   * Files the statement refers to (images, PDFs, attachments). They are stored with the problem and
   * every `ref` in the statement's text is replaced by the stored file's address.
   */
  files?: { name: string; refs: string[]; content: StageSource }[];
  /** What the teacher should know: defaults taken, parts left out (see the import report contract). */
  warnings?: ImportWarning[];
}

export function warning(code: ImportWarningCode, params: ImportWarning['params'] = {}): ImportWarning {
  return { code, params };
}

/** The limit in the package, or the default with a warning that it was taken. */
export function limitOr(
  given: number | null,
  fallback: number,
  limit: 'time' | 'memory' | 'stack',
  warnings: ImportWarning[],
): number {
  if (given !== null) return given;
  warnings.push(warning('limitDefault', { limit, value: fallback }));
  return fallback;
}

/** The special judge's language as the package names it, or C with a warning that it was taken. */
export function checkerLanguageOr(given: string, warnings: ImportWarning[]): string {
  if (given.trim() !== '') return given;
  warnings.push(warning('checkerLanguageDefault', { value: 'C' }));
  return 'C';
}

/** A problem of a package that is not imported, with the reason. */
export interface RefusedProblem {
  title: string;
  refused: AppError;
}

/** What a reader gives for each problem it finds: the problem, or why it cannot be imported. */
export type ImportItem = ImportedProblem | RefusedProblem;

/**
 * A package reader: the uploaded bytes and file name in, the problems found out. `lang` is the
 * caller's interface language, for packages holding statements in several languages.
 */
export type PackageReader = (bytes: Uint8Array, fileName: string, lang: Lang) => ImportItem[];

export function isRefused<T extends object>(item: T | RefusedProblem): item is RefusedProblem {
  return 'refused' in item;
}

/**
 * Reads each problem of a package on its own: a problem the package describes wrongly is
 * reported (with `titleOf` naming it) and the others are still read.
 */
export function eachProblem<T>(
  list: T[],
  titleOf: (raw: T, index: number) => string,
  read: (raw: T, index: number) => ImportedProblem,
): ImportItem[] {
  return list.map((raw, i) => {
    try {
      return read(raw, i);
    } catch (error) {
      if (error instanceof AppError) return { title: titleOf(raw, i) || `#${i + 1}`, refused: error };
      throw error;
    }
  });
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

/** A number given as a number or as text, or null when there is none. */
export function maybeNum(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

export function num(v: unknown, fallback: number): number {
  return maybeNum(v) ?? fallback;
}

export function bool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

/** Parses JSON or YAML text of a package file, naming the file when it is broken. */
export function parseData(text: string, file: string, kind: 'json' | 'yaml'): Record<string, unknown> {
  try {
    const value = kind === 'json' ? JSON.parse(text) : Bun.YAML.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw Errors.PackageInvalid(`${file} is not valid ${kind.toUpperCase()}`);
}

/** Entries of an archive by name, plus a lookup that tolerates a missing file. */
export function indexEntries(entries: ZipEntry[]): Map<string, ZipEntry> {
  return new Map(entries.filter((e) => !e.isDir).map((e) => [e.name, e]));
}

export function zipSource(zip: Uint8Array, entry: ZipEntry | undefined): StageSource {
  return entry ? { zip, entry } : { content: '' };
}
