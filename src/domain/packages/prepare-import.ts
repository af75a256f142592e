import { HARD_PROBLEM_BOUNDS, type TestDataBounds } from '../../contract/problem-bounds.ts';
import { AppError, Errors, type Lang } from '../errors.ts';
import { dropStagedId, stageCases } from '../testcases/staging.ts';
import { isRefused, type ImportedProblem, type RefusedProblem } from './common.ts';
import { checkFormat, type FormatName } from './detect-format.ts';
import { checkPackageLimits } from './package-limits.ts';
import { removeProblemFiles, storeProblemFiles } from './problem-files.ts';
import { PACKAGE_READERS } from './readers.ts';

/** A problem whose test data and files are written, ready for the database. */
export interface PreparedProblem {
  title: string;
  item: Omit<ImportedProblem, 'cases' | 'files'> & { cases: { score?: number; groupNum?: number }[] };
  stagingId: string;
  filesFolder: string | null;
}
export type PreparedItem = PreparedProblem | RefusedProblem;

const TEXT_FIELDS = ['description', 'input', 'output', 'hint', 'source'] as const;

/** Stores the statement's files and points every reference in its text at them. */
function storeFiles(dataDir: string, item: ImportedProblem): string | null {
  if (!item.files || item.files.length === 0) return null;
  const { folder, urls } = storeProblemFiles(dataDir, item.files);
  for (const field of TEXT_FIELDS) {
    let text = item.problem[field];
    if (typeof text !== 'string') continue;
    for (const f of item.files) for (const ref of f.refs) text = text.split(ref).join(urls.get(f.name)!);
    item.problem[field] = text;
  }
  return folder;
}

function stage(dataDir: string, item: ImportedProblem): PreparedProblem {
  const stagingId = stageCases(dataDir, item.cases);
  try {
    const filesFolder = storeFiles(dataDir, item);
    const { cases, files: _files, ...rest } = item;
    return {
      title: item.problem.title,
      item: { ...rest, cases: cases.map((c) => ({ score: c.score, groupNum: c.groupNum })) },
      stagingId,
      filesFolder,
    };
  } catch (error) {
    dropStagedId(dataDir, stagingId);
    throw error;
  }
}

/** Undoes what preparing wrote for these problems. */
export function discardPrepared(dataDir: string, items: PreparedItem[]): void {
  for (const p of items) {
    if (isRefused(p)) continue;
    dropStagedId(dataDir, p.stagingId);
    if (p.filesFolder) removeProblemFiles(dataDir, p.filesFolder);
  }
}

/**
 * Reads a package with the reader of its format, checks every problem against the importer's
 * bounds and the package limits before anything is written, then writes each problem's test data
 * and files. A problem that cannot be read or written is reported and the others go on; a full
 * staging area stops all.
 */
export function preparePackage(
  dataDir: string,
  format: FormatName,
  bytes: Uint8Array,
  fileName: string,
  lang: Lang = 'en-US',
  bounds: TestDataBounds = HARD_PROBLEM_BOUNDS,
): PreparedItem[] {
  checkFormat(format, bytes, fileName);
  const items = PACKAGE_READERS[format](bytes, fileName, lang);
  if (items.length === 0) throw Errors.PackageEmpty();
  let total = 0;
  const checked = items.map((item): ImportedProblem | RefusedProblem => {
    if (isRefused(item)) return item;
    try {
      if (item.cases.length === 0) throw Errors.PackageNoTestData(item.problem.title);
      total += checkPackageLimits(item, total, bounds);
      return item;
    } catch (error) {
      if (error instanceof AppError) return { title: item.problem.title, refused: error };
      throw error;
    }
  });
  const prepared: PreparedItem[] = [];
  try {
    for (const item of checked) {
      if (isRefused(item)) {
        prepared.push(item);
        continue;
      }
      try {
        prepared.push(stage(dataDir, item));
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'StagingFull') throw error;
        prepared.push({ title: item.problem.title, refused: error });
      }
    }
    return prepared;
  } catch (error) {
    discardPrepared(dataDir, prepared);
    throw error;
  }
}
