import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { remoteAccounts, remoteRuns } from '../../db/schema/index.ts';
import {
  ACCOUNT_SOURCE,
  BUILT_REMOTE_SOURCES,
  parseRemoteProblemId,
  type RemoteSource,
} from '../../contract/remote.ts';
import { Errors } from '../errors.ts';

/**
 * A remote problem's submission is queued for the remote judge (src/remote) instead of the local
 * one: its remote_runs row, written with the submission, keeps it out of the local queue.
 */

/** Whether a source has an enabled account (its switch: remote judging of it is on). */
export function sourceOpen(db: Db, source: RemoteSource): boolean {
  return (
    db
      .select({ id: remoteAccounts.id })
      .from(remoteAccounts)
      .where(and(eq(remoteAccounts.source, ACCOUNT_SOURCE[source]), eq(remoteAccounts.enabled, true)))
      .get() !== undefined
  );
}

/** The remote problem's source, checked to be judged here now. */
export function remoteSourceForSubmit(db: Db, displayId: string): RemoteSource {
  const id = parseRemoteProblemId(displayId);
  if (!id) throw Errors.RemoteJudgeUnavailable();
  if (!BUILT_REMOTE_SOURCES.includes(id.source)) throw Errors.RemoteSourceNotBuilt(id.source);
  if (!sourceOpen(db, id.source)) throw Errors.RemoteNoAccount(id.source);
  return id.source;
}

export function queueRemoteRun(db: Db, submitId: number, displayId: string, now: Date): void {
  const source = remoteSourceForSubmit(db, displayId);
  db.insert(remoteRuns).values({ submitId, source, remoteProblem: displayId, updatedAt: now }).run();
}
