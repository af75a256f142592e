import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemLanguages, problems } from '../../db/schema/index.ts';
import {
  BUILT_REMOTE_SOURCES,
  type FetchedProblem,
  type ImportRemoteProblemInput,
  parseRemoteProblemId,
  type RemoteProblemId,
  remoteProblemIdText,
} from '../../contract/remote.ts';
import type { Actor } from '../access/actor.ts';
import { Errors } from '../errors.ts';
import { encodeExamples } from '../problems/examples.ts';

/** The admin's source and id (`1A`, or the whole `CF-1A`) as the remote problem, checked. */
export function remoteIdToImport(input: ImportRemoteProblemInput): RemoteProblemId {
  if (!BUILT_REMOTE_SOURCES.includes(input.name)) throw Errors.RemoteSourceNotBuilt(input.name);
  const raw = input.problemId.toUpperCase();
  const id = parseRemoteProblemId(raw.startsWith(`${input.name}-`) ? raw : `${input.name}-${raw}`);
  if (!id || id.source !== input.name) throw Errors.RemoteProblemIdInvalid(input.problemId, input.name);
  return id;
}

export function assertNotImported(db: Db, id: RemoteProblemId): void {
  const text = remoteProblemIdText(id);
  const found = db
    .select({ id: problems.id })
    .from(problems)
    .where(sql`${problems.problemId} = ${text} collate nocase`)
    .get();
  if (found) throw Errors.RemoteProblemExists(text);
}

/**
 * Stores a fetched remote problem: marked remote, its limits as the site gives them, its source the
 * site's page, public in the bank (or in the group that imports it), open to the languages the
 * site judges. No test data: the site judges.
 */
export function storeRemoteProblem(
  db: Db,
  actor: Actor,
  id: RemoteProblemId,
  p: FetchedProblem,
  languages: readonly string[],
  gid: number | null,
  now = new Date(),
): { id: number; problemId: string } {
  return db.transaction((tx) => {
    assertNotImported(tx as unknown as Db, id);
    const row = tx
      .insert(problems)
      .values({
        problemId: remoteProblemIdText(id),
        title: p.title.slice(0, 255),
        authorUid: actor.uid,
        author: actor.username,
        description: p.description,
        input: p.input,
        output: p.output,
        examples: encodeExamples(p.examples),
        hint: p.hint,
        source: p.url,
        timeLimit: p.timeLimitMs,
        memoryLimit: p.memoryLimitMb,
        isRemote: true,
        isUploadCase: false,
        gid,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: problems.id, problemId: problems.problemId })
      .get();
    if (languages.length > 0) {
      tx.insert(problemLanguages)
        .values(languages.map((language) => ({ pid: row.id, language })))
        .run();
    }
    return row;
  });
}
