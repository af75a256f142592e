import { eq, like } from 'drizzle-orm';
import { problems } from '../../db/schema/index.ts';
import type { ProblemFields, ProblemForm } from '../../contract/problems.ts';
import { ProblemType } from '../../contract/problems.ts';
import { spreadScores } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../problems/policy.ts';
import { deleteProblem } from '../problems/admin-queries.ts';
import { DEFAULT_LANGUAGES } from '../../contract/languages.ts';
import { mapLanguage } from '../problems/languages.ts';
import { saveProblem, type ProblemStore } from '../problems/save-problem.ts';
import { stageCases, stagingRoot, type StageSource } from '../testcases/staging.ts';
import type { ZipEntry } from '../testcases/zip-reader.ts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

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
}

export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

export function num(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function bool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

/** Parses JSON or YAML text of a package file, naming the file when it is broken. */
export function parseData(text: string, file: string, kind: 'json' | 'yaml'): Record<string, unknown> {
  try {
    const value = kind === 'json' ? JSON.parse(text) : Bun.YAML.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch { /* reported below */ }
  throw Errors.PackageInvalid(`${file} is not valid ${kind.toUpperCase()}`);
}

/** Entries of an archive by name, plus a lookup that tolerates a missing file. */
export function indexEntries(entries: ZipEntry[]): Map<string, ZipEntry> {
  return new Map(entries.filter((e) => !e.isDir).map((e) => [e.name, e]));
}

export function zipSource(zip: Uint8Array, entry: ZipEntry | undefined): StageSource {
  return entry ? { zip, entry } : { content: '' };
}

/** The next free display id of the form P1000, P1001 … */
function nextProblemId(store: ProblemStore): string {
  const taken = store.db.select({ id: problems.problemId }).from(problems).where(like(problems.problemId, 'P%')).all();
  const max = taken.reduce((m, r) => (/^P\d+$/.test(r.id) ? Math.max(m, Number(r.id.slice(1))) : m), 999);
  return `P${max + 1}`;
}

function idTaken(store: ProblemStore, problemId: string): boolean {
  return store.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)).get() !== undefined;
}

function toForm(store: ProblemStore, item: ImportedProblem, uploadDir: string): ProblemForm {
  const isOi = item.problem.type === ProblemType.OI;
  const spread = spreadScores(item.cases.length);
  let problemId = (item.problem.problemId ?? '').trim();
  if (!problemId || (!item.strictId && idTaken(store, problemId))) problemId = nextProblemId(store);
  const languages = [...new Set((item.languages ?? []).map(mapLanguage).filter((l): l is string => l !== null))];
  const templates = (item.codeTemplates ?? [])
    .map((t) => ({ language: mapLanguage(t.language), code: t.code, status: t.status ?? true }))
    .filter((t): t is { language: string; code: string; status: boolean } => t.language !== null && t.code.trim() !== '');
  const spjLanguage = item.problem.spjLanguage ? mapLanguage(item.problem.spjLanguage) ?? item.problem.spjLanguage : null;
  return {
    problem: { ...item.problem, problemId, spjLanguage },
    samples: item.cases.map((c, i) => ({
      input: `${i + 1}.in`, output: `${i + 1}.out`,
      score: c.score ?? (isOi ? spread[i] : undefined), groupNum: c.groupNum,
    })),
    isUploadTestCase: true,
    uploadTestcaseDir: uploadDir,
    languages: languages.length > 0 ? languages : [...DEFAULT_LANGUAGES],
    codeTemplates: [...new Map(templates.map((t) => [t.language, t])).values()],
    tags: [...new Set((item.tags ?? []).map((t) => t.trim()).filter((t) => t !== ''))].map((name) => ({ name })),
  };
}

/**
 * Saves every problem of a package through the same checks and transactional save as the admin
 * form. A problem that fails undoes the ones saved before it, so a package imports whole or not
 * at all.
 */
export async function importProblems(store: ProblemStore, actor: Actor, items: ImportedProblem[]): Promise<{ id: number; problemId: string }[]> {
  if (items.length === 0) throw Errors.PackageEmpty();
  const saved: { id: number; problemId: string }[] = [];
  const stagedIds: string[] = [];
  try {
    for (const item of items) {
      if (item.cases.length === 0) throw Errors.PackageInvalid(`${item.problem.title || 'a problem'} has no test data`);
      const dir = stageCases(store.dataDir, item.cases);
      stagedIds.push(dir);
      saved.push(await saveProblem(store, actor, toForm(store, item, dir)));
    }
    return saved;
  } catch (error) {
    for (const p of saved) deleteProblem(store.db, store.dataDir, p.id);
    for (const id of stagedIds) rmSync(join(stagingRoot(store.dataDir), id), { recursive: true, force: true });
    throw error;
  }
}
