import { sql } from 'drizzle-orm';
import { problems } from '../../db/schema/index.ts';
import set from '../../../starter/set.json' with { type: 'json' };
import type { Both, StarterProblem } from '../../../starter/types.ts';
import type { Actor } from '../access/actor.ts';
import { AppError } from '../errors.ts';
import type { ImportedProblem } from './common.ts';
import type { PreparedProblem } from './prepare-import.ts';
import { saveImport } from './save-import.ts';
import { assertDiskReserve } from '../site/disk-space.ts';
import { stageCases } from '../testcases/staging.ts';
import { encodeExamples } from '../problems/examples.ts';
import type { ProblemStore } from '../problems/save-problem.ts';

/** The starter set: introductory problems S001… built into the program (starter/, `bun run starter:check`). */
export const STARTER_SET = set as StarterProblem[];

/** What an install did: the ids installed, the ids already in the bank (left as they are), and those refused. */
export interface StarterInstall {
  installed: string[];
  skipped: string[];
  failed: { problemId: string; error: AppError }[];
}

/** One statement in both languages: the English text, the Chinese one below it. */
const both = (t: Both, between = '\n\n') => (t.zh.trim() === '' ? t.en : `${t.en}${between}${t.zh}`);

function asImported(p: StarterProblem): ImportedProblem {
  return {
    problem: {
      problemId: p.problemId,
      title: both(p.title, ' / '),
      description: both(p.description),
      input: both(p.input),
      output: both(p.output),
      hint: both(p.hint),
      examples: encodeExamples(p.samples),
      source: 'Verdict starter set',
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      stackLimit: 128,
      difficulty: p.difficulty,
      auth: 1,
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      openCaseResult: true,
    },
    cases: p.cases.map((c) => ({ input: { content: c.input }, output: { content: c.output } })),
    tags: p.tags,
    strictId: true,
  };
}

function inBank(store: ProblemStore, problemId: string): boolean {
  return (
    store.db
      .select({ id: problems.id })
      .from(problems)
      .where(sql`${problems.problemId} = ${problemId} collate nocase`)
      .get() !== undefined
  );
}

/**
 * Installs the starter set into the bank, each problem as an import saves it: its test data staged,
 * then the problem, its cases and tags written in one transaction (a refused problem leaves
 * nothing behind). A problem whose id is already in the bank is skipped, so installing twice adds nothing.
 */
export async function installStarterSet(
  store: ProblemStore,
  actor: Actor,
  only?: readonly string[],
): Promise<StarterInstall> {
  const result: StarterInstall = { installed: [], skipped: [], failed: [] };
  const chosen = STARTER_SET.filter((p) => !only || only.includes(p.problemId));
  // The disk's free-space reserve holds for all the test data the set could write.
  const bytes = chosen.reduce((n, p) => n + p.cases.reduce((m, c) => m + c.input.length + c.output.length, 0), 0);
  assertDiskReserve(store.db, store.dataDir, bytes);
  for (const p of chosen) {
    if (inBank(store, p.problemId)) {
      result.skipped.push(p.problemId);
      continue;
    }
    const item = asImported(p);
    const { cases, files: _files, ...rest } = item;
    const prepared: PreparedProblem = {
      title: item.problem.title,
      item: { ...rest, cases: cases.map(() => ({})) },
      stagingId: stageCases(store.dataDir, cases),
      filesFolder: null,
    };
    const [outcome] = await saveImport(store, actor, [prepared]);
    if (outcome && 'error' in outcome) {
      // Installed meanwhile by another call: already in the bank.
      if (inBank(store, p.problemId)) result.skipped.push(p.problemId);
      else if (outcome.error instanceof AppError) result.failed.push({ problemId: p.problemId, error: outcome.error });
      else throw outcome.error;
    } else result.installed.push(p.problemId);
  }
  return result;
}
