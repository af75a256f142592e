/**
 * Connects the claim leases to a running scheduler: the workers' attempts are the held claims,
 * and an attempt that ended without a final status is settled at once (a submission is taken
 * back by the leases, an online test run ends in System Error with the reason).
 */
import type { Db } from '../db/client.ts';
import { JudgeStatus } from '../contract/judge-status.ts';
import type { HostEvent, JudgeHost, TaskKey } from '../../judge/host.ts';
import type { JudgeScheduler } from '../../judge/scheduler.ts';
import { log } from '../log.ts';
import { publishSubmission } from '../domain/events/hub.ts';
import { ClaimLeases, type LeaseOptions } from './lease.ts';

export interface ClaimWatchDeps {
  db: Db;
  scheduler: JudgeScheduler;
  /** Where final results go (the SQLite host). */
  host: JudgeHost;
  /** Tells the workers about the queue (the host's notify). */
  notify: (event: HostEvent) => void;
  /** Attempts judged whose reports wait for disk space: their claims hold too. */
  kept?: () => TaskKey[];
  /** A round of the leases could not write for a full disk. */
  storageFull?: (error: unknown) => void;
}

/** Starts the leases of `deps.scheduler`'s claims; stop them before the scheduler. */
export function watchClaims(deps: ClaimWatchDeps, opts: LeaseOptions = {}): ClaimLeases {
  const { db, scheduler, host, notify } = deps;
  const leases = new ClaimLeases(
    db,
    {
      held: () => [...scheduler.active(), ...(deps.kept?.() ?? [])],
      finish: (key, result) => host.finish(key, result),
      requeued(submitId, lapsed) {
        notify({ type: 'superseded', key: lapsed });
        publishSubmission(submitId);
        notify({ type: 'queued' });
      },
      storageFull: deps.storageFull,
    },
    opts,
  );
  const settle = async (key: TaskKey, error: string) => {
    if (key.kind === 'submission') return void (await leases.release(key, error));
    await host.finishTest(key, {
      status: JudgeStatus.SYSTEM_ERROR,
      time: 0,
      memory: 0,
      stdout: '',
      stderr: '',
      errorMessage: error,
    });
  };
  scheduler.onProgress((e) => {
    if (e.type !== 'failed') return;
    log.error('judging failed', { kind: e.key.kind, id: e.key.id, attempt: e.key.attempt, error: e.error });
    // When even this fails, the lapsed lease takes the submission back in a later round.
    settle(e.key, e.error).catch((err: unknown) =>
      log.error('settling a failed attempt', { id: e.key.id, error: String(err) }),
    );
  });
  leases.start();
  return leases;
}
