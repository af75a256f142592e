import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeCaseMode } from '../../contract/judge-status.ts';
import type { UploadTestcaseResult } from '../../contract/problems.ts';
import { SUBTASK_MODES } from '../../contract/problems.ts';
import { spreadScores } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import { pairCaseFiles } from './pairing.ts';
import { DEFAULT_ZIP_LIMITS, inflateEntry, isJunk, listZip, type ZipEntry, type ZipLimits } from './zip-reader.ts';

/**
 * Uploaded test-case archives are unpacked into a staging folder under the data directory and
 * named by a random id (the `fileListDir` the client sends back when it saves the problem).
 * Nothing of a problem's current data is touched until that save.
 */
const STAGING_TTL_MS = 24 * 60 * 60 * 1000;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StagedCase {
  input: string;
  output: string;
}

export interface Staged {
  dir: string;
  cases: StagedCase[];
}

export function stagingRoot(dataDir: string): string {
  return join(dataDir, 'testcases', '.staging');
}

/** Writes one zip entry to a file, chunk by chunk. */
export function inflateToFile(buf: Uint8Array, entry: Parameters<typeof inflateEntry>[1], path: string): void {
  const fd = openSync(path, 'w');
  try {
    inflateEntry(buf, entry, (chunk) => { writeSync(fd, chunk); });
  } finally {
    closeSync(fd);
  }
}

function removeExpired(root: string): void {
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (Date.now() - statSync(path).mtimeMs > STAGING_TTL_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** Checks and unpacks a test-case archive; returns the cases with spread OI scores. */
export function stageTestcaseZip(dataDir: string, buf: Uint8Array, mode: JudgeCaseMode, limits: ZipLimits = DEFAULT_ZIP_LIMITS): UploadTestcaseResult {
  const entries = listZip(buf, limits).filter((e) => !e.isDir && !isJunk(e.name));
  const nested = entries.find((e) => e.name.includes('/'));
  if (nested) throw Errors.TestcaseNotAtRoot(nested.name);
  if (entries.length === 0) throw Errors.ZipEmpty();
  const pairs = pairCaseFiles(entries.map((e) => e.name));
  if (pairs.length === 0) throw Errors.ZipEmpty();
  const root = stagingRoot(dataDir);
  mkdirSync(root, { recursive: true });
  removeExpired(root);
  const id = crypto.randomUUID();
  const tmp = join(root, `.tmp-${id}`);
  mkdirSync(tmp);
  try {
    const byName = new Map(entries.map((e) => [e.name, e]));
    const cases: StagedCase[] = [];
    for (const pair of pairs) {
      inflateToFile(buf, byName.get(pair.input)!, join(tmp, pair.input));
      if (pair.output) inflateToFile(buf, byName.get(pair.output)!, join(tmp, pair.output));
      else writeFileSync(join(tmp, pair.outputName), '');
      cases.push({ input: pair.input, output: pair.output ?? pair.outputName });
    }
    writeFileSync(join(tmp, 'staging.json'), JSON.stringify({ cases }));
    renameSync(tmp, join(root, id));
    const scores = spreadScores(cases.length);
    const subtask = (SUBTASK_MODES as readonly string[]).includes(mode);
    return {
      fileList: cases.map((c, i) => ({ ...c, score: scores[i]!, ...(subtask ? { groupNum: i + 1 } : {}) })),
      fileListDir: id,
    };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Finds a staged upload by its id; the id is never used as a path before it is checked. */
export function findStaged(dataDir: string, id: string): Staged {
  const dir = join(stagingRoot(dataDir), id);
  if (!ID.test(id) || !existsSync(join(dir, 'staging.json'))) throw Errors.TestcaseDirUnknown();
  const { cases } = JSON.parse(readFileSync(join(dir, 'staging.json'), 'utf8')) as { cases: StagedCase[] };
  return { dir, cases };
}

/** A case file to stage: an entry of an uploaded archive (inflated with its checks) or bytes. */
export type StageSource = { zip: Uint8Array; entry: ZipEntry } | { content: string | Uint8Array };

/** Stages cases taken from a problem package as 1.in/1.out, 2.in/2.out …; returns the staging id. */
export function stageCases(dataDir: string, cases: { input: StageSource; output: StageSource }[]): string {
  const root = stagingRoot(dataDir);
  mkdirSync(root, { recursive: true });
  const id = crypto.randomUUID();
  const tmp = join(root, `.tmp-${id}`);
  mkdirSync(tmp);
  try {
    const write = (src: StageSource, path: string) => ('zip' in src ? inflateToFile(src.zip, src.entry, path) : writeFileSync(path, src.content));
    const staged: StagedCase[] = cases.map((c, i) => {
      const input = `${i + 1}.in`;
      const output = `${i + 1}.out`;
      write(c.input, join(tmp, input));
      write(c.output, join(tmp, output));
      return { input, output };
    });
    writeFileSync(join(tmp, 'staging.json'), JSON.stringify({ cases: staged }));
    renameSync(tmp, join(root, id));
    return id;
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

export function dropStaged(staged: Staged): void {
  rmSync(staged.dir, { recursive: true, force: true });
}
