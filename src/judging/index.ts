/**
 * The judging service of a running Verdict: the sandbox, the detected languages, the checker
 * builder and the worker pool, judging through the SQLite host. Start-up re-queues whatever a
 * previous process left unfinished and starts building missing precompiled headers in the
 * background; while it runs, claim leases make every claimed submission end in a final status.
 * The HTTP layer reaches it as `deps.judge`.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { TestJudgeResult } from '../contract/submissions.ts';
import { Errors } from '../domain/errors.ts';
import { checkerIncludeDir } from '../domain/checker-includes/store.ts';
import type { QueueChange } from '../domain/rejudge/admin-judge.ts';
import { log } from '../log.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import { CompileCache } from '../../judge/compile-cache.ts';
import type { JudgeContext } from '../../judge/context.ts';
import { LanguageRegistry, type Language } from '../../judge/languages/registry.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import type { SandboxInfo } from '../../judge/sandbox/types.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { DbHost } from './db-host.ts';
import { publishSubmission } from '../domain/events/hub.ts';
import { requeueUnfinished } from './recovery.ts';
import { assertReachable } from './reachable.ts';
import { loadProblemSpec } from './problem-spec.ts';
import { TEST_RUNS_PER_USER, TestRunStore } from './test-runs.ts';
import { HostJobs } from './host-jobs.ts';
import { DEFAULT_LEASE_MS, type LeaseOptions } from './lease.ts';
import { NodeBridge } from './node-bridge.ts';
import { trace } from './node-trace.ts';
import { watchClaims } from './lease-watch.ts';
import { DEFAULT_LANGUAGES } from '../contract/languages.ts';
import { freeBytes, reserveBytes, sizeText } from '../domain/site/disk-space.ts';
import { storageWatch } from '../domain/site/storage-watch.ts';
import { KeptReportsHost } from './kept-reports.ts';

export interface JudgingDeps {
  db: Db;
  config: Config;
  dataDir: string;
}

export interface JudgingOptions {
  /** Where precompiled headers and compiled checkers are kept (default <dataDir>/judge/cache). */
  cacheDir?: string;
  /** Scratch space for compiles and runs (default <dataDir>/judge/work). */
  workRoot?: string;
  /** This judge's name in results (default the host name). */
  judger?: string;
  /** Claim lease timing and retries (src/judging/lease.ts has the defaults). */
  lease?: LeaseOptions;
}

export interface TestRunRequest {
  uid: string;
  /** The problem's internal id. */
  pid: number;
  language: string;
  code: string;
  input: string;
  expectedOutput: string | null;
  /** The queue priority of where it is run (src/domain/submissions/priority.ts). */
  priority: number;
}

export interface JudgeService {
  readonly host: DbHost;
  /** The judge nodes' claims, reports and heartbeats (src/http/routes/judge-node.ts). */
  readonly nodes: NodeBridge;
  /** A submission was stored as Pending: wake an idle worker. */
  submitted(submitId: number): void;
  /** Rejudge, cancel or manual judging changed these submissions. */
  applied(changes: QueueChange[]): void;
  /** Queues an online test run and returns its key. */
  submitTest(run: TestRunRequest): string;
  testResult(key: string, uid: string): TestJudgeResult | null;
  /** Languages of this host (with why unavailable ones are not). */
  languages(): Language[];
  /**
   * The worker pool as it is now: its size, what the busy workers judge, waiting test runs, the
   * sandbox, and whether it waits for disk space (verdicts kept until they can be stored).
   */
  status(): {
    workers: number;
    active: { kind: 'submission' | 'test'; id: string }[];
    queuedTests: number;
    sandbox: SandboxInfo;
    waitingForRoom: boolean;
    keptVerdicts: number;
  };
  languageAvailable(id: string): boolean;
  /**
   * Compiles checker code with the problem's own files (headers) beside it, on a judge worker
   * when the fair queue gives the user (the one who asked; '' for none) their turn.
   */
  compileChecker(
    code: string,
    language: string,
    files?: Record<string, string> | null,
    uid?: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Stops the workers and frees the sandbox; running attempts are re-queued at the next start. */
  stop(): Promise<void>;
}

/** The C++ standards with a precompiled header, those of the default languages first. */
export function headerStandards(available: Language[]): string[] {
  const ranked = [...available].sort(
    (a, b) => Number(DEFAULT_LANGUAGES.includes(b.id)) - Number(DEFAULT_LANGUAGES.includes(a.id)),
  );
  return [...new Set(ranked.flatMap((l) => (l.pchStd ? [l.pchStd] : [])))];
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
  return path;
}

export async function startJudging(deps: JudgingDeps, opts: JudgingOptions = {}): Promise<JudgeService> {
  const { db, config, dataDir } = deps;
  assertReachable(dataDir);
  // Judging writes compiles, outputs and verdicts under the data directory: not on a full disk.
  const hasRoom = () => freeBytes(dataDir) > reserveBytes(db);
  if (!hasRoom())
    throw new Error(
      `the data directory's disk has ${sizeText(freeBytes(dataDir))} free, not more than the reserve of ${sizeText(reserveBytes(db))}`,
    );
  const cacheDir = ensureDir(opts.cacheDir ?? join(dataDir, 'judge', 'cache'));
  const workRoot = ensureDir(opts.workRoot ?? join(dataDir, 'judge', 'work'));
  // The re-queue writes to the database: a start that cannot write fails before a sandbox exists.
  const requeued = requeueUnfinished(db);
  if (requeued > 0) log.info('re-queued unfinished submissions', { count: requeued });

  const sandbox = await createSandbox({ diskMarginBytes: config.judgeDiskMarginMb * 1024 * 1024 });
  for (const warning of sandbox.info().warnings) log.warn('sandbox', { warning });
  let languages: LanguageRegistry;
  let checkers: CheckerBuilder;
  try {
    languages = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: ensureDir(join(cacheDir, 'pch')) });
    for (const l of languages.list())
      if (!l.available) log.info('language unavailable', { language: l.id, reason: l.reason });
    checkers = new CheckerBuilder(
      sandbox,
      languages,
      ensureDir(join(cacheDir, 'checkers')),
      workRoot,
      checkerIncludeDir(dataDir),
    );
    await languages.pch?.prepare(headerStandards(languages.available()));
  } catch (e) {
    // A start that failed leaves no sandbox behind: the next start makes its own.
    await sandbox.close().catch(() => undefined);
    throw e;
  }

  const tests = new TestRunStore();
  const jobs = new HostJobs();
  const host = new DbHost(db, dataDir, tests, jobs);
  const judger = opts.judger ?? hostname();
  const watch = storageWatch(dataDir);
  const kept = new KeptReportsHost(host, { hasRoom }, watch);
  const compileCache = new CompileCache({ dir: ensureDir(join(cacheDir, 'compile')) });
  const ctx: JudgeContext = { host: kept, sandbox, languages, checkers, compileCache, workRoot, judger };
  // 0 local workers: the server judges nothing itself, its judge nodes claim everything.
  const workers = config.judgeWorkers ?? cpus().length;
  const scheduler = new JudgeScheduler(ctx, { workers });
  scheduler.onProgress((e) => {
    if (e.type === 'started' || e.type === 'finished') trace('server', e.type, { id: e.key.id });
    if (e.type === 'error') log.error('judge', { error: e.error });
  });
  if (workers > 0) scheduler.start();
  const nodes = new NodeBridge({
    db,
    dataDir,
    host,
    leaseMs: opts.lease?.leaseMs ?? DEFAULT_LEASE_MS,
    release: (key, reason) => leases.release(key, reason),
  });
  const leases = watchClaims(
    {
      db,
      scheduler,
      host,
      notify: (e) => host.notify(e),
      // The nodes' attempts are held like the local workers' while their nodes renew them.
      kept: () => [...kept.keptKeys(), ...nodes.heldKeys()],
      storageFull: (e) => watch.full("renewing the judge's claims", e),
    },
    opts.lease,
  );

  return {
    host,
    nodes,
    submitted() {
      host.notify({ type: 'queued' });
    },
    applied(changes) {
      for (const change of changes) {
        if (change.supersededAttempt !== null) {
          host.notify({
            type: 'superseded',
            key: { kind: 'submission', id: String(change.submitId), attempt: change.supersededAttempt },
          });
        }
        publishSubmission(change.submitId);
      }
      if (changes.some((c) => c.state.status === 5)) host.notify({ type: 'queued' });
    },
    submitTest(run) {
      if (tests.unfinishedOf(run.uid) >= TEST_RUNS_PER_USER) throw Errors.TestRunBusy();
      const { pid, ...rest } = run;
      const problem = loadProblemSpec(db, pid);
      if (!problem) throw Errors.ProblemNotFound();
      const key = tests.add({ ...rest, problem });
      host.notify({ type: 'queued' });
      return key;
    },
    testResult: (key, uid) => tests.view(key, uid),
    languages: () => languages.list(),
    status: () => ({
      workers,
      active: scheduler.active().map((k) => ({ kind: k.kind, id: k.id })),
      queuedTests: tests.queued(),
      sandbox: sandbox.info(),
      waitingForRoom: kept.waitingForRoom(),
      keptVerdicts: kept.keptKeys().length,
    }),
    languageAvailable: (id) => languages.get(id)?.available === true,
    async compileChecker(code, language, files, uid = '') {
      const built = jobs.add(uid, () => checkers.build({ language, code }, files ?? undefined));
      host.notify({ type: 'queued' });
      const result = await built;
      return result.ok ? { ok: true } : { ok: false, message: result.message };
    },
    async stop() {
      // Verdicts kept for a full disk get a last chance to be stored; otherwise the next start re-queues them.
      await kept.flush().catch(() => false);
      nodes.stop();
      await leases.stop();
      await scheduler.stop();
      await sandbox.close();
    },
  };
}
