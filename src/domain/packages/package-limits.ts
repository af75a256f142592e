import { Errors } from '../errors.ts';
import { sourceBytes } from '../testcases/staging.ts';
import { mib } from '../testcases/staging-space.ts';
import { DEFAULT_ZIP_LIMITS } from '../testcases/zip-reader.ts';
import type { ImportedProblem } from './common.ts';

/**
 * What a package may ask to be written, counted from what it declares before anything is
 * written: a package can name one archive entry many times, so the archive's own limits are not
 * enough. The case count matches the problem form's limit on judge samples.
 */
export const PACKAGE_LIMITS = {
  maxCasesPerProblem: 2000,
  /** Test data and statement files of the whole package, repeats counted each time. */
  maxTotalBytes: DEFAULT_ZIP_LIMITS.maxTotalBytes,
};

/** Bytes a problem would write: its cases and its files. */
export function declaredBytes(item: ImportedProblem): number {
  const cases = item.cases.reduce((n, c) => n + sourceBytes(c.input) + sourceBytes(c.output), 0);
  return cases + (item.files ?? []).reduce((n, f) => n + sourceBytes(f.content), 0);
}

/**
 * Checks one problem against the limits, given what the problems before it already take;
 * returns the bytes it adds.
 */
export function checkPackageLimits(item: ImportedProblem, bytesBefore: number, limits = PACKAGE_LIMITS): number {
  const title = item.problem.title;
  if (item.cases.length > limits.maxCasesPerProblem) throw Errors.PackageTooManyCases(title, item.cases.length, limits.maxCasesPerProblem);
  const bytes = declaredBytes(item);
  if (bytesBefore + bytes > limits.maxTotalBytes) throw Errors.PackageDataTooLarge(title, mib(limits.maxTotalBytes));
  return bytes;
}
