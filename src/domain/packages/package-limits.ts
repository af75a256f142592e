import { HARD_PROBLEM_BOUNDS, mbOf, type TestDataBounds } from '../../contract/problem-bounds.ts';
import { Errors } from '../errors.ts';
import { sourceBytes } from '../testcases/staging.ts';
import { mib } from '../testcases/staging-space.ts';
import { DEFAULT_ZIP_LIMITS } from '../testcases/zip-reader.ts';
import type { ImportedProblem } from './common.ts';

/**
 * What a package may ask to be written, counted from what it declares before anything is
 * written: a package can name one archive entry many times, so the archive's own limits are not
 * enough. Each problem is held to the importer's bounds (cases and test data, as the problem form
 * holds them); the whole package to the archive reader's total.
 */
export const PACKAGE_LIMITS = {
  /** Test data and statement files of the whole package, repeats counted each time. */
  maxTotalBytes: DEFAULT_ZIP_LIMITS.maxTotalBytes,
};

/** Bytes of a problem's test data. */
function caseBytes(item: ImportedProblem): number {
  return item.cases.reduce((n, c) => n + sourceBytes(c.input) + sourceBytes(c.output), 0);
}

/** Bytes a problem would write: its cases and its files. */
export function declaredBytes(item: ImportedProblem): number {
  return caseBytes(item) + (item.files ?? []).reduce((n, f) => n + sourceBytes(f.content), 0);
}

/**
 * Checks one problem against the importer's bounds and the package limits, given what the
 * problems before it already take; returns the bytes it adds.
 */
export function checkPackageLimits(
  item: ImportedProblem,
  bytesBefore: number,
  bounds: TestDataBounds = HARD_PROBLEM_BOUNDS,
  limits = PACKAGE_LIMITS,
): number {
  const title = item.problem.title;
  if (item.cases.length > bounds.caseCountMax)
    throw Errors.PackageTooManyCases(title, item.cases.length, bounds.caseCountMax);
  const data = caseBytes(item);
  if (data > bounds.testDataMaxMb * 1024 * 1024)
    throw Errors.PackageTestDataAboveBound(title, mbOf(data), bounds.testDataMaxMb);
  const bytes = declaredBytes(item);
  if (bytesBefore + bytes > limits.maxTotalBytes) throw Errors.PackageDataTooLarge(title, mib(limits.maxTotalBytes));
  return bytes;
}
