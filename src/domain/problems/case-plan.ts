import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseInput, ProblemFormParsed } from '../../contract/problems.ts';
import { ProblemType } from '../../contract/problems.ts';
import { spreadScores } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import { findStaged, type Staged } from '../testcases/staging.ts';
import { caseDir, prepareCases, readCaseInfo, type CaseFiles, type PreparedCases } from '../testcases/store.ts';
import { parseGroup, parseScore } from '../../contract/problem-form-rules.ts';

/** A case row as stored in problem_cases. */
export interface CaseRow {
  input: string;
  output: string;
  score: number;
  groupNum: number;
  /** As recorded when the files were saved (kept while the same files stay). */
  inputSize?: number | null;
  inputSha256?: string | null;
  outputSize?: number | null;
  outputSha256?: string | null;
}

/** What saving does to the test data: new files to swap in (or none) and the rows to store. */
export interface CasePlan {
  prepared: PreparedCases | null;
  staged: Staged | null;
  rows: CaseRow[];
  /** true when the files change (the case version is bumped). */
  filesChange: boolean;
}

/** Checks the test data a save keeps (cases and bytes) before any file is placed; throws to refuse. */
export type CaseCheck = (caseCount: number, bytes: number) => void;

function sizeOf(path: string, known?: number): number {
  return known ?? statSync(path, { throwIfNoEntry: false })?.size ?? 0;
}

/** Bytes of stored case files, from info.json where it has them. */
function storedBytes(dataDir: string, pid: number, rows: CaseRow[]): number {
  const dir = caseDir(dataDir, pid);
  const sizes = new Map<string, number>();
  for (const c of readCaseInfo(dataDir, pid) ?? []) sizes.set(c.inputName, c.inputSize).set(c.outputName, c.outputSize);
  return rows.reduce(
    (n, r) => n + sizeOf(join(dir, r.input), sizes.get(r.input)) + sizeOf(join(dir, r.output), sizes.get(r.output)),
    0,
  );
}

function scoreOf(s: CaseInput, i: number, spread: number[], isOi: boolean): number {
  return isOi ? (parseScore(s.score) ?? 0) : (parseScore(s.score) ?? spread[i] ?? 0);
}

/**
 * Turns the form's cases into files and rows. Uploaded cases come from the staging folder (the
 * form's samples name their input files and carry score and group); without a new upload the
 * stored files stay and only scores and groups change. Manual samples become files too.
 */
export function planCases(
  dataDir: string,
  pid: number,
  form: ProblemFormParsed,
  storedRows: CaseRow[],
  check: CaseCheck = () => {},
): CasePlan {
  const isOi = form.problem.type === ProblemType.OI;
  if (form.problem.isRemote) return { prepared: null, staged: null, rows: [], filesChange: false };
  if (!form.isUploadTestCase) {
    const spread = spreadScores(form.samples.length);
    const rows = form.samples.map((s, i) => ({
      input: s.input,
      output: s.output,
      score: scoreOf(s, i, spread, isOi),
      groupNum: parseGroup(s.groupNum) ?? 1,
    }));
    check(
      rows.length,
      rows.reduce((n, r) => n + Buffer.byteLength(r.input) + Buffer.byteLength(r.output), 0),
    );
    const files: CaseFiles[] = rows.map((r) => ({ input: { content: r.input }, output: { content: r.output } }));
    return { prepared: prepareCases(dataDir, pid, files), staged: null, rows, filesChange: true };
  }
  if (form.uploadTestcaseDir) {
    const staged = findStaged(dataDir, form.uploadTestcaseDir);
    const samples: CaseInput[] =
      form.samples.length > 0 ? form.samples : staged.cases.map((c) => ({ input: c.input, output: c.output }));
    const spread = spreadScores(samples.length);
    const files: CaseFiles[] = [];
    const rows = samples.map((s, i): CaseRow => {
      const found = staged.cases.find((c) => c.input === s.input);
      if (!found) throw Errors.SampleFileUnknown(i + 1, s.input);
      files.push({
        input: { path: join(staged.dir, found.input), digest: staged.digests[found.input] },
        output: { path: join(staged.dir, found.output), digest: staged.digests[found.output] },
      });
      return {
        input: `${i + 1}.in`,
        output: `${i + 1}.out`,
        score: scoreOf(s, i, spread, isOi),
        groupNum: parseGroup(s.groupNum) ?? 1,
      };
    });
    const sources = files.flatMap((f) => [f.input, f.output]) as { path: string; digest?: { size: number } }[];
    check(
      rows.length,
      sources.reduce((n, f) => n + sizeOf(f.path, f.digest?.size), 0),
    );
    return { prepared: prepareCases(dataDir, pid, files), staged, rows, filesChange: true };
  }
  // Keep the stored files; the form may change scores and groups of the same cases.
  if (form.samples.length === 0) {
    check(storedRows.length, storedBytes(dataDir, pid, storedRows));
    return { prepared: null, staged: null, rows: storedRows, filesChange: false };
  }
  const spread = spreadScores(form.samples.length);
  const rows = form.samples.map((s, i): CaseRow => {
    const found = storedRows.find((r) => r.input === s.input);
    if (!found) throw Errors.SampleFileUnknown(i + 1, s.input);
    return { ...found, score: scoreOf(s, i, spread, isOi), groupNum: parseGroup(s.groupNum) ?? found.groupNum };
  });
  check(rows.length, storedBytes(dataDir, pid, rows));
  const reordered = rows.some((r, i) => r.input !== storedRows[i]?.input) || rows.length !== storedRows.length;
  if (!reordered) return { prepared: null, staged: null, rows, filesChange: false };
  // A new order or a subset: rewrite the files so that N.in is the N-th case again.
  const dir = caseDir(dataDir, pid);
  const files = rows.map((r) => ({ input: { path: join(dir, r.input) }, output: { path: join(dir, r.output) } }));
  const prepared = prepareCases(dataDir, pid, files);
  return {
    prepared,
    staged: null,
    rows: rows.map((r, i) => ({ ...r, input: `${i + 1}.in`, output: `${i + 1}.out` })),
    filesChange: true,
  };
}
