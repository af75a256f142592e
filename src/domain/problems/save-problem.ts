import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags, tags } from '../../db/schema/index.ts';
import { problemFormSchema, type ProblemFields, type ProblemForm } from '../../contract/problems.ts';
import type { CheckerPoints } from '../../contract/judge-status.ts';
import { Errors } from '../errors.ts';
import { dropStaged } from '../testcases/staging.ts';
import { discardPrepared, preparedBytes, savedDigests, swapCases, type CaseSwap } from '../testcases/store.ts';
import { setCharge } from '../site/disk-quota.ts';
import type { Actor } from '../access/actor.ts';
import { assertLimitsWithin, assertTestDataWithin } from '../bound-errors.ts';
import { planCases, type CaseRow } from './case-plan.ts';
import { problemBoundsFor } from './problem-bounds.ts';
import { encodeExamples } from './examples.ts';
import { checkProblemForm, type CompileChecker, type StoredState } from './validate-form.ts';

export interface ProblemStore {
  db: Db;
  dataDir: string;
  compileChecker?: CompileChecker;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new tag named in a group's problem belongs to that group (gid); the bank's tags serve every group. */
function resolveTagIds(tx: Tx, refs: { id?: number; name?: string; color?: string }[], gid: number | null): number[] {
  return refs.map((ref) => {
    if (ref.id !== undefined) {
      const found = tx.select({ id: tags.id }).from(tags).where(eq(tags.id, ref.id)).get();
      if (!found) throw Errors.TagNotFound();
      return found.id;
    }
    const name = ref.name!;
    const home = gid === null ? sql`${tags.gid} is null` : sql`(${tags.gid} is null or ${tags.gid} = ${gid})`;
    const found = tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.name, name), eq(tags.oj, 'ME'), home))
      .orderBy(tags.id)
      .get();
    if (found) return found.id;
    return tx
      .insert(tags)
      .values({ name, color: ref.color ?? '', oj: 'ME', gid })
      .returning({ id: tags.id })
      .get().id;
  });
}

/**
 * Creates (no `problem.id`) or updates a problem from the admin form. The rules run first, in
 * the spec's order; then the test data is written beside the live data, the rows are written in
 * one transaction, and the new data is renamed into place inside it. Any failure leaves the
 * database and the files as they were.
 */
/** Runs inside the save's transaction with the problem's id (a contest links the problem it creates). */
export type WithinSave = (tx: Db, pid: number) => void;

/**
 * A group's problem: created in group `gid`, its display id the typed one after the group's
 * short name and a dash (`class7a` + `1001` → `class7a-1001`; groups/problems.ts `groupIdPrefix`), on every save.
 */
export interface GroupHome {
  gid: number;
  idPrefix: string;
}

export async function saveProblem(
  store: ProblemStore,
  actor: Actor,
  input: ProblemForm,
  within?: WithinSave,
  home?: GroupHome,
): Promise<{ id: number; problemId: string }> {
  const { db, dataDir } = store;
  // What the actor may set: limits first (as sent), the test data it keeps before any file is placed.
  const bounds = problemBoundsFor(db, actor);
  assertLimitsWithin(input?.problem, bounds);
  const form = problemFormSchema.parse(input);
  const typed = form.problem;
  const existing = typed.id ? db.select().from(problems).where(eq(problems.id, typed.id)).get() : null;
  if (typed.id && !existing) throw Errors.ProblemNotFound();
  if (existing?.kind === 'choice') throw Errors.ChoiceEditedElsewhere();
  const storedRows: CaseRow[] = existing
    ? db
        .select({
          input: problemCases.input,
          output: problemCases.output,
          score: problemCases.score,
          groupNum: problemCases.groupNum,
          inputSize: problemCases.inputSize,
          inputSha256: problemCases.inputSha256,
          outputSize: problemCases.outputSize,
          outputSha256: problemCases.outputSha256,
        })
        .from(problemCases)
        .where(eq(problemCases.pid, existing.id))
        .orderBy(problemCases.index)
        .all()
    : [];
  const stored: StoredState | null = existing
    ? {
        isUploadCase: existing.isUploadCase,
        caseCount: storedRows.length,
        spjCode: existing.spjCode,
        spjLanguage: existing.spjLanguage,
        spjCompileOk: existing.spjCompileOk,
      }
    : null;
  const { spjCompileOk } = await checkProblemForm(form, stored, store.compileChecker);
  const p = home ? { ...typed, problemId: home.idPrefix + typed.problemId } : typed;
  const clash = db
    .select({ id: problems.id })
    .from(problems)
    .where(
      and(
        sql`${problems.problemId} = ${p.problemId} collate nocase`,
        existing ? ne(problems.id, existing.id) : undefined,
      ),
    )
    .get();
  if (clash) throw Errors.ProblemIdExists(p.problemId);

  const plan = planCases(dataDir, existing?.id ?? 0, form, existing?.isUploadCase ? storedRows : [], (count, bytes) =>
    assertTestDataWithin(count, bytes, bounds),
  );
  const now = new Date();
  const fields = {
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples ?? encodeExamples(p.exampleList ?? []),
    hint: p.hint,
    source: p.source,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    auth: p.auth,
    type: p.type,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    spjCode: p.judgeMode === 'default' ? null : p.spjCode,
    spjLanguage: p.judgeMode === 'default' ? null : p.spjLanguage || 'C',
    spjCompileOk,
    isUploadCase: form.isUploadTestCase,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    isFileIO: p.isFileIO,
    ioReadFileName: p.isFileIO ? p.ioReadFileName : null,
    ioWriteFileName: p.isFileIO ? p.ioWriteFileName : null,
    userExtraFile: p.userExtraFile ? JSON.stringify(p.userExtraFile) : null,
    judgeExtraFile: p.judgeExtraFile ? JSON.stringify(p.judgeExtraFile) : null,
    ...checkerPointsOf(p, existing ?? null),
    codeShare: p.codeShare,
    isRemote: p.isRemote,
    modifiedUser: actor.username,
    updatedAt: now,
  };
  let swap: CaseSwap | null = null;
  try {
    const id = db.transaction((tx) => {
      let pid: number;
      if (existing) {
        pid = existing.id;
        tx.update(problems)
          .set({ ...fields, caseVersion: existing.caseVersion + (plan.filesChange ? 1 : 0) })
          .where(eq(problems.id, pid))
          .run();
      } else {
        pid = tx
          .insert(problems)
          .values({
            ...fields,
            authorUid: actor.uid,
            author: p.author || actor.username,
            createdAt: now,
            caseVersion: plan.filesChange ? 1 : 0,
            gid: home?.gid ?? null,
          })
          .returning({ id: problems.id })
          .get().id;
      }
      tx.delete(problemCases).where(eq(problemCases.pid, pid)).run();
      if (plan.rows.length > 0)
        tx.insert(problemCases)
          .values(plan.rows.map((r, i) => ({ ...r, ...savedDigests(plan.prepared?.cases[i]), pid, index: i + 1 })))
          .run();
      tx.delete(problemTags).where(eq(problemTags.pid, pid)).run();
      const tagIds = resolveTagIds(tx, form.tags, existing ? existing.gid : (home?.gid ?? null));
      if (tagIds.length > 0)
        tx.insert(problemTags)
          .values(tagIds.map((tagId) => ({ pid, tagId })))
          .run();
      tx.delete(problemLanguages).where(eq(problemLanguages.pid, pid)).run();
      tx.insert(problemLanguages)
        .values([...new Set(form.languages)].map((language) => ({ pid, language })))
        .run();
      tx.delete(codeTemplates).where(eq(codeTemplates.pid, pid)).run();
      if (form.codeTemplates.length > 0)
        tx.insert(codeTemplates)
          .values(form.codeTemplates.map((t) => ({ pid, ...t })))
          .run();
      within?.(tx as unknown as Db, pid);
      if (plan.prepared) {
        // A group's test data counts against the saver's and the group's disk quota (refused here, the new files are dropped).
        const gid = existing ? existing.gid : (home?.gid ?? null);
        if (gid !== null)
          setCharge(
            tx as unknown as Db,
            'testcases',
            String(pid),
            { uid: actor.uid, role: actor.role, gid },
            preparedBytes(plan.prepared),
          );
        plan.prepared.pid = pid;
        swap = swapCases(dataDir, plan.prepared);
      }
      return pid;
    });
    (swap as CaseSwap | null)?.commit();
    if (plan.staged) dropStaged(plan.staged);
    return { id, problemId: p.problemId };
  } catch (error) {
    if (swap) (swap as CaseSwap).undo();
    else if (plan.prepared) discardPrepared(plan.prepared);
    if (error instanceof Error && /UNIQUE constraint failed: problems\.problem_id/.test(error.message))
      throw Errors.ProblemIdExists(p.problemId);
    throw error;
  }
}

/** The checker's points convention as sent, or as stored when the form leaves it out. */
function checkerPointsOf(
  p: ProblemFields,
  existing: { checkerPoints: CheckerPoints; checkerPointsScale: number | null } | null,
) {
  const checkerPoints = p.checkerPoints ?? existing?.checkerPoints ?? 'fraction';
  const scale = p.checkerPoints === undefined ? (existing?.checkerPointsScale ?? null) : (p.checkerPointsScale ?? null);
  return { checkerPoints, checkerPointsScale: checkerPoints === 'absolute' ? scale : null };
}
