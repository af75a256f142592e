/**
 * Self-test "flood": one user queues six programs that sleep half a second each, then a classmate
 * queues one A+B. Two real workers over this host's sandbox take tasks in the order of the
 * server's fair queue (src/contract/fair-queue.ts, one task per user at a time while others
 * wait): the classmate's verdict must be among the first two, not behind the flood. The claim
 * itself, over SQLite, is the server's (tested in tests/judging); this checks the order the
 * server gives against the workers and sandbox of this machine.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pickFair } from '../src/contract/fair-queue.ts';
import { JudgeStatus } from '../src/contract/judge-status.ts';
import { CheckerBuilder } from './checkers/build.ts';
import type { FinalResult, JudgeHost, JudgeTask, ProblemSpec, TaskKey, TestData } from './host.ts';
import { JudgeScheduler } from './scheduler.ts';
import type { AbuseCheck } from './selftest-abuse-check.ts';
import { makeSubDir, makeWorkDir, removeDir } from './workspace.ts';

const FLOOD = 6;
const SLEEPER =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void){long long a,b;usleep(500000);scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';
const A_PLUS_B =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';

/** An in-memory queue of users' tasks, handed out as the server's fair queue hands them out. */
class FairQueueHost implements JudgeHost {
  private readonly waiting: { uid: string; task: JudgeTask; since: number }[] = [];
  private readonly running = new Map<string, number>();
  private readonly turns = new Map<string, number>();
  private readonly owner = new Map<string, string>();
  private turn = 0;
  readonly finished: { uid: string; status: number; at: number }[] = [];
  private allDone: () => void = () => undefined;
  readonly done: Promise<void>;

  constructor(
    private readonly data: TestData,
    private readonly total: number,
  ) {
    this.done = new Promise((resolve) => (this.allDone = resolve));
  }

  add(uid: string, task: JudgeTask): void {
    this.waiting.push({ uid, task, since: this.waiting.length });
    this.owner.set(task.key.id, uid);
  }

  claim = async (): Promise<JudgeTask | null> => {
    const heads = new Map<string, (typeof this.waiting)[number]>();
    for (const w of this.waiting) if (!heads.has(w.uid)) heads.set(w.uid, w);
    const pick = pickFair(
      [...heads.values()].map((w) => ({ uid: w.uid, priority: 0, since: w.since, seq: w.since, ref: w })),
      {
        running: (uid) => this.running.get(uid) ?? 0,
        servedAt: (uid) => this.turns.get(uid) ?? 0,
        share: 1,
      },
    );
    if (!pick) return null;
    this.waiting.splice(this.waiting.indexOf(pick.ref), 1);
    this.running.set(pick.uid, (this.running.get(pick.uid) ?? 0) + 1);
    this.turns.set(pick.uid, ++this.turn);
    return pick.ref.task;
  };

  testData = async () => this.data;
  status = async () => true;
  caseResult = async () => true;
  finish = async (key: TaskKey, r: FinalResult) => {
    const uid = this.owner.get(key.id)!;
    this.running.set(uid, (this.running.get(uid) ?? 1) - 1);
    this.finished.push({ uid, status: r.status, at: performance.now() });
    if (this.finished.length === this.total) this.allDone();
    return true;
  };
  finishTest = async () => false;
  subscribe = () => () => undefined;
}

export const flood: AbuseCheck = async ({ sandbox, workRoot, languages }) => {
  const name = 'flood';
  const c = languages.available().find((l) => l.family === 'c');
  if (!c) return { name, behaved: false, detail: 'no C compiler to build the programs with' };
  const dir = makeWorkDir(workRoot, 'selftest-flood');
  let scheduler: JudgeScheduler | null = null;
  try {
    const dataDir = join(dir, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    await writeFile(join(dataDir, '1.in'), '2 3\n', { mode: 0o644 });
    await writeFile(join(dataDir, '1.out'), '5\n', { mode: 0o644 });
    const data: TestData = {
      dir: dataDir,
      cases: [{ index: 1, input: '1.in', output: '1.out', score: 100, groupNum: 1 }],
    };
    const problem: ProblemSpec = {
      id: 0,
      type: 0,
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 64,
      difficulty: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      isRemoveEndBlank: true,
      caseVersion: 1,
    };
    const host = new FairQueueHost(data, FLOOD + 1);
    const task = (id: string, code: string): JudgeTask => ({
      kind: 'submission',
      key: { kind: 'submission', id, attempt: 1 },
      language: c.id,
      code,
      problem,
      budgetMs: 60_000,
    });
    for (let i = 1; i <= FLOOD; i++) host.add('flooder', task(`flood-${i}`, SLEEPER));
    host.add('classmate', task('classmate', A_PLUS_B));
    const checkers = new CheckerBuilder(sandbox, languages, makeSubDir(dir, 'checkers'), dir);
    const started = performance.now();
    scheduler = new JudgeScheduler(
      { host, sandbox, languages, checkers, workRoot: dir, judger: 'selftest' },
      { workers: 2 },
    );
    // A task that ends without a verdict (the judge broke) still counts, so the check always ends.
    scheduler.onProgress((e) => {
      if (e.type === 'failed' || e.type === 'dropped')
        void host.finish(e.key, {
          status: JudgeStatus.SYSTEM_ERROR,
          score: null,
          oiRankScore: null,
          time: 0,
          memory: 0,
          judger: 'selftest',
        });
    });
    scheduler.start();
    await host.done;
    const rank = host.finished.findIndex((f) => f.uid === 'classmate') + 1;
    const all = host.finished.every((f) => f.status === JudgeStatus.ACCEPTED);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const mine = host.finished[rank - 1]!;
    const detail =
      `the classmate's A+B, queued after ${FLOOD} sleeping programs of one user, was judged ${rank} of ${FLOOD + 1}` +
      ` after ${seconds(mine.at - started)} s (all ${FLOOD + 1} in ${seconds(host.finished.at(-1)!.at - started)} s)` +
      (all ? '' : `; verdicts ${host.finished.map((f) => f.status).join(', ')}`);
    return { name, behaved: rank <= 2 && all, detail };
  } catch (e) {
    return { name, behaved: false, detail: `check failed: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    await scheduler?.stop();
    await removeDir(dir).catch(() => undefined);
  }
};
