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
import type { ClientOptions } from './http-client.ts';
import { importRemoteProblem } from './import-remote.ts';
import type { Provider } from './provider.ts';

const asAppError = (e: unknown, source: RemoteSource) =>
  e instanceof AppError ? e : Errors.RemoteSiteFailed(source, (e as Error).message);

/**
 * A whole contest of another judge into a contest or training of this site: its problem list read
 * from the site, each problem not yet in the bank imported (statement and images), one imported
 * before reused, and each one the target does not hold yet added under the site's letter (the whole
 * id when the letter is taken). Refused before anything is stored when the target could not hold
 * them all. A problem that fails is reported and the others go on.
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
    throw asAppError(e, source);
  });
  const name = `${source}-${contestId}`;
  if (list.length === 0) throw Errors.RemoteContestNotFound(name);
  const ids = list.map((p): RemoteProblemId => ({ source, contestId, index: p.index }));
  const texts = ids.map(remoteProblemIdText);
  const bank = importedRemoteProblems(io.db, texts);
  const held = target.held();
  const heldPids = new Map(held.map((h) => [h.pid, h.displayId]));
  const fresh = ids.filter((_, i) => !heldPids.has(bank.get(texts[i]!) ?? -1));
  if (target.max !== null && held.length + fresh.length > target.max)
    throw Errors.RemoteContestTooLarge(name, list.length, held.length, target.max);

  const answer: RemoteContestImport = { added: [], existed: [], failed: [], imagesFailed: [] };
  const taken = new Set(held.map((h) => h.displayId.toLowerCase()));
  for (const id of ids) {
    const problemId = remoteProblemIdText(id);
    const known = bank.get(problemId);
    if (known !== undefined && heldPids.has(known)) {
      answer.existed.push({ displayId: heldPids.get(known)!, problemId });
      continue;
    }
    try {
      let pid = known;
      if (pid === undefined) {
        const imported = await importRemoteProblem(io, actor, provider, id, null).catch((e: unknown) => {
          // Imported meanwhile by another call: that copy is reused.
          const meanwhile = importedRemoteProblems(io.db, [problemId]).get(problemId);
          if (e instanceof AppError && e.code === 'RemoteProblemExists' && meanwhile !== undefined)
            return { id: meanwhile, imagesFailed: [] };
          throw e;
        });
        pid = imported.id;
        answer.imagesFailed.push(...imported.imagesFailed.map((f) => ({ ...f, problemId })));
      }
      const displayId = displayIdFor(id.index, problemId, taken);
      target.add(pid, displayId);
      answer.added.push({ displayId, problemId, imported: known === undefined });
    } catch (e) {
      answer.failed.push({ problemId, error: asAppError(e, source).message_(io.lang) });
    }
  }
  return answer;
}
