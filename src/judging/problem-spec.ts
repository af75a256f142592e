import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { problemCases, problems } from '../db/schema/index.ts';
import { caseDir } from '../domain/testcases/store.ts';
import type { ProblemSpec, TestData } from '../../judge/host.ts';

type ProblemRow = typeof problems.$inferSelect;

function files(json: string | null): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** What the judge needs to know about a stored problem. */
export function toProblemSpec(p: ProblemRow): ProblemSpec {
  return {
    id: p.id,
    type: p.type === 1 ? 1 : 0,
    timeLimitMs: p.timeLimit,
    memoryLimitMb: p.memoryLimit,
    stackLimitMb: p.stackLimit,
    difficulty: p.difficulty,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    isRemoveEndBlank: p.isRemoveEndBlank,
    fileIo:
      p.isFileIO && p.ioReadFileName && p.ioWriteFileName
        ? { input: p.ioReadFileName, output: p.ioWriteFileName }
        : undefined,
    userExtraFiles: files(p.userExtraFile),
    judgeExtraFiles: files(p.judgeExtraFile),
    checker: p.judgeMode !== 'default' && p.spjCode ? { language: p.spjLanguage ?? 'C', code: p.spjCode } : undefined,
    checkerPoints: p.checkerPoints,
    checkerPointsScale: p.checkerPoints === 'absolute' ? p.checkerPointsScale : null,
    caseVersion: p.caseVersion,
  };
}

export function loadProblemSpec(db: Db, pid: number): ProblemSpec | null {
  const row = db.select().from(problems).where(eq(problems.id, pid)).get();
  return row ? toProblemSpec(row) : null;
}

/**
 * The test data of a problem: <dataDir>/testcases/<pid>/ holds N.in / N.out for the N-th case
 * row (uploaded and hand-written cases alike), with its score and subtask group.
 */
export function problemTestData(db: Db, dataDir: string, pid: number): TestData {
  const rows = db
    .select({ index: problemCases.index, score: problemCases.score, groupNum: problemCases.groupNum })
    .from(problemCases)
    .where(eq(problemCases.pid, pid))
    .orderBy(asc(problemCases.index))
    .all();
  return {
    dir: caseDir(dataDir, pid),
    cases: rows.map((r) => ({
      index: r.index,
      input: `${r.index}.in`,
      output: `${r.index}.out`,
      score: r.score,
      groupNum: r.groupNum,
    })),
  };
}
