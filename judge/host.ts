/**
 * The judge's only way to talk to the server. The server implements it in-process over SQLite;
 * a remote judge could implement it over HTTP. Every report names the attempt it belongs to: the
 * host bumps the attempt when it hands out a task (claim, rejudge, restart recovery) and refuses
 * (returns false) reports of any older attempt, so a task can never be judged twice into
 * conflicting results. A refused report tells the judge to drop the task.
 */
import type { CheckerPoints, JudgeCaseMode, JudgeMode, JudgeStatusCode } from '../src/contract/judge-status.ts';

/** Identifies one judging attempt of one task. */
export interface TaskKey {
  kind: 'submission' | 'test';
  /** The submission id, or the test run key. */
  id: string;
  attempt: number;
}

/** What the judge needs to know about a problem. Limits are the C/C++ ones (ms, MB). */
export interface ProblemSpec {
  id: number;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  difficulty: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  /** Read input from / write output to these files in the work dir instead of stdin/stdout. */
  fileIo?: { input: string; output: string };
  /** Files (name → content) placed beside the user's program at compile and run time. */
  userExtraFiles?: Record<string, string>;
  /** Files (name → content) placed beside the special judge or interactor. */
  judgeExtraFiles?: Record<string, string>;
  /** Source of the special judge or interactor; required for those judge modes. */
  checker?: { language: string; code: string };
  /** How the checker's `points X` is read (judge/checkers/points.ts); absent: 'fraction'. */
  checkerPoints?: CheckerPoints;
  /** 'absolute' only: the points of a fully correct case on the checker's scale; absent or null: each case's score. */
  checkerPointsScale?: number | null;
  /** Changes whenever the test data changes (cache key for the host's files). */
  caseVersion: number;
}

/** One test case file pair inside `TestData.dir`. */
export interface TestCaseFile {
  index: number;
  input: string;
  output: string;
  score: number;
  groupNum: number;
}

export interface TestData {
  /** Local directory holding the case files; the judge only reads it. */
  dir: string;
  cases: TestCaseFile[];
}

export interface SubmissionTask {
  kind: 'submission';
  key: TaskKey;
  language: string;
  code: string;
  problem: ProblemSpec;
  /**
   * The most wall time (ms) the judgement may take, compile, cases, checker and interactor
   * together: the site's setting when the task was handed out (judge/budget.ts).
   */
  budgetMs: number;
}

export interface TestRunTask {
  kind: 'test';
  key: TaskKey;
  language: string;
  code: string;
  problem: ProblemSpec;
  input: string;
  expectedOutput?: string;
}

export type JudgeTask = SubmissionTask | TestRunTask;

/** The result of one test case (time in ms, memory in KB). */
export interface CaseResult {
  index: number;
  inputData: string;
  outputData: string;
  groupNum: number;
  status: JudgeStatusCode;
  time: number;
  memory: number;
  score: number;
  /** The start of the user's output; the host decides who may see it. */
  userOutput?: string;
  /** Why the case failed (signal, checker message, output limit …). */
  message?: string;
}

/** The final result of a submission (time in ms, memory in KB). */
export interface FinalResult {
  status: JudgeStatusCode;
  /** OI problems only. */
  score: number | null;
  oiRankScore: number | null;
  time: number;
  memory: number;
  /** Compiler output on CE, the reason on SE. */
  errorMessage?: string;
  judger: string;
}

export interface TestRunResult {
  status: JudgeStatusCode;
  time: number;
  memory: number;
  stdout: string;
  stderr: string;
  /** Compiler output on CE, the reason on SE. */
  errorMessage?: string;
}

export type HostEvent =
  /** A task became available; idle workers should claim. */
  | { type: 'queued' }
  /** Stop the attempt and report it Cancelled. */
  | { type: 'cancel'; key: TaskKey }
  /** Stop the attempt silently: it was handed out again (rejudge). */
  | { type: 'superseded'; key: TaskKey };

export interface JudgeHost {
  /** Atomically takes the next task (test runs, then contest, then practice) or null. */
  claim(judger: string): Promise<JudgeTask | null>;
  testData(problem: ProblemSpec): Promise<TestData>;
  /** Pending → Compiling → Judging. */
  status(key: TaskKey, status: JudgeStatusCode): Promise<boolean>;
  caseResult(key: TaskKey, result: CaseResult): Promise<boolean>;
  finish(key: TaskKey, result: FinalResult): Promise<boolean>;
  finishTest(key: TaskKey, result: TestRunResult): Promise<boolean>;
  /** Subscribes to queue and control events; returns the unsubscribe function. */
  subscribe(listener: (event: HostEvent) => void): () => void;
}
