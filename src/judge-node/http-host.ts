/**
 * The JudgeHost of a judge node: the existing scheduler judges through it unchanged. A claim asks
 * the server (which waits a bounded time for work), fetches the task's files by hash into the
 * node's cache and places the checker include files; the test data is checked against its hashes
 * again right before the cases run. Reports go to the server in order through one queue
 * (report-queue.ts), batched, and the worker goes on without waiting for their answers: the
 * server takes them only while this node holds the attempt, and a refused one stops the attempt
 * here (as a take-back does). A report that could not be delivered gives the attempt back. Cancels
 * and take-backs arrive with the heartbeat (node.ts).
 */
import { judgeNodeEndpoints as E } from '../contract/endpoints/judge-node.ts';
import type { NodeManifest, NodeReport, NodeState } from '../contract/judge-node.ts';
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
import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import type { NodeClient } from './client.ts';
import type { FileCache } from './file-cache.ts';
import { timed } from '../judging/node-trace.ts';
import { syncIncludes } from './includes.ts';
import { ReportQueue } from './report-queue.ts';

const idOf = (key: TaskKey) => `${key.kind}:${key.id}:${key.attempt}`;

export class HttpHost implements JudgeHost {
  private readonly listeners = new Set<(event: HostEvent) => void>();
  private readonly manifests = new WeakMap<ProblemSpec, NodeManifest>();
  private readonly reports: ReportQueue;
  /** Attempts whose report could not be delivered: given back once. */
  private readonly givenUp = new Set<string>();
  /** The server's lease (ms): the heartbeat comes well within it. */
  leaseMs = 30_000;

  constructor(
    private readonly client: NodeClient,
    private readonly files: FileCache,
    private readonly includeDir: string,
    private readonly state: () => NodeState,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.reports = new ReportQueue(async (reports) => (await client.call(E.report, { reports })).accepted);
  }

  /** Resolves once every report made so far has the server's answer. */
  flush(): Promise<void> {
    return this.reports.flush();
  }

  async claim(): Promise<JudgeTask | null> {
    const answer = await this.client.call(E.claim, this.state());
    this.leaseMs = answer.leaseMs;
    if (!answer.leased) {
      // The server waited for work and had none: ask again at once (its wait is the pacing).
      this.emit({ type: 'queued' });
      return null;
    }
    const task = answer.leased.task as unknown as JudgeTask;
    const manifest = answer.leased.manifest;
    try {
      await timed('node', 'claim files', {}, async () => {
        for (const c of manifest.cases) {
          await this.files.verified(c.input);
          await this.files.verified(c.output);
        }
        if (task.kind === 'submission' && task.problem.checker)
          await syncIncludes(this.includeDir, this.files, manifest.includes);
      });
    } catch (e) {
      // Without its files the task cannot be judged here: it goes back to the server's queue at once.
      await this.failed(task.key, `fetching the test data failed: ${e instanceof Error ? e.message : String(e)}`);
      this.emit({ type: 'queued' });
      return null;
    }
    this.manifests.set(task.problem, manifest);
    return task;
  }

  /** The cases, each file checked against its hash now (a damaged one is fetched again). */
  async testData(problem: ProblemSpec): Promise<TestData> {
    const manifest = this.manifests.get(problem);
    if (!manifest) throw new Error(`no manifest for problem ${problem.id}`);
    await timed('node', 'testData', {}, async () => {
      for (const c of manifest.cases) {
        await this.files.verified(c.input);
        await this.files.verified(c.output);
      }
    });
    return {
      dir: this.files.dir,
      cases: manifest.cases.map((c) => ({
        index: c.index,
        input: c.input,
        output: c.output,
        score: c.score,
        groupNum: c.groupNum,
      })),
    };
  }

  /** Queues the report; the worker goes on as if it were taken (a refusal stops the attempt when it comes). */
  private report(key: TaskKey, report: NodeReport['report']): Promise<boolean> {
    this.reports.push({ key, report }).then(
      (accepted) => {
        if (!accepted) this.emit({ type: 'superseded', key });
      },
      (e) => this.undelivered(key, e),
    );
    return Promise.resolve(true);
  }

  /** A report that could not be delivered: the attempt stops here and is given back (once). */
  private undelivered(key: TaskKey, error: unknown): void {
    this.emit({ type: 'superseded', key });
    if (this.givenUp.has(idOf(key))) return;
    this.givenUp.add(idOf(key));
    this.log(
      `judge-node: reporting ${key.kind} ${key.id} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    void this.failed(key, 'a report of the judge node could not be delivered');
  }

  status(key: TaskKey, status: JudgeStatusCode): Promise<boolean> {
    // The server's claim left the submission in Compiling: saying so again would be a call for nothing.
    if (key.kind === 'submission' && status === JudgeStatus.COMPILING) return Promise.resolve(true);
    return this.report(key, { kind: 'status', status });
  }
  caseResult(key: TaskKey, result: CaseResult): Promise<boolean> {
    // The server keeps the start of the output and of the message only.
    const { userOutput, message } = result;
    return this.report(key, {
      kind: 'case',
      result: { ...result, userOutput: userOutput?.slice(0, 4096), message: message?.slice(0, 1024) },
    });
  }
  finish(key: TaskKey, result: FinalResult): Promise<boolean> {
    return this.report(key, {
      kind: 'finish',
      result: { ...result, errorMessage: result.errorMessage?.slice(0, 1 << 15) },
    });
  }
  finishTest(key: TaskKey, result: TestRunResult): Promise<boolean> {
    const cut = (text: string) => text.slice(0, 1 << 17);
    return this.report(key, {
      kind: 'finishTest',
      result: {
        ...result,
        stdout: cut(result.stdout),
        stderr: cut(result.stderr),
        errorMessage: result.errorMessage?.slice(0, 1 << 15),
      },
    });
  }
  /** Gives an attempt back that ended without a verdict (best effort: the lease takes it back otherwise). */
  async failed(key: TaskKey, error: string): Promise<void> {
    await this.reports.push({ key, report: { kind: 'failed', error: error.slice(0, 2000) } }).catch(() => false);
  }

  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: HostEvent): void {
    for (const l of this.listeners) l(event);
  }
}
