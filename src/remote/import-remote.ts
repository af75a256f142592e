import type { Db } from '../db/client.ts';
import type { ImportedRemoteProblem, RemoteProblemId } from '../contract/remote.ts';
import type { Actor } from '../domain/access/actor.ts';
import { AppError, Errors } from '../domain/errors.ts';
import { removeProblemFiles } from '../domain/packages/problem-files.ts';
import { storeRemoteProblem } from '../domain/remote/import-problem.ts';
import { storeStatementImages } from '../domain/remote/statement-images.ts';
import type { ClientOptions } from './http-client.ts';
import type { Provider } from './provider.ts';
import { downloadStatementImages } from './statement-images.ts';

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
  const fetched = await provider.fetchProblem(id).catch((e: Error) => {
    throw e instanceof AppError ? e : Errors.RemoteSiteFailed(id.source, e.message);
  });
  const { images, failed } = await downloadStatementImages(fetched, io.client);
  const { problem, folder } = storeStatementImages(io.dataDir, fetched, images);
  try {
    const row = storeRemoteProblem(io.db, actor, id, problem, Object.keys(provider.languages), gid);
    return { ...row, imagesStored: images.length, imagesFailed: failed };
  } catch (e) {
    if (folder) removeProblemFiles(io.dataDir, folder);
    throw e;
  }
}
