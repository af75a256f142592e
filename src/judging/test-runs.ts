import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import { TEST_RUN_KEEP_MS, type TestJudgeResult } from '../contract/submissions.ts';
import type { ProblemSpec, TaskKey, TestRunResult, TestRunTask } from '../../judge/host.ts';

/** A run that has not finished after this long is given up (the judge was stopped or is stuck). */
const STALE_MS = 10 * 60_000;
/** Unfinished online tests one user may have at a time. */
export const TEST_RUNS_PER_USER = 2;

interface Entry {
  key: string;
  uid: string;
  language: string;
  code: string;
  problem: ProblemSpec;
  input: string;
  expectedOutput: string | null;
  priority: number;
  state: 'queued' | 'running' | 'done';
  status: JudgeStatusCode;
  result: TestRunResult | null;
  createdAt: number;
  finishedAt: number;
}

export interface NewTestRun {
  uid: string;
  language: string;
  code: string;
  problem: ProblemSpec;
  input: string;
  expectedOutput: string | null;
  /** The queue priority of where it was run (a staff contest's, or practice). */
  priority: number;
}

/** A queued run as the fair queue sees it. */
export interface WaitingRun {
  key: string;
  uid: string;
  priority: number;
  since: number;
}

/**
 * Online test runs live in memory only: they wait in the fair queue beside submissions (a user's
 * runs go before that user's submissions of the same priority), and a finished result is kept
 * about a minute for the page to read. A restart forgets them.
 */
export class TestRunStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  add(run: NewTestRun): string {
    this.sweep();
    const key = crypto.randomUUID().replaceAll('-', '');
    this.entries.set(key, {
      ...run,
      key,
      state: 'queued',
      status: JudgeStatus.PENDING,
      result: null,
      createdAt: this.now(),
      finishedAt: 0,
    });
    return key;
  }

  unfinishedOf(uid: string): number {
    this.sweep();
    return [...this.entries.values()].filter((e) => e.uid === uid && e.state !== 'done').length;
  }

  /** Runs waiting for a judge. */
  queued(): number {
    this.sweep();
    return [...this.entries.values()].filter((e) => e.state === 'queued').length;
  }

  /** Each user's oldest queued run of each priority (`languages`: in one of these only). */
  waiting(languages?: readonly string[]): WaitingRun[] {
    this.sweep();
    const first = new Map<string, WaitingRun>();
    for (const e of this.entries.values()) {
      const id = `${e.priority}:${e.uid}`;
      if (languages && !languages.includes(e.language)) continue;
      if (e.state === 'queued' && !first.has(id))
        first.set(id, { key: e.key, uid: e.uid, priority: e.priority, since: e.createdAt });
    }
    return [...first.values()];
  }

  /** Runs of the user being judged now. */
  runningOf(uid: string): number {
    return [...this.entries.values()].filter((e) => e.uid === uid && e.state === 'running').length;
  }

  /** Hands a queued run to a judge (null when it is no longer queued). */
  take(key: string): TestRunTask | null {
    const e = this.entries.get(key);
    if (e?.state !== 'queued') return null;
    e.state = 'running';
    e.status = JudgeStatus.COMPILING;
    const taskKey: TaskKey = { kind: 'test', id: e.key, attempt: 1 };
    return {
      kind: 'test',
      key: taskKey,
      language: e.language,
      code: e.code,
      problem: e.problem,
      input: e.input,
      expectedOutput: e.expectedOutput ?? undefined,
    };
  }

  private running(key: TaskKey): Entry | null {
    const e = this.entries.get(key.id);
    return e && e.state === 'running' && key.attempt === 1 ? e : null;
  }

  status(key: TaskKey, status: JudgeStatusCode): boolean {
    const e = this.running(key);
    if (!e) return false;
    e.status = status;
    return true;
  }

  finish(key: TaskKey, result: TestRunResult): boolean {
    const e = this.running(key);
    if (!e) return false;
    e.state = 'done';
    e.status = result.status;
    e.result = result;
    e.finishedAt = this.now();
    return true;
  }

  /** The result for its owner; null when unknown, expired or someone else's. */
  view(key: string, uid: string): TestJudgeResult | null {
    this.sweep();
    const e = this.entries.get(key);
    if (!e || e.uid !== uid) return null;
    const r = e.result;
    return {
      status: e.status,
      time: r ? r.time : null,
      memory: r ? r.memory : null,
      // A compile error or a judge failure explains itself where the program's stderr would be.
      stderr: r ? (r.errorMessage ? r.errorMessage : r.stderr) : '',
      userInput: e.input,
      expectedOutput: e.expectedOutput,
      userOutput: r ? r.stdout : '',
      problemJudgeMode: e.problem.judgeMode,
    };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, e] of this.entries) {
      const expired = e.state === 'done' ? now - e.finishedAt > TEST_RUN_KEEP_MS : now - e.createdAt > STALE_MS;
      if (expired) this.entries.delete(key);
    }
  }
}
