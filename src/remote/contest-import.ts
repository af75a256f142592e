import type { Db } from '../db/client.ts';
import type { RemoteContestImport } from '../contract/remote-contest.ts';
import { type RemoteProblemId, type RemoteSource, remoteProblemIdText } from '../contract/remote.ts';
import type { Actor } from '../domain/access/actor.ts';
import { AppError, Errors, type Lang } from '../domain/errors.ts';
import {
  displayIdFor,
  type ImportTarget,
  importedRemoteProblems,
  remoteContestToImport,
} from '../domain/remote/contest-import.ts';
import { storeRemoteProblem } from '../domain/remote/import-problem.ts';
import type { ClientOptions } from './http-client.ts';
import { discardPrepared, type PreparedProblem, prepareRemoteProblem } from './import-remote.ts';
import { remoteSiteError } from './site-errors.ts';
import type { Provider } from './provider.ts';

/**
 * A whole contest of another judge into a contest or training of this site: its problem list read
 * from the site, then every problem not yet in the bank fetched (statement and images), then in one
 * transaction each stored (one imported meanwhile reused) and each one the target does not hold
 * yet added under the site's letter (the whole id when the letter is taken). Whole or nothing: a
 * target that could not hold them all, or a problem the site fails to give, refuses the import
 * before anything is stored.
 */
export async function importRemoteContest(
  io: { db: Db; dataDir: string; client: ClientOptions; lang: Lang },
  actor: Actor,
  providers: Partial<Record<RemoteSource, Provider>>,
  text: string,
  target: ImportTarget,
): Promise<RemoteContestImport> {
  const { source, contestId } = remoteContestToImport(text);
  const provider = providers[source];
  if (!provider?.contestProblems) throw Errors.RemoteContestNotBuilt(source);
  const list = await provider.contestProblems(contestId).catch((e: unknown) => {
    throw remoteSiteError(source, e, io.client.timeoutMs ?? 30_000);
  });
  const name = `${source}-${contestId}`;
  if (list.length === 0) throw Errors.RemoteContestNotFound(name);
  const ids = list.map((p): RemoteProblemId => ({ source, contestId, index: p.index, ...p.problem }));
  const texts = ids.map(remoteProblemIdText);
  const bank = importedRemoteProblems(io.db, texts);
  const held = target.held();
  const heldPids = new Map(held.map((h) => [h.pid, h.displayId]));
  const fresh = ids.filter((_, i) => !heldPids.has(bank.get(texts[i]!) ?? -1));
  if (target.max !== null && held.length + fresh.length > target.max)
    throw Errors.RemoteContestTooLarge(name, list.length, held.length, target.max);

  const prepared = new Map<string, PreparedProblem>();
  const kept = new Set<string>();
  try {
    for (const [i, id] of ids.entries()) {
      const problemId = texts[i]!;
      if (bank.has(problemId) || prepared.has(problemId)) continue;
      const one = await prepareRemoteProblem(io, provider, id).catch((e: unknown) => {
        throw Errors.RemoteContestProblemFailed(
          name,
          problemId,
          remoteSiteError(source, e, io.client.timeoutMs ?? 30_000).message_(io.lang),
        );
      });
      prepared.set(problemId, one);
    }
    return io.db.transaction(() => {
      const answer: RemoteContestImport = { added: [], existed: [], failed: [], imagesFailed: [] };
      const taken = new Set(held.map((h) => h.displayId.toLowerCase()));
      for (const [i, id] of ids.entries()) {
        const problemId = texts[i]!;
        const known = bank.get(problemId);
        if (known !== undefined && heldPids.has(known)) {
          answer.existed.push({ displayId: heldPids.get(known)!, problemId });
          continue;
        }
        const pid = known ?? storeOrReuse(io.db, actor, provider, id, problemId, prepared.get(problemId)!, kept);
        const displayId = displayIdFor(list[i]!.index, problemId, taken);
        try {
          target.add(pid, displayId);
        } catch (e) {
          answer.failed.push({
            problemId,
            error: remoteSiteError(source, e, io.client.timeoutMs ?? 30_000).message_(io.lang),
          });
          continue;
        }
        answer.added.push({ displayId, problemId, imported: kept.has(problemId) });
        if (kept.has(problemId))
          answer.imagesFailed.push(...prepared.get(problemId)!.imagesFailed.map((f) => ({ ...f, problemId })));
      }
      return answer;
    });
  } catch (e) {
    // Rolled back: no problem was kept, so none of their images stays.
    kept.clear();
    throw e;
  } finally {
    for (const [problemId, one] of prepared) if (!kept.has(problemId)) discardPrepared(io.dataDir, one);
  }
}

/** The prepared problem stored, or the copy another import stored meanwhile (then its own is dropped). */
function storeOrReuse(
  db: Db,
  actor: Actor,
  provider: Provider,
  id: RemoteProblemId,
  problemId: string,
  one: PreparedProblem,
  kept: Set<string>,
): number {
  try {
    const row = storeRemoteProblem(db, actor, id, one.problem, Object.keys(provider.languages), null);
    kept.add(problemId);
    return row.id;
  } catch (e) {
    const meanwhile = importedRemoteProblems(db, [problemId]).get(problemId);
    if (e instanceof AppError && e.code === 'RemoteProblemExists' && meanwhile !== undefined) return meanwhile;
    throw e;
  }
}
