/**
 * The files of a task a judge node leases, by content: each case's input and answer and, for a
 * special judge or interactor, the site's checker include files, named by sha-256. A file's hash
 * is remembered while its size, change time and inode stay, so a problem whose test data changes
 * gets new hashes at its next claim (never by age) and unchanged data is read once.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import type { NodeManifest } from '../contract/judge-node.ts';
import type { JudgeTask } from '../../judge/host.ts';
import { checkerIncludeDir, listCheckerIncludes } from '../domain/checker-includes/store.ts';
import { problemTestData } from './problem-spec.ts';

/** A task's manifest, the path behind each hash, and each case's file names as the server reports them. */
export interface TaskFiles {
  manifest: NodeManifest;
  paths: Map<string, string>;
  names: Map<number, { input: string; output: string }>;
}

export class FileHashes {
  private readonly memo = new Map<string, { stamp: string; sha256: string }>();

  /** The sha-256 (hex) of the file as it is now (a known file costs one stat, taken without yielding the claim). */
  async of(path: string): Promise<{ sha256: string; size: number }> {
    const s = statSync(path);
    const stamp = `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;
    const known = this.memo.get(path);
    if (known?.stamp === stamp) return { sha256: known.sha256, size: s.size };
    const sha256 = await hashFile(path);
    this.memo.set(path, { stamp, sha256 });
    return { sha256, size: s.size };
  }
}

export async function hashFile(path: string): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha256');
  for await (const chunk of Bun.file(path).stream()) hasher.update(chunk);
  return hasher.digest('hex');
}

/** Everything the task's judgement reads from the server's disk, by hash (a test run reads none). */
export async function taskFiles(db: Db, dataDir: string, hashes: FileHashes, task: JudgeTask): Promise<TaskFiles> {
  const paths = new Map<string, string>();
  const names = new Map<number, { input: string; output: string }>();
  const manifest: NodeManifest = { cases: [], includes: [] };
  if (task.kind !== 'submission') return { manifest, paths, names };
  const add = async (path: string) => {
    const { sha256, size } = await hashes.of(path);
    paths.set(sha256, path);
    return { sha256, size };
  };
  const data = problemTestData(db, dataDir, task.problem.id);
  for (const c of data.cases) {
    const input = await add(join(data.dir, c.input));
    const output = await add(join(data.dir, c.output));
    manifest.cases.push({
      index: c.index,
      input: input.sha256,
      output: output.sha256,
      score: c.score,
      groupNum: c.groupNum,
    });
    names.set(c.index, { input: c.input, output: c.output });
  }
  if (task.problem.checker) {
    const dir = checkerIncludeDir(dataDir);
    for (const f of listCheckerIncludes(dataDir))
      manifest.includes.push({ name: f.name, ...(await add(join(dir, f.name))) });
  }
  return { manifest, paths, names };
}
