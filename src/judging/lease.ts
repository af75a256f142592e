/**
 * Claim leases: every submission a judge claims ends in a final status while the server runs.
 * A claim holds while its worker has it (renewed each round) and lapses `leaseMs` after the last
 * word; an attempt that ended without a verdict (the scheduler's `failed` event) is taken back at
 * once. Taking back re-queues the submission (partial case results removed, `judge_retries`
 * counted; the next claim is a new attempt and reports of the old one are refused from now on),
 * or, after `maxRetries` re-queues, ends it in System Error with the reason. Restart recovery (recovery.ts) handles what a stopped process left.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { judgeCases, submissions } from '../db/schema/index.ts';
import { JudgeStatus } from '../contract/judge-status.ts';
import type { FinalResult, TaskKey } from '../../judge/host.ts';
import { log } from '../log.ts';
import { isStorageFull } from '../contract/storage-full.ts';

const IN_FLIGHT = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** How long a claim holds without word from its worker, unless told otherwise (ms). */
export const DEFAULT_LEASE_MS = 30_000;

export interface LeaseOptions {
  /** How long a claim holds without word from its worker (ms). */
  leaseMs?: number;
  /** How often held claims are renewed and lapsed ones taken back (ms). */
  everyMs?: number;
  /** Re-queues of one submission before a failed claim ends it in System Error. */
  maxRetries?: number;
}

export interface LeaseHooks {
  /** The attempts the workers hold right now. */
  held(): TaskKey[];
  /** Records a final result of an attempt (the host's finish). */
  finish(key: TaskKey, result: FinalResult): Promise<boolean>;
  /** A submission went back to the queue; `lapsed` is the attempt taken back. */
  requeued(submitId: number, lapsed: TaskKey): void;
  /** A round could not write because the disk is full (it is tried again next round). */
  storageFull?(error: unknown): void;
}

export type Release = 'requeued' | 'failed' | 'gone';

export class ClaimLeases {
  private readonly leaseMs: number;
  private readonly everyMs: number;
  private readonly maxRetries: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private round: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly hooks: LeaseHooks,
    opts: LeaseOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
    this.everyMs = opts.everyMs ?? 5_000;
    this.maxRetries = opts.maxRetries ?? 2;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.round = this.round
        .then(() => this.sweep())
        .catch((e: unknown) => {
          if (isStorageFull(e) && this.hooks.storageFull) this.hooks.storageFull(e);
          else log.error('claim leases', { error: String(e) });
        });
    }, this.everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
  }

  /** One round: renews the held claims, starts the lease of new ones, takes back lapsed ones. */
  async sweep(): Promise<void> {
    const now = Date.now();
    const until = new Date(now + this.leaseMs);
    for (const key of this.hooks.held()) {
      if (key.kind === 'submission')
        this.db.update(submissions).set({ leaseUntil: until }).where(this.current(key)).run();
    }
    this.db
      .update(submissions)
      .set({ leaseUntil: until })
      .where(and(inArray(submissions.status, IN_FLIGHT), isNull(submissions.leaseUntil)))
      .run();
    const lapsed = this.db
      .select({ id: submissions.submitId, attempt: submissions.judgeAttempt })
      .from(submissions)
      .where(and(inArray(submissions.status, IN_FLIGHT), lt(submissions.leaseUntil, new Date(now))))
      .all();
    for (const row of lapsed) {
      const key: TaskKey = { kind: 'submission', id: String(row.id), attempt: row.attempt };
      await this.release(key, `no word from the judge for ${this.leaseMs} ms`);
    }
  }

  /** Takes back an attempt that ended without a verdict: re-queued, or System Error after too many retries. */
  async release(key: TaskKey, reason: string): Promise<Release> {
    if (key.kind !== 'submission') return 'gone';
    const submitId = Number(key.id);
    const outcome = this.db.transaction(
      (tx) => {
        const row = tx
          .select({ retries: submissions.judgeRetries, judger: submissions.judger })
          .from(submissions)
          .where(this.current(key))
          .get();
        if (!row) return null;
        if (row.retries >= this.maxRetries)
          return { requeued: false, tries: row.retries + 1, judger: row.judger ?? '' };
        tx.delete(judgeCases).where(eq(judgeCases.submitId, submitId)).run();
        tx.update(submissions)
          .set({
            status: JudgeStatus.PENDING,
            score: null,
            oiRankScore: null,
            time: null,
            memory: null,
            errorMessage: null,
            judger: null,
            judgedAt: null,
            leaseUntil: null,
            judgeRetries: sql`${submissions.judgeRetries} + 1`,
          })
          .where(this.current(key))
          .run();
        return { requeued: true, tries: row.retries + 1, judger: row.judger ?? '' };
      },
      { behavior: 'immediate' },
    );
    if (!outcome) return 'gone';
    if (outcome.requeued) {
      log.warn('judging re-queued', {
        submitId,
        attempt: key.attempt + 1,
        retry: outcome.tries,
        of: this.maxRetries,
        reason,
      });
      this.hooks.requeued(submitId, key);
      return 'requeued';
    }
    const errorMessage = `judging failed ${outcome.tries} times; the last time: ${reason}`;
    log.error('judging gave up', { submitId, attempt: key.attempt, reason });
    const ended = await this.hooks.finish(key, {
      status: JudgeStatus.SYSTEM_ERROR,
      score: null,
      oiRankScore: null,
      time: 0,
      memory: 0,
      errorMessage,
      judger: outcome.judger,
    });
    return ended ? 'failed' : 'gone';
  }

  /** The row of this attempt while it is still the current one and being judged. */
  private current(key: TaskKey) {
    return and(
      eq(submissions.submitId, Number(key.id)),
      eq(submissions.judgeAttempt, key.attempt),
      inArray(submissions.status, IN_FLIGHT),
    );
  }
}
