import type { Db } from '../db/client.ts';
import type { FetchedProblem, ImportedRemoteProblem, RemoteImageFailure, RemoteProblemId } from '../contract/remote.ts';
import type { Actor } from '../domain/access/actor.ts';
import { removeProblemFiles } from '../domain/packages/problem-files.ts';
import { storeRemoteProblem } from '../domain/remote/import-problem.ts';
import { storeStatementImages } from '../domain/remote/statement-images.ts';
import type { ClientOptions } from './http-client.ts';
import type { Provider } from './provider.ts';
import { remoteSiteError } from './site-errors.ts';
import { downloadStatementImages } from './statement-images.ts';

/** A remote problem read from its site with its images on this server, not stored yet. */
export interface PreparedProblem {
  problem: FetchedProblem;
  /** The folder its images went to (null: none stored). */
  folder: string | null;
  imagesStored: number;
  imagesFailed: RemoteImageFailure[];
}

/** The problem's page fetched and its images stored and linked here; the site's failure as a catalogue error. */
export async function prepareRemoteProblem(
  io: { dataDir: string; client: ClientOptions },
  provider: Provider,
  id: RemoteProblemId,
): Promise<PreparedProblem> {
  const fetched = await provider.fetchProblem(id).catch((e: unknown) => {
    throw remoteSiteError(id.source, e, io.client.timeoutMs ?? 30_000);
  });
  const { images, failed } = await downloadStatementImages(fetched, io.client);
  const { problem, folder } = storeStatementImages(io.dataDir, fetched, images);
  return { problem, folder, imagesStored: images.length, imagesFailed: failed };
}

/** A prepared problem that will not be stored: its images leave the disk. */
export function discardPrepared(dataDir: string, prepared: PreparedProblem): void {
  if (prepared.folder) removeProblemFiles(dataDir, prepared.folder);
}

/**
 * One remote problem imported: its page fetched, its images stored on this server and linked
 * there, the problem stored (images that failed are answered, the import goes on). Nothing stays
 * on disk when the problem is not stored.
 */
export async function importRemoteProblem(
  io: { db: Db; dataDir: string; client: ClientOptions },
  actor: Actor,
  provider: Provider,
  id: RemoteProblemId,
  gid: number | null,
): Promise<ImportedRemoteProblem> {
  const prepared = await prepareRemoteProblem(io, provider, id);
  try {
    const row = storeRemoteProblem(io.db, actor, id, prepared.problem, Object.keys(provider.languages), gid);
    return { ...row, imagesStored: prepared.imagesStored, imagesFailed: prepared.imagesFailed };
  } catch (e) {
    discardPrepared(io.dataDir, prepared);
    throw e;
  }
}
