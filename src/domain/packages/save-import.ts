import { eq, like } from 'drizzle-orm';
import { problems } from '../../db/schema/index.ts';
import type { ProblemForm } from '../../contract/problems.ts';
import { ProblemType } from '../../contract/problems.ts';
import { DEFAULT_LANGUAGES } from '../../contract/languages.ts';
import type { ImportWarning } from '../../contract/problem-import.ts';
import { spreadScores } from '../../contract/scoring.ts';
import type { Actor } from '../access/actor.ts';
import { mapLanguage } from '../problems/languages.ts';
import { saveProblem, type ProblemStore } from '../problems/save-problem.ts';
import { isRefused, warning } from './common.ts';
import { discardPrepared, type PreparedItem, type PreparedProblem } from './prepare-import.ts';

/** One problem of an import: saved (id, display id and warnings) or refused (the error, for the caller to word). */
export type ImportOutcome =
  | { title: string; id: number; problemId: string; warnings: ImportWarning[] }
  | { title: string; error: unknown };

/** The next free display id of the form P1000, P1001 … */
function nextProblemId(store: ProblemStore): string {
  const taken = store.db.select({ id: problems.problemId }).from(problems).where(like(problems.problemId, 'P%')).all();
  const max = taken.reduce((m, r) => (/^P\d+$/.test(r.id) ? Math.max(m, Number(r.id.slice(1))) : m), 999);
  return `P${max + 1}`;
}

function idTaken(store: ProblemStore, problemId: string): boolean {
  return (
    store.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)).get() !== undefined
  );
}

function toForm(store: ProblemStore, { item, stagingId }: PreparedProblem): ProblemForm {
  const isOi = item.problem.type === ProblemType.OI;
  const spread = spreadScores(item.cases.length);
  let problemId = (item.problem.problemId ?? '').trim();
  if (!problemId || (!item.strictId && idTaken(store, problemId))) problemId = nextProblemId(store);
  const languages = [...new Set((item.languages ?? []).map(mapLanguage).filter((l): l is string => l !== null))];
  const templates = (item.codeTemplates ?? [])
    .map((t) => ({ language: mapLanguage(t.language), code: t.code, status: t.status ?? true }))
    .filter(
      (t): t is { language: string; code: string; status: boolean } => t.language !== null && t.code.trim() !== '',
    );
  const spjLanguage = item.problem.spjLanguage
    ? (mapLanguage(item.problem.spjLanguage) ?? item.problem.spjLanguage)
    : null;
  return {
    problem: { ...item.problem, problemId, spjLanguage },
    samples: item.cases.map((c, i) => ({
      input: `${i + 1}.in`,
      output: `${i + 1}.out`,
      score: c.score ?? (isOi ? spread[i] : undefined),
      groupNum: c.groupNum,
    })),
    isUploadTestCase: true,
    uploadTestcaseDir: stagingId,
    languages: languages.length > 0 ? languages : [...DEFAULT_LANGUAGES],
    codeTemplates: [...new Map(templates.map((t) => [t.language, t])).values()],
    tags: [...new Set((item.tags ?? []).map((t) => t.trim()).filter((t) => t !== ''))].map((name) => ({ name })),
  };
}

/** A warning for each language the package names (for the problem or a template) that is not judged here. */
function droppedLanguages({ item }: PreparedProblem): ImportWarning[] {
  const named = [...(item.languages ?? []), ...(item.codeTemplates ?? []).map((t) => t.language)];
  return [...new Set(named.filter((l) => mapLanguage(l) === null))].map((language) =>
    warning('languageDropped', { language }),
  );
}

/**
 * Saves each prepared problem through the same checks and transactional save as the admin form.
 * A problem that fails is left out whole (its staged data and files removed) and reported; the
 * others are kept.
 */
export async function saveImport(
  store: ProblemStore,
  actor: Actor,
  prepared: PreparedItem[],
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const p of prepared) {
    if (isRefused(p)) {
      outcomes.push({ title: p.title, error: p.refused });
      continue;
    }
    try {
      const saved = await saveProblem(store, actor, toForm(store, p));
      outcomes.push({ title: p.title, ...saved, warnings: [...(p.item.warnings ?? []), ...droppedLanguages(p)] });
    } catch (error) {
      discardPrepared(store.dataDir, [p]);
      outcomes.push({ title: p.title, error });
    }
  }
  return outcomes;
}
