/**
 * The judge's host over SQLite. A submission row in Pending is the queue entry; a claim moves it
 * to Compiling and bumps its judge attempt in one transaction, so no row is handed out twice.
 * Every report names its attempt and is written only while that attempt is the row's current
 * one and the row is still being judged; anything older is refused (false), which tells the
 * judge to drop the task. Which task a free worker takes is the fair queue's choice
 * (src/contract/fair-queue.ts): submissions, online test runs (kept in memory) and checker
 * compiles (run by the host on the claiming worker) wait per user, and the whole choice and its
 * claim are one transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { submissions } from '../db/schema/index.ts';
import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
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
import { countFinished } from '../domain/submissions/counters.ts';
import { listening, publishSubmission, submissionChannel } from '../domain/events/hub.ts';
import { loadProblemSpec, problemTestData } from './problem-spec.ts';
import { stopForTestData } from './test-data-guard.ts';
import type { TestRunStore } from './test-runs.ts';
import { HostJobs } from './host-jobs.ts';
import { pickFair, type Candidate } from '../contract/fair-queue.ts';
import { getWebsiteConfig } from '../domain/site/website-config.ts';

const IN_FLIGHT = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** The per-report writes, as statements SQLite keeps compiled (they run a dozen times a submission). */
const CURRENT_ATTEMPT = `submit_id = ?1 and judge_attempt = ?2 and status in (${IN_FLIGHT.join(', ')})`;
const SET_STATUS = `update submissions set status = ?3 where ${CURRENT_ATTEMPT}`;
const CASE_COLUMNS = [
  'input_data',
  'output_data',
  'user_output',
  'status',
  'time',
  'memory',
  'score',
  'group_num',
  'message',
];
/** One statement: written only while the attempt is current, replacing an earlier result of the same case. */
const UPSERT_CASE = `insert into judge_cases (submit_id, case_index, ${CASE_COLUMNS.join(', ')})
  select ?1, ?3, ${CASE_COLUMNS.map((_, i) => `?${i + 4}`).join(', ')} from submissions where ${CURRENT_ATTEMPT}
  on conflict (submit_id, case_index) do update set ${CASE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`;
/** Kept per case: the start of the user's output and the failure reason. */
const USER_OUTPUT_MAX = 4096;
const MESSAGE_MAX = 1024;
/**
 * Each user's oldest pending submission per priority, found by seeking through the queue index
 * (status, priority, uid, submit id) from one (priority, user) to the next: the cost follows the
 * number of waiting users, not of waiting submissions (a flood or a rejudge of thousands).
 */
/** Remote submissions (a remote_runs row) are the remote judge's (src/remote), never this queue's. */
const LOCAL = 'not exists (select 1 from remote_runs r where r.submit_id = submissions.submit_id)';
const FIRST_USER = `select priority, uid from submissions where status = ${JudgeStatus.PENDING} and ${LOCAL} order by priority, uid limit 1`;
const NEXT_USER = `select priority, uid from submissions where status = ${JudgeStatus.PENDING} and ${LOCAL} and priority = ?1 and uid > ?2 order by uid limit 1`;
const NEXT_PRIORITY = `select priority, uid from submissions where status = ${JudgeStatus.PENDING} and ${LOCAL} and priority > ?1 order by priority, uid limit 1`;
const USER_HEAD = `select submit_id as submitId, submit_time as since from submissions
  where status = ${JudgeStatus.PENDING} and ${LOCAL} and priority = ?1 and uid = ?2 order by submit_id limit 1`;
/** The same for a judge of some languages only (a judge node): the user's oldest submission in one of them. */
const USER_HEAD_IN = USER_HEAD.replace(' order by', ' and language in (select value from json_each(?3)) order by');
const RUNNING = `select uid, count(*) as n from submissions where status in (${IN_FLIGHT.join(', ')}) and ${LOCAL} group by uid`;
const TURNS = 'select uid, served_at as servedAt from judge_turns where uid in (select value from json_each(?1))';
/** Records the user's turn (work queued under no user, such as an import's compile, has none). */
const SERVE = `insert into judge_turns (uid, served_at) select ?1, (select coalesce(max(served_at), 0) + 1 from judge_turns)
  where exists (select 1 from users where uid = ?1) on conflict (uid) do update set served_at = excluded.served_at`;

type Pick = { kind: 'row'; submitId: number } | { kind: 'test'; key: string } | { kind: 'job'; key: string };

export class DbHost implements JudgeHost {
  private readonly listeners = new Set<(event: HostEvent) => void>();

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly tests: TestRunStore,
    private readonly jobs: HostJobs = new HostJobs(),
  ) {}

  /** Tells the judge something happened (a new task, a cancel, a superseded attempt). */
  notify(event: HostEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `languages`: only tasks in these (a judge node's); absent, any. */
  async claim(judger: string, languages?: readonly string[]): Promise<JudgeTask | null> {
    for (;;) {
      const claimed = this.claimNext(judger, languages);
      if (!claimed) return null;
      if (claimed.kind === 'job') {
        await claimed.run();
        continue;
      }
      if (claimed.kind === 'test') return claimed.task;
      const row = claimed.row;
      const problem = loadProblemSpec(this.db, row.pid);
      this.announce(row.submitId);
      if (problem) {
        const key: TaskKey = { kind: 'submission', id: String(row.submitId), attempt: row.attempt };
        const stopped = await stopForTestData(this.db, this.dataDir, problem, row.submitId, judger);
        if (stopped) {
          await this.finish(key, stopped);
          continue;
        }
        // The site's judging budget as it is now: a changed setting applies from the next claim.
        const budgetMs = getWebsiteConfig(this.db).submissionBudgetSeconds * 1000;
        return { kind: 'submission', key, language: row.language, code: row.code, problem, budgetMs };
      }
      // The problem vanished between the claim and now: nothing to judge against.
      await this.finish(
        { kind: 'submission', id: String(row.submitId), attempt: row.attempt },
        {
          status: JudgeStatus.SYSTEM_ERROR,
          score: null,
          oiRankScore: null,
          time: 0,
          memory: 0,
          errorMessage: 'the problem no longer exists',
          judger,
        },
      );
    }
  }

  /** The fair queue's next task, claimed and its user's turn recorded, in one transaction. */
  private claimNext(judger: string, languages?: readonly string[]) {
    return this.db.transaction(
      (tx) => {
        const pick = this.pick(languages);
        if (!pick) return null;
        if (pick.ref.kind === 'row') {
          const row = this.claimRow(tx as unknown as Db, pick.ref.submitId, judger);
          if (!row) return null;
          this.db.$client.query(SERVE).run(pick.uid);
          return { kind: 'row' as const, row };
        }
        this.db.$client.query(SERVE).run(pick.uid);
        if (pick.ref.kind === 'test') {
          const task = this.tests.take(pick.ref.key);
          return task ? { kind: 'test' as const, task } : null;
        }
        const run = this.jobs.take(pick.ref.key);
        return run ? { kind: 'job' as const, run } : null;
      },
      { behavior: 'immediate' },
    );
  }

  /** Every user's next task per priority (their test runs and compiles before their submissions), then the fair choice. */
  private pick(languages?: readonly string[]): Candidate<Pick> | null {
    const sqlite = this.db.$client;
    const only = languages ? JSON.stringify(languages) : null;
    const byUser = new Map<string, Candidate<Pick>>();
    type At = { priority: number; uid: string } | null;
    for (
      let at = sqlite.query(FIRST_USER).get() as At;
      at;
      at = (sqlite.query(NEXT_USER).get(at.priority, at.uid) ?? sqlite.query(NEXT_PRIORITY).get(at.priority)) as At
    ) {
      const h = (
        only
          ? sqlite.query(USER_HEAD_IN).get(at.priority, at.uid, only)
          : sqlite.query(USER_HEAD).get(at.priority, at.uid)
      ) as { submitId: number; since: number } | null;
      if (!h) continue;
      byUser.set(`${at.priority}:${at.uid}`, {
        uid: at.uid,
        priority: at.priority,
        since: h.since,
        seq: h.submitId,
        ref: { kind: 'row', submitId: h.submitId },
      });
    }
    for (const w of [
      ...this.tests.waiting(languages).map((t) => ({ ...t, kind: 'test' as const })),
      ...this.jobs.waiting().map((j) => ({ ...j, kind: 'job' as const })),
    ]) {
      const id = `${w.priority}:${w.uid}`;
      const mine = byUser.get(id);
      if (mine && mine.ref.kind !== 'row' && mine.since <= w.since) continue;
      byUser.set(id, {
        uid: w.uid,
        priority: w.priority,
        since: Math.min(w.since, mine?.since ?? w.since),
        seq: 0,
        ref: { kind: w.kind, key: w.key },
      });
    }
    if (byUser.size === 0) return null;
    const candidates = [...byUser.values()];
    const running = new Map((sqlite.query(RUNNING).all() as { uid: string; n: number }[]).map((r) => [r.uid, r.n]));
    const uids = [...new Set(candidates.map((c) => c.uid))];
    const turns = new Map(
      (sqlite.query(TURNS).all(JSON.stringify(uids)) as { uid: string; servedAt: number }[]).map((r) => [
        r.uid,
        r.servedAt,
      ]),
    );
    return pickFair(candidates, {
      running: (uid) => (running.get(uid) ?? 0) + this.tests.runningOf(uid) + this.jobs.runningOf(uid),
      servedAt: (uid) => turns.get(uid) ?? 0,
      share: getWebsiteConfig(this.db).judgeUserShare,
    });
  }

  /** Moves the pending row to Compiling and bumps its attempt. */
  private claimRow(tx: Db, submitId: number, judger: string) {
    const row = tx
      .select({
        submitId: submissions.submitId,
        pid: submissions.pid,
        language: submissions.language,
        code: submissions.code,
      })
      .from(submissions)
      .where(eq(submissions.submitId, submitId))
      .get();
    if (!row) return null;
    const updated = tx
      .update(submissions)
      .set({ status: JudgeStatus.COMPILING, judger, judgeAttempt: sql`${submissions.judgeAttempt} + 1` })
      .where(and(eq(submissions.submitId, row.submitId), eq(submissions.status, JudgeStatus.PENDING)))
      .returning({ attempt: submissions.judgeAttempt })
      .get();
    return updated ? { ...row, attempt: updated.attempt } : null;
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
    return (
      this.db.$client
        .query(UPSERT_CASE)
        .run(
          Number(key.id),
          key.attempt,
          r.index,
          r.inputData,
          r.outputData,
          r.userOutput?.slice(0, USER_OUTPUT_MAX) ?? null,
          r.status,
          r.time,
          r.memory,
          r.score,
          r.groupNum,
          r.message?.slice(0, MESSAGE_MAX) ?? null,
        ).changes > 0
    );
  }

  async finish(key: TaskKey, r: FinalResult): Promise<boolean> {
    if (key.kind === 'test') return false;
    // The verdict and the counters the lists read are written in one transaction.
    const changed = this.db.transaction(
      (tx) => {
        const row = tx
          .update(submissions)
          .set({
            status: r.status,
            score: r.score,
            oiRankScore: r.oiRankScore,
            time: r.time,
            memory: r.memory,
            errorMessage: r.errorMessage ?? null,
            judger: r.judger,
            judgedAt: new Date(),
          })
          .where(this.current(key))
          .returning()
          .get();
        if (row) countFinished(tx as unknown as Db, row);
        return row !== undefined;
      },
      { behavior: 'immediate' },
    );
    if (changed) this.announce(Number(key.id));
    return changed;
  }

  async finishTest(key: TaskKey, result: TestRunResult): Promise<boolean> {
    return key.kind === 'test' && this.tests.finish(key, result);
  }

  /** Tells the live-update streams watching this submission. */
  private announce(submitId: number): void {
    if (listening(submissionChannel(submitId))) publishSubmission(submitId);
  }
}
