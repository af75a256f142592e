import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { JudgeCaseMode } from '../../contract/judge-status.ts';
import type { UploadTestcaseResult } from '../../contract/problems.ts';
import { PROBLEM_LIMITS, SUBTASK_MODES } from '../../contract/problems.ts';
import { HARD_PROBLEM_BOUNDS, type TestDataBounds } from '../../contract/problem-bounds.ts';
import { spreadScores } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import { assertFits, type DiskRoom } from '../site/disk-quota.ts';
import { assertTestDataWithin } from '../bound-errors.ts';
import { pairCaseFiles } from './pairing.ts';
import { reserveStaging, STAGING_BUDGET_BYTES, stagingRoot } from './staging-space.ts';
import type { FileDigest } from './store.ts';
import { DEFAULT_ZIP_LIMITS, inflateEntry, isJunk, listZip, type ZipEntry, type ZipLimits } from './zip-reader.ts';

export { stagingRoot } from './staging-space.ts';

/**
 * Uploaded test-case archives are unpacked into a staging folder under the data directory and
 * named by a random id (the `fileListDir` the client sends back when it saves the problem).
 * Nothing of a problem's current data is touched until that save. Each file's size and hashes
 * are taken while it is written, so the save only links the files into place.
 */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StagedCase {
  input: string;
  output: string;
}

export interface Staged {
  dir: string;
  cases: StagedCase[];
  /** Size and hashes of each staged file, by name. */
  digests: Record<string, FileDigest>;
}

/** A case file to stage: an entry of an uploaded archive (inflated with its checks) or bytes. */
export type StageSource = { zip: Uint8Array; entry: ZipEntry } | { content: string | Uint8Array };

/** Bytes a source unpacks to, known before anything is written. */
export function sourceBytes(src: StageSource): number {
  if ('zip' in src) return src.entry.size;
  return typeof src.content === 'string' ? Buffer.byteLength(src.content) : src.content.length;
}

/** Writes one source to a file, hashing it on the way. */
function writeSource(src: StageSource, path: string): FileDigest {
  const md5 = new Bun.CryptoHasher('md5');
  const sha256 = new Bun.CryptoHasher('sha256');
  let size = 0;
  const fd = openSync(path, 'w');
  try {
    const take = (chunk: Uint8Array) => {
      writeSync(fd, chunk);
      md5.update(chunk);
      sha256.update(chunk);
      size += chunk.length;
    };
    if ('zip' in src) inflateEntry(src.zip, src.entry, take);
    else take(typeof src.content === 'string' ? Buffer.from(src.content) : src.content);
  } finally {
    closeSync(fd);
  }
  return { size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

/**
 * Writes named files into a new staging folder, all or nothing; returns its id. With `room` (the
 * uploader's disk room), the unpacked size is checked against the reserve and the quotas first.
 */
function stageFiles(
  dataDir: string,
  files: { name: string; src: StageSource }[],
  cases: StagedCase[],
  budget: number,
  room?: DiskRoom,
): string {
  const incoming = files.reduce((n, f) => n + sourceBytes(f.src), 0);
  if (room) assertFits(dataDir, room, incoming);
  reserveStaging(dataDir, incoming, budget);
  const root = stagingRoot(dataDir);
  const id = crypto.randomUUID();
  const tmp = join(root, `.tmp-${id}`);
  mkdirSync(tmp);
  try {
    const digests: Record<string, FileDigest> = {};
    for (const f of files) digests[f.name] = writeSource(f.src, join(tmp, f.name));
    const bytes = Object.values(digests).reduce((n, d) => n + d.size, 0);
    writeFileSync(join(tmp, 'staging.json'), JSON.stringify({ cases, digests, bytes }));
    renameSync(tmp, join(root, id));
    return id;
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What the archive reader allows of a test data upload: room for every case the uploader may set
 * (input, output and the odd folder or resource fork), at least the reader's defaults, and
 * the hard maximum of test data; the uploader's own bounds are checked on the cases found.
 */
export function testcaseZipLimits(bounds: TestDataBounds): ZipLimits {
  return {
    maxEntries: Math.max(DEFAULT_ZIP_LIMITS.maxEntries, 2 * bounds.caseCountMax + 1000),
    maxTotalBytes: PROBLEM_LIMITS.testDataMaxMb * 1024 * 1024,
  };
}

/**
 * Checks and unpacks a test-case archive; returns the cases with spread OI scores. The case count
 * and the bytes the cases unpack to (as the central directory declares them; inflating stops at
 * each declared size) are held to `bounds` before a byte is written.
 */
export function stageTestcaseZip(
  dataDir: string,
  buf: Uint8Array,
  mode: JudgeCaseMode,
  bounds: TestDataBounds = HARD_PROBLEM_BOUNDS,
  budget = STAGING_BUDGET_BYTES,
  room?: DiskRoom,
): UploadTestcaseResult {
  const entries = listZip(buf, testcaseZipLimits(bounds)).filter((e) => !e.isDir && !isJunk(e.name));
  const nested = entries.find((e) => e.name.includes('/'));
  if (nested) throw Errors.TestcaseNotAtRoot(nested.name);
  if (entries.length === 0) throw Errors.ZipEmpty();
  const pairs = pairCaseFiles(entries.map((e) => e.name));
  if (pairs.length === 0) throw Errors.ZipEmpty();
  const byName = new Map(entries.map((e) => [e.name, e]));
  const cases: StagedCase[] = pairs.map((p) => ({ input: p.input, output: p.output ?? p.outputName }));
  const files = pairs.flatMap((p) => [
    { name: p.input, src: { zip: buf, entry: byName.get(p.input)! } as StageSource },
    { name: p.output ?? p.outputName, src: p.output ? { zip: buf, entry: byName.get(p.output)! } : { content: '' } },
  ]);
  assertTestDataWithin(
    cases.length,
    files.reduce((n, f) => n + sourceBytes(f.src), 0),
    bounds,
  );
  const id = stageFiles(dataDir, files, cases, budget, room);
  const scores = spreadScores(cases.length);
  const subtask = (SUBTASK_MODES as readonly string[]).includes(mode);
  return {
    fileList: cases.map((c, i) => ({ ...c, score: scores[i]!, ...(subtask ? { groupNum: i + 1 } : {}) })),
    fileListDir: id,
  };
}

/** Stages cases taken from a problem package as 1.in/1.out, 2.in/2.out …; returns the staging id. */
export function stageCases(
  dataDir: string,
  cases: { input: StageSource; output: StageSource }[],
  budget = STAGING_BUDGET_BYTES,
): string {
  const staged = cases.map((_, i) => ({ input: `${i + 1}.in`, output: `${i + 1}.out` }));
  const files = cases.flatMap((c, i) => [
    { name: staged[i]!.input, src: c.input },
    { name: staged[i]!.output, src: c.output },
  ]);
  return stageFiles(dataDir, files, staged, budget);
}

/** Finds a staged upload by its id; the id is never used as a path before it is checked. */
export function findStaged(dataDir: string, id: string): Staged {
  const dir = join(stagingRoot(dataDir), id);
  if (!ID.test(id) || !existsSync(join(dir, 'staging.json'))) throw Errors.TestcaseDirUnknown();
  const { cases, digests } = JSON.parse(readFileSync(join(dir, 'staging.json'), 'utf8')) as {
    cases: StagedCase[];
    digests?: Record<string, FileDigest>;
  };
  return { dir, cases, digests: digests ?? {} };
}

/** Removes a staged upload by id (a package problem that was not saved). */
export function dropStagedId(dataDir: string, id: string): void {
  if (ID.test(id)) rmSync(join(stagingRoot(dataDir), id), { recursive: true, force: true });
}

export function dropStaged(staged: Staged): void {
  rmSync(staged.dir, { recursive: true, force: true });
}
