/**
 * The judge's host over SQLite. A submission row in Pending is the queue entry; a claim moves it
 * to Compiling and bumps its judge attempt in one transaction, so no row is handed out twice.
 * Every report names its attempt and is written only while that attempt is the row's current
 * one and the row is still being judged; anything older is refused (false), which tells the
 * judge to drop the task. Online test runs are kept in memory and go first.
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { submissions } from '../db/schema/index.ts';
import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import type {
  CaseResult, FinalResult, HostEvent, JudgeHost, JudgeTask, ProblemSpec, TaskKey, TestData, TestRunResult,
} from '../../judge/host.ts';
import { countFinished } from '../domain/submissions/counters.ts';
import { getState } from '../domain/submissions/views.ts';
import type { SubmissionEvents } from './events.ts';
import { loadProblemSpec, problemTestData } from './problem-spec.ts';
import type { TestRunStore } from './test-runs.ts';

const IN_FLIGHT = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** The per-report writes, as statements SQLite keeps compiled (they run a dozen times a submission). */
const CURRENT_ATTEMPT = `submit_id = ?1 and judge_attempt = ?2 and status in (${IN_FLIGHT.join(', ')})`;
const SET_STATUS = `update submissions set status = ?3 where ${CURRENT_ATTEMPT}`;
const CASE_COLUMNS = ['input_data', 'output_data', 'user_output', 'status', 'time', 'memory', 'score', 'group_num', 'message'];
/** One statement: written only while the attempt is current, replacing an earlier result of the same case. */
const UPSERT_CASE = `insert into judge_cases (submit_id, case_index, ${CASE_COLUMNS.join(', ')})
  select ?1, ?3, ${CASE_COLUMNS.map((_, i) => `?${i + 4}`).join(', ')} from submissions where ${CURRENT_ATTEMPT}
  on conflict (submit_id, case_index) do update set ${CASE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`;
/** Kept per case: the start of the user's output and the failure reason. */
const USER_OUTPUT_MAX = 4096;
const MESSAGE_MAX = 1024;

export class DbHost implements JudgeHost {
  private readonly listeners = new Set<(event: HostEvent) => void>();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly events: SubmissionEvents,
    private readonly tests: TestRunStore,
  ) {}

  /** Tells the judge something happened (a new task, a cancel, a superseded attempt). */
  notify(event: HostEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async claim(judger: string): Promise<JudgeTask | null> {
    const test = this.tests.claim();
    if (test) return test;
    for (;;) {
      const row = this.claimRow(judger);
      if (!row) return null;
      const problem = loadProblemSpec(this.db, row.pid);
      this.announce(row.submitId);
      if (problem) {
        const key: TaskKey = { kind: 'submission', id: String(row.submitId), attempt: row.attempt };
        return { kind: 'submission', key, language: row.language, code: row.code, problem };
      }
      // The problem vanished between the claim and now: nothing to judge against.
      await this.finish({ kind: 'submission', id: String(row.submitId), attempt: row.attempt }, {
        status: JudgeStatus.SYSTEM_ERROR, score: null, oiRankScore: null, time: 0, memory: 0,
        errorMessage: 'the problem no longer exists', judger,
      });
    }
  }

  /** Contest submissions (higher priority) first, then the oldest. */
  private claimRow(judger: string) {
    return this.db.transaction((tx) => {
      const top = tx.select({ priority: max(submissions.priority) }).from(submissions)
        .where(eq(submissions.status, JudgeStatus.PENDING)).get();
      if (top?.priority === null || top?.priority === undefined) return null;
      const row = tx.select({ submitId: submissions.submitId, pid: submissions.pid, language: submissions.language, code: submissions.code })
        .from(submissions)
        .where(and(eq(submissions.status, JudgeStatus.PENDING), eq(submissions.priority, top.priority)))
        .orderBy(asc(submissions.submitId)).limit(1).get();
      if (!row) return null;
      const updated = tx.update(submissions)
        .set({ status: JudgeStatus.COMPILING, judger, judgeAttempt: sql`${submissions.judgeAttempt} + 1` })
        .where(and(eq(submissions.submitId, row.submitId), eq(submissions.status, JudgeStatus.PENDING)))
        .returning({ attempt: submissions.judgeAttempt }).get();
      return updated ? { ...row, attempt: updated.attempt } : null;
    }, { behavior: 'immediate' });
  }

  async testData(problem: ProblemSpec): Promise<TestData> {
    return problemTestData(this.db, this.dataDir, problem.id);
  }

  /** The row of this attempt, when it is still the current one and being judged. */
  private current(key: TaskKey) {
    return and(
      eq(submissions.submitId, Number(key.id)),
      eq(submissions.judgeAttempt, key.attempt),
      inArray(submissions.status, IN_FLIGHT),
    );
  }

  async status(key: TaskKey, status: JudgeStatusCode): Promise<boolean> {
    if (key.kind === 'test') return this.tests.status(key, status);
    const changed = this.db.$client.query(SET_STATUS).run(Number(key.id), key.attempt, status).changes > 0;
    if (changed) this.announce(Number(key.id));
    return changed;
  }

  async caseResult(key: TaskKey, r: CaseResult): Promise<boolean> {
    if (key.kind === 'test') return false;
    return this.db.$client.query(UPSERT_CASE).run(
      Number(key.id), key.attempt, r.index, r.inputData, r.outputData, r.userOutput?.slice(0, USER_OUTPUT_MAX) ?? null,
      r.status, r.time, r.memory, r.score, r.groupNum, r.message?.slice(0, MESSAGE_MAX) ?? null,
    ).changes > 0;
  }

  async finish(key: TaskKey, r: FinalResult): Promise<boolean> {
    if (key.kind === 'test') return false;
    // The verdict and the counters the lists read are written in one transaction.
    const changed = this.db.transaction((tx) => {
      const row = tx.update(submissions).set({
        status: r.status, score: r.score, oiRankScore: r.oiRankScore, time: r.time, memory: r.memory,
        errorMessage: r.errorMessage ?? null, judger: r.judger, judgedAt: new Date(),
      }).where(this.current(key)).returning().get();
      if (row) countFinished(tx as unknown as Db, row);
      return row !== undefined;
    }, { behavior: 'immediate' });
    if (changed) this.announce(Number(key.id));
    return changed;
  }

  async finishTest(key: TaskKey, result: TestRunResult): Promise<boolean> {
    return key.kind === 'test' && this.tests.finish(key, result);
  }

  /** Tells the live-update streams watching this submission (read only when one is). */
  private announce(submitId: number): void {
    if (!this.events.watching(submitId)) return;
    const state = getState(this.db, submitId);
    if (state) this.events.emit(state);
  }
}
