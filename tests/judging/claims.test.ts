// Every claimed submission ends in a final status while the server runs: a judge failure ends in
// System Error with the reason, a report the host could not take re-queues the submission under a
// new attempt (bounded, then System Error), and a claim nobody works on lapses and is taken back.
// The judge is the real one (sandbox, languages, scheduler) over the server's SQLite host.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { isFinalStatus } from '../../src/contract/judge-status.ts';
import { judgeCases, submissions } from '../../src/db/schema/index.ts';
import { DbHost } from '../../src/judging/db-host.ts';
import type { ClaimLeases } from '../../src/judging/lease.ts';
import { watchClaims } from '../../src/judging/lease-watch.ts';
import { TestRunStore } from '../../src/judging/test-runs.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import type {
  CaseResult,
  FinalResult,
  HostEvent,
  JudgeHost,
  ProblemSpec,
  TaskKey,
  TestRunResult,
} from '../../judge/host.ts';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import type { Sandbox } from '../../judge/sandbox/types.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/factories.ts';
import { addProblem, insertSubmission } from '../api/submissions/helpers.ts';

const CACHE = process.env.VERDICT_TEST_CACHE ?? join(tmpdir(), 'verdict-test-cache');

/** The server's host, passed through, except that chosen case reports throw (a failing disk). */
class FailingHost implements JudgeHost {
  /** Submission id → how many more of its case reports throw. */
  readonly caseFailures = new Map<string, number>();
  constructor(private readonly inner: DbHost) {}
  claim = (judger: string) => this.inner.claim(judger);
  testData = (problem: ProblemSpec) => this.inner.testData(problem);
  status = (key: TaskKey, status: Parameters<DbHost['status']>[1]) => this.inner.status(key, status);
  finish = (key: TaskKey, result: FinalResult) => this.inner.finish(key, result);
  finishTest = (key: TaskKey, result: TestRunResult) => this.inner.finishTest(key, result);
  subscribe = (listener: (event: HostEvent) => void) => this.inner.subscribe(listener);
  async caseResult(key: TaskKey, result: CaseResult): Promise<boolean> {
    const left = this.caseFailures.get(key.id) ?? 0;
    if (left > 0) {
      this.caseFailures.set(key.id, left - 1);
      throw new Error('disk I/O error');
    }
    return this.inner.caseResult(key, result);
  }
}

const t = makeTestApp();
chmodSync(t.dataDir, 0o755);
const db = t.deps.db;
const workRoot = join(t.dataDir, 'judge', 'work');
let sandbox: Sandbox;
let dbHost: DbHost;
let host: FailingHost;
let scheduler: JudgeScheduler;
let leases: ClaimLeases;
let add: () => number;

beforeAll(async () => {
  mkdirSync(workRoot, { recursive: true, mode: 0o755 });
  sandbox = await createSandbox();
  const languages = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: join(CACHE, 'pch') });
  const checkers = new CheckerBuilder(sandbox, languages, join(CACHE, 'checkers'), workRoot);
  dbHost = new DbHost(db, t.dataDir, new TestRunStore());
  host = new FailingHost(dbHost);
  // Workers wake only on the host's events: a claim made outside them stays theirs to take back.
  scheduler = new JudgeScheduler(
    { host, sandbox, languages, checkers, workRoot, judger: 'test-judge' },
    { workers: 2, idlePollMs: 600_000 },
  );
  scheduler.start();
  leases = watchClaims(
    { db, scheduler, host, notify: (e) => dbHost.notify(e) },
    { leaseMs: 400, everyMs: 100, maxRetries: 2 },
  );
  const user = await createUser(t.deps, { role: 1000 });
  const problem = await addProblem(t, user);
  add = () => insertSubmission(t, { uid: user.uid, username: user.username, pid: problem.id, status: 5 }).submitId;
});

afterAll(async () => {
  await leases.stop();
  await scheduler.stop();
  await sandbox.close();
  t[Symbol.dispose]();
});

const row = (id: number) => db.select().from(submissions).where(eq(submissions.submitId, id)).get()!;
const cases = (id: number) =>
  db.select().from(judgeCases).where(eq(judgeCases.submitId, id)).orderBy(asc(judgeCases.caseIndex)).all();

/** Waits until the submission has a final status (bounded by the test's timeout). */
async function final(id: number) {
  while (!isFinalStatus(row(id).status)) await Bun.sleep(50);
  return row(id);
}

function queue(): number {
  const id = add();
  dbHost.notify({ type: 'queued' });
  return id;
}

describe('a claimed submission always ends', () => {
  test('a work root that cannot be used ends the submission in System Error with the reason', async () => {
    rmSync(workRoot, { recursive: true, force: true });
    writeFileSync(workRoot, 'not a directory');
    try {
      const r = await final(queue());
      expect([r.status, r.judgeAttempt, r.judgeRetries]).toEqual([4, 1, 0]);
      expect(r.errorMessage).toContain('judge failure');
      expect(r.errorMessage).toContain(workRoot);
    } finally {
      rmSync(workRoot, { force: true });
      mkdirSync(workRoot, { recursive: true, mode: 0o755 });
    }
  });

  test('a case report the host cannot take once: re-queued under a new attempt, then judged', async () => {
    const id = add();
    host.caseFailures.set(String(id), 1);
    dbHost.notify({ type: 'queued' });
    const r = await final(id);
    expect([r.status, r.judgeAttempt, r.judgeRetries, r.errorMessage]).toEqual([0, 2, 1, null]);
    expect(cases(id).map((c) => [c.caseIndex, c.status])).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  test('reports that keep failing: two retries, then System Error saying why', async () => {
    const id = add();
    host.caseFailures.set(String(id), Infinity);
    dbHost.notify({ type: 'queued' });
    const r = await final(id);
    expect([r.status, r.judgeAttempt, r.judgeRetries]).toEqual([4, 3, 2]);
    expect(r.errorMessage).toContain('judging failed 3 times');
    expect(r.errorMessage).toContain('disk I/O error');
    expect(cases(id)).toEqual([]);
  });

  test('a claim no worker holds lapses and goes back to the queue', async () => {
    const id = add();
    // A judge that claimed the submission and then vanished.
    const claimed = await dbHost.claim('vanished-judge');
    expect(claimed?.key).toEqual({ kind: 'submission', id: String(id), attempt: 1 });
    expect(row(id).status).toBe(6);
    const r = await final(id);
    expect([r.status, r.judgeAttempt, r.judgeRetries, r.judger]).toEqual([0, 2, 1, 'test-judge']);
    // The vanished judge's late report of its attempt is refused.
    expect(
      await dbHost.finish(claimed!.key, {
        status: 4,
        score: null,
        oiRankScore: null,
        time: 0,
        memory: 0,
        judger: 'vanished-judge',
      }),
    ).toBe(false);
  });
});
