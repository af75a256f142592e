import { statSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemCases, problems } from '../../db/schema/index.ts';
import { caseDir } from './store.ts';

/**
 * Test data is checked against the size and sha256 that problem_cases recorded when it was saved:
 * a file deleted, truncated or edited on disk after the save is found before a submission is
 * judged (and by `verdict doctor`), instead of judging students against it.
 */
export type FileFault = { file: string; fault: 'missing' | 'changed' };

export interface TestDataFault {
  pid: number;
  problemId: string;
  title: string;
  files: FileFault[];
}

/** How the judge's message for a problem's broken test data starts (the submission detail reads it). */
export const TEST_DATA_FAULT_MESSAGE = 'Test data check failed';

export function isTestDataFaultMessage(message: string | null | undefined): boolean {
  return message?.startsWith(TEST_DATA_FAULT_MESSAGE) ?? false;
}

const SHOWN = 5;

/** The files of one fault, e.g. "2.out is missing, 1.in has changed since it was saved". */
export function describeFiles(files: FileFault[]): string {
  const shown = files
    .slice(0, SHOWN)
    .map((f) => `${f.file} ${f.fault === 'missing' ? 'is missing' : 'has changed since it was saved'}`);
  return shown.join(', ') + (files.length > SHOWN ? ` and ${files.length - SHOWN} more` : '');
}

/** For administrators: which problem, which files, where, and what to do. */
export function testDataFaultMessage(f: TestDataFault): string {
  return (
    `${TEST_DATA_FAULT_MESSAGE}: problem ${f.problemId} (#${f.pid}): ${describeFiles(f.files)} ` +
    `(in testcases/${f.pid}/ of the data directory); upload the problem's test data again, then rejudge`
  );
}

/** Hashes are kept per file and computed again only when its inode, size, mtime or ctime changed. */
const known = new Map<string, { stamp: string; sha256: string }>();

async function sha256Of(path: string): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha256');
  for await (const chunk of Bun.file(path).stream()) hasher.update(chunk);
  return hasher.digest('hex');
}

/** A file's sha256; with `cached`, the last one computed while the file's stat is unchanged. */
export async function fileSha256(path: string, size: bigint, stamp: string, cached: boolean): Promise<string> {
  const hit = known.get(path);
  if (cached && hit && hit.stamp === stamp) return hit.sha256;
  const sha256 = await sha256Of(path);
  // The stat is taken again: a file written while it was read is hashed again next time.
  const after = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (after && after.size === size && stampOf(after) === stamp) known.set(path, { stamp, sha256 });
  return sha256;
}

function stampOf(s: { ino: bigint; size: bigint; mtimeNs: bigint; ctimeNs: bigint }): string {
  return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/** One recorded file against the disk: null when it is as saved (or nothing was recorded to check it by). */
async function checkFile(
  path: string,
  size: number | null,
  sha256: string | null,
  cached: boolean,
): Promise<FileFault['fault'] | null> {
  const s = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (!s?.isFile()) return 'missing';
  if (size !== null && s.size !== BigInt(size)) return 'changed';
  if (sha256 === null) return null;
  return (await fileSha256(path, s.size, stampOf(s), cached)) === sha256 ? null : 'changed';
}

/**
 * The faults of one problem's test data, in case order (N.in before N.out); null when every file
 * is as saved. `cached: false` hashes every file afresh (doctor).
 */
export async function checkProblemTestData(
  db: Db,
  dataDir: string,
  pid: number,
  cached = true,
): Promise<TestDataFault | null> {
  const problem = db
    .select({ problemId: problems.problemId, title: problems.title, isRemote: problems.isRemote })
    .from(problems)
    .where(eq(problems.id, pid))
    .get();
  if (!problem || problem.isRemote) return null;
  const rows = db
    .select({
      index: problemCases.index,
      inputSize: problemCases.inputSize,
      inputSha256: problemCases.inputSha256,
      outputSize: problemCases.outputSize,
      outputSha256: problemCases.outputSha256,
    })
    .from(problemCases)
    .where(eq(problemCases.pid, pid))
    .orderBy(asc(problemCases.index))
    .all();
  const dir = caseDir(dataDir, pid);
  const files: FileFault[] = [];
  for (const r of rows) {
    for (const [file, size, sha256] of [
      [`${r.index}.in`, r.inputSize, r.inputSha256],
      [`${r.index}.out`, r.outputSize, r.outputSha256],
    ] as const) {
      const fault = await checkFile(join(dir, file), size, sha256, cached);
      if (fault) files.push({ file, fault });
    }
  }
  return files.length > 0 ? { pid, problemId: problem.problemId, title: problem.title, files } : null;
}

/** Every problem whose test data is missing or changed, each file hashed afresh (doctor). */
export async function listTestDataFaults(db: Db, dataDir: string): Promise<TestDataFault[]> {
  const pids = db.selectDistinct({ pid: problemCases.pid }).from(problemCases).orderBy(asc(problemCases.pid)).all();
  const faults: TestDataFault[] = [];
  for (const { pid } of pids) {
    const fault = await checkProblemTestData(db, dataDir, pid, false);
    if (fault) faults.push(fault);
  }
  return faults;
}
