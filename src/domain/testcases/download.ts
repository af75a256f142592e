import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { Errors } from '../errors.ts';
import { byLengthThenName } from './pairing.ts';
import { caseDir } from './store.ts';

/** The case files of a problem (N.in / N.out), in case order. */
export function caseFileNames(dataDir: string, pid: number): string[] {
  const dir = caseDir(dataDir, pid);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.in') || n.endsWith('.out'))
    .sort(byLengthThenName);
}

/** Adds a problem's case files to a zip under `prefix` (e.g. "problem_12/"). */
export function addCaseFiles(target: Zippable, dataDir: string, pid: number, prefix = ''): number {
  const names = caseFileNames(dataDir, pid);
  for (const name of names) target[`${prefix}${name}`] = readFileSync(join(caseDir(dataDir, pid), name));
  return names.length;
}

/** A zip of a problem's test data, files at the root. */
export function testcaseZip(dataDir: string, pid: number): Uint8Array {
  const files: Zippable = {};
  if (addCaseFiles(files, dataDir, pid) === 0) throw Errors.TestcaseNoData();
  return zipSync(files, { level: 6 });
}
