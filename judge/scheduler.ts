/**
 * The worker pool: each worker claims a task from the host (the host orders the queue and makes
 * the claim atomic), judges it, and claims again; idle workers wake on the host's `queued` event.
 * `cancel` and `superseded` events stop the running attempt (the running case is killed);
 * a cancelled attempt is reported Cancelled. An attempt that ends without a final report (the
 * host could not take one, or the judge broke) is announced as `failed`, so the host's owner can
 * give the task back to the queue or end it.
 */
import { cpus } from 'node:os';
import { JudgeStatus } from '../src/contract/judge-status.ts';
import type { CaseResult, FinalResult, HostEvent, JudgeTask, TaskKey, TestRunResult } from './host.ts';
import { abortReason, type JudgeContext, TaskAborted } from './context.ts';
import { judgeSubmission } from './judge-submission.ts';
import { judgeTestRun } from './test-run.ts';

export type ProgressEvent =
  | { type: 'started'; key: TaskKey }
  | { type: 'case'; key: TaskKey; result: CaseResult }
  | { type: 'finished'; key: TaskKey; result: FinalResult | TestRunResult }
  | { type: 'dropped'; key: TaskKey; reason: string }
  /** The attempt ended with no final status recorded. */
  | { type: 'failed'; key: TaskKey; error: string }
  | { type: 'error'; error: string };

export interface SchedulerOptions {
  /** Number of workers; default: the number of cores. */
  workers?: number;
  /** How long an idle worker waits before asking the host again without an event (ms). */
  idlePollMs?: number;
}

export class JudgeScheduler {
  private readonly workers: number;
  private readonly idlePollMs: number;
  private readonly running = new Map<string, { key: TaskKey; controller: AbortController }>();
  private readonly listeners = new Set<(e: ProgressEvent) => void>();
  private waiters: Array<() => void> = [];
  /** Counts `queued` events, so a worker whose claim found nothing sees one that came during the claim. */
  private queuedEvents = 0;
  private loops: Promise<void>[] = [];
  private unsubscribe: (() => void) | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: JudgeContext,
    opts: SchedulerOptions = {},
  ) {
    this.workers = Math.max(1, opts.workers ?? cpus().length);
    this.idlePollMs = opts.idlePollMs ?? 5_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.ctx.host.subscribe((e) => this.onHostEvent(e));
    this.loops = Array.from({ length: this.workers }, () => this.loop());
  }

  /** Stops claiming, aborts running attempts (left for the host to re-queue) and waits for the workers. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe?.();
    for (const { controller } of this.running.values()) controller.abort('shutdown');
    this.wakeAll();
    await Promise.all(this.loops);
  }

  onProgress(listener: (e: ProgressEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keys of the attempts being judged right now. */
  active(): TaskKey[] {
    return [...this.running.values()].map((r) => r.key);
  }

  private onHostEvent(e: HostEvent): void {
    if (e.type === 'queued') {
      this.queuedEvents++;
      this.wakeAll();
      return;
    }
    const entry = this.running.get(keyOf(e.key));
    if (entry && entry.key.attempt === e.key.attempt) entry.controller.abort(e.type);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let task: JudgeTask | null = null;
      const queuedBefore = this.queuedEvents;
      try {
        task = await this.ctx.host.claim(this.ctx.judger);
      } catch (e) {
        this.emit({ type: 'error', error: `claim failed: ${String(e)}` });
      }
      if (!task) {
        if (this.queuedEvents === queuedBefore) await this.idle();
        continue;
      }
      await this.judge(task);
    }
  }

  private async judge(task: JudgeTask): Promise<void> {
    const controller = new AbortController();
    const id = keyOf(task.key);
    this.running.set(id, { key: task.key, controller });
    this.emit({ type: 'started', key: task.key });
    try {
      const result =
        task.kind === 'test'
          ? await judgeTestRun(this.ctx, task, controller.signal)
          : await judgeSubmission(this.ctx, task, controller.signal, (r) =>
              this.emit({ type: 'case', key: task.key, result: r }),
            );
      if (result) this.emit({ type: 'finished', key: task.key, result });
      else this.emit({ type: 'dropped', key: task.key, reason: 'the host refused the attempt' });
    } catch (e) {
      const reason =
        e instanceof TaskAborted ? e.reason : controller.signal.aborted ? abortReason(controller.signal) : null;
      if (reason === 'cancel') await this.reportCancelled(task);
      if (reason) this.emit({ type: 'dropped', key: task.key, reason });
      else
        this.emit({
          type: 'failed',
          key: task.key,
          error: `judging ${id} failed: ${e instanceof Error ? e.message : String(e)}`,
        });
    } finally {
      this.running.delete(id);
    }
  }

  private async reportCancelled(task: JudgeTask): Promise<void> {
    const status = JudgeStatus.CANCELLED;
    try {
      if (task.kind === 'test')
        await this.ctx.host.finishTest(task.key, { status, time: 0, memory: 0, stdout: '', stderr: '' });
      else
        await this.ctx.host.finish(task.key, {
          status,
          score: null,
          oiRankScore: null,
          time: 0,
          memory: 0,
          judger: this.ctx.judger,
        });
    } catch (e) {
      this.emit({
        type: 'failed',
        key: task.key,
        error: `reporting cancel failed: ${e instanceof Error ? e.message : String(e)}`,
      });
    }
  }

  private idle(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, this.idlePollMs);
      this.waiters.push(done);
    });
  }

  private wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private emit(e: ProgressEvent): void {
    for (const l of this.listeners) l(e);
  }
}

function keyOf(key: TaskKey): string {
  return `${key.kind}:${key.id}`;
}
