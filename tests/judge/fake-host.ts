/**
 * An in-memory JudgeHost: the server side of the judge port, kept as simple as the contract
 * allows. Queue order: test runs, then contest submissions, then practice; claiming bumps the
 * attempt and reports of an older attempt are refused, as the real host does.
 */
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { DEFAULT_WEBSITE_CONFIG } from '../../src/contract/site.ts';
import type {
  CaseResult,
  FinalResult,
  HostEvent,
  JudgeHost,
  JudgeTask,
  ProblemSpec,
  TaskKey,
  TestData,
  TestRunResult,
} from '../../judge/host.ts';

/** The site's default judging budget of a submission. */
export const DEFAULT_BUDGET_MS = DEFAULT_WEBSITE_CONFIG.submissionBudgetSeconds * 1000;

export interface Record_ {
  task: JudgeTask;
  /** 0 test run, 1 contest, 2 practice. */
  priority: number;
  queued: boolean;
  attempt: number;
  statuses: JudgeStatusCode[];
  cases: CaseResult[];
  final?: FinalResult | TestRunResult;
  refused: number;
  done: PromiseWithResolvers<FinalResult | TestRunResult>;
}

type NewTask =
  | { kind: 'submission'; language: string; code: string; problem: ProblemSpec; contest?: boolean; budgetMs?: number }
  | { kind: 'test'; language: string; code: string; problem: ProblemSpec; input: string; expectedOutput?: string };

export class FakeHost implements JudgeHost {
  readonly records = new Map<string, Record_>();
  readonly claims: string[] = [];
  private readonly data = new Map<number, TestData>();
  private readonly listeners = new Set<(e: HostEvent) => void>();
  private nextId = 1;

  setTestData(problemId: number, data: TestData): void {
    this.data.set(problemId, data);
  }

  /** Queues a task and returns its id. */
  add(t: NewTask, opts: { silent?: boolean } = {}): string {
    const id = String(this.nextId++);
    const key: TaskKey = { kind: t.kind, id, attempt: 0 };
    const task: JudgeTask =
      t.kind === 'test'
        ? {
            kind: 'test',
            key,
            language: t.language,
            code: t.code,
            problem: t.problem,
            input: t.input,
            expectedOutput: t.expectedOutput,
          }
        : {
            kind: 'submission',
            key,
            language: t.language,
            code: t.code,
            problem: t.problem,
            budgetMs: t.budgetMs ?? DEFAULT_BUDGET_MS,
          };
    const priority = t.kind === 'test' ? 0 : t.contest ? 1 : 2;
    this.records.set(id, {
      task,
      priority,
      queued: true,
      attempt: 0,
      statuses: [],
      cases: [],
      refused: 0,
      done: Promise.withResolvers(),
    });
    if (!opts.silent) this.emit({ type: 'queued' });
    return id;
  }

  /** Wakes idle workers (after adding tasks silently). */
  notify(): void {
    this.emit({ type: 'queued' });
  }

  result(id: string): Promise<FinalResult | TestRunResult> {
    return this.record(id).done.promise;
  }

  /** Re-queues a task (the next claim is a new attempt); the running attempt is told it is superseded. */
  rejudge(id: string): void {
    const r = this.record(id);
    const old = { ...r.task.key, attempt: r.attempt };
    r.queued = true;
    r.cases = [];
    r.final = undefined;
    r.done = Promise.withResolvers();
    this.emit({ type: 'superseded', key: old });
    this.emit({ type: 'queued' });
  }

  /** Cancels a task: a queued one is finished here, a running one is told to stop. */
  cancel(id: string): void {
    const r = this.record(id);
    if (r.queued) {
      r.queued = false;
      this.accept(r, { status: JudgeStatus.CANCELLED, score: null, oiRankScore: null, time: 0, memory: 0, judger: '' });
      return;
    }
    this.emit({ type: 'cancel', key: { ...r.task.key, attempt: r.attempt } });
  }

  async claim(): Promise<JudgeTask | null> {
    const next = [...this.records.entries()]
      .filter(([, r]) => r.queued)
      .sort(([a, x], [b, y]) => x.priority - y.priority || Number(a) - Number(b))[0];
    if (!next) return null;
    const [id, r] = next;
    r.queued = false;
    r.attempt++;
    r.task = { ...r.task, key: { ...r.task.key, attempt: r.attempt } };
    this.claims.push(id);
    return r.task;
  }

  async testData(problem: ProblemSpec): Promise<TestData> {
    const data = this.data.get(problem.id);
    if (!data) throw new Error(`no test data for problem ${problem.id}`);
    return data;
  }

  async status(key: TaskKey, status: JudgeStatusCode): Promise<boolean> {
    const r = this.current(key);
    if (r) r.statuses.push(status);
    return !!r;
  }

  async caseResult(key: TaskKey, result: CaseResult): Promise<boolean> {
    const r = this.current(key);
    if (r) r.cases.push(result);
    return !!r;
  }

  async finish(key: TaskKey, result: FinalResult): Promise<boolean> {
    const r = this.current(key);
    if (r) this.accept(r, result);
    return !!r;
  }

  async finishTest(key: TaskKey, result: TestRunResult): Promise<boolean> {
    return this.finish(key, result as unknown as FinalResult);
  }

  subscribe(listener: (e: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private accept(r: Record_, result: FinalResult | TestRunResult): void {
    r.final = result;
    r.done.resolve(result);
  }

  /** The record when `key` is its current attempt and it is not finished yet. */
  private current(key: TaskKey): Record_ | null {
    const r = this.records.get(key.id);
    if (!r || r.attempt !== key.attempt || r.queued || r.final) {
      if (r) r.refused++;
      return null;
    }
    return r;
  }

  private record(id: string): Record_ {
    const r = this.records.get(id);
    if (!r) throw new Error(`no task ${id}`);
    return r;
  }

  private emit(e: HostEvent): void {
    for (const l of this.listeners) l(e);
  }
}
