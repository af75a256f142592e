import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { CONTEST_PROBLEMS_MAX, contestLinksOf } from '../../src/contract/contests.ts';
import { problems } from '../../src/db/schema/index.ts';
import { problemFilesRoot } from '../../src/domain/packages/problem-files.ts';
import { call } from '../helpers/app.ts';
import type { remoteSetup } from './remote-helpers.ts';

type Setup = Awaited<ReturnType<typeof remoteSetup>>;
type Headers = Setup['admin']['headers'] | Record<string, string>;

/** POST import-remote-contest into a contest (`cid`) or a training (`tid`). */
export const importInto = (t: Setup, headers: Headers, json: Record<string, unknown>) =>
  call(t.app, `/api/admin/${'tid' in json ? 'training' : 'contest'}/import-remote-contest`, {
    method: 'POST',
    headers,
    json,
  });

/** A contest's problems as [display id, problem id], in its order. */
export async function contestLinks(t: Setup, cid: number, headers: Headers) {
  const list = await call(t.app, `/api/admin/contest/get-problem-list?cid=${cid}&limit=${CONTEST_PROBLEMS_MAX}`, {
    headers,
  });
  return contestLinksOf(list.env.data).map((l) => [l.displayId, l.problem?.problemId]);
}

/** A training's problems as [display id, problem id], in its order. */
export async function trainingLinks(t: Setup, tid: number, headers: Headers) {
  const list = await call(t.app, `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true&limit=50`, {
    headers,
  });
  return list.env.data.records.map((r: { problemId: string; displayId?: string }) => r.problemId);
}

/** The bank's rows of one problem id. */
export const remoteRows = (t: Setup, problemId: string) =>
  t.deps.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)).all();

/** The folders of imported statements' images on disk. */
export function imageFolders(t: Setup): string[] {
  try {
    return readdirSync(problemFilesRoot(t.dataDir));
  } catch {
    return [];
  }
}
