import { z } from 'zod';
import { PROBLEM_DEFAULTS, PROBLEM_LIMITS } from './problems.ts';
import type { WebsiteConfig } from './site.ts';

/**
 * What one may set on a problem: limits (ms, MB), test cases and unpacked test data (MB). Site
 * problem admins are bounded by the hard maxima (PROBLEM_LIMITS); everyone below them (a group's
 * admins, a group contest's admins) by the site's member settings, never above the hard maxima.
 * Shared by the server, which refuses what passes a bound, and the editor, which shows the bounds.
 */
export const problemBoundsSchema = z.object({
  timeMax: z.number().int(),
  memoryMax: z.number().int(),
  stackMax: z.number().int(),
  caseCountMax: z.number().int(),
  testDataMaxMb: z.number().int(),
  /** true: the site's member bounds; false: the hard maxima of problem admins. */
  member: z.boolean(),
});
export type ProblemBounds = z.infer<typeof problemBoundsSchema>;
/** The bounds the test data upload needs. */
export type TestDataBounds = Pick<ProblemBounds, 'caseCountMax' | 'testDataMaxMb'>;

export const HARD_PROBLEM_BOUNDS: ProblemBounds = { ...PROBLEM_LIMITS, member: false };

type MemberSettings = Pick<
  WebsiteConfig,
  'memberTimeLimitMax' | 'memberMemoryLimitMax' | 'memberStackLimitMax' | 'memberCaseCountMax' | 'memberTestDataMaxMb'
>;

export function memberProblemBounds(site: MemberSettings): ProblemBounds {
  return {
    timeMax: Math.min(site.memberTimeLimitMax, PROBLEM_LIMITS.timeMax),
    memoryMax: Math.min(site.memberMemoryLimitMax, PROBLEM_LIMITS.memoryMax),
    stackMax: Math.min(site.memberStackLimitMax, PROBLEM_LIMITS.stackMax),
    caseCountMax: Math.min(site.memberCaseCountMax, PROBLEM_LIMITS.caseCountMax),
    testDataMaxMb: Math.min(site.memberTestDataMaxMb, PROBLEM_LIMITS.testDataMaxMb),
    member: true,
  };
}

/** The bounded fields: the three limits of the form, the number of test cases, the test data. */
export type BoundField = 'timeLimit' | 'memoryLimit' | 'stackLimit' | 'caseCount' | 'testData';
/** A value past its bound (test data in MB, rounded up to a tenth). */
export interface OverBound {
  field: BoundField;
  value: number;
  bound: number;
}

export const LIMIT_BOUNDS = { timeLimit: 'timeMax', memoryLimit: 'memoryMax', stackLimit: 'stackMax' } as const;
const MB = 1024 * 1024;

/** Bytes as MB for a message, rounded up to a tenth (so a value past a bound never reads as equal to it). */
export function mbOf(bytes: number): number {
  return Math.ceil((bytes / MB) * 10) / 10;
}

/** The first limit past its bound; a limit not sent counts as its default, one that is not a number is left to the form's schema. */
export function limitOverBound(
  problem: Partial<Record<keyof typeof LIMIT_BOUNDS, unknown>> | null | undefined,
  bounds: ProblemBounds,
): OverBound | null {
  for (const field of Object.keys(LIMIT_BOUNDS) as (keyof typeof LIMIT_BOUNDS)[]) {
    const raw = problem?.[field];
    const value = raw === undefined ? PROBLEM_DEFAULTS[field] : raw;
    const bound = bounds[LIMIT_BOUNDS[field]];
    if (typeof value === 'number' && Number.isFinite(value) && value > bound) return { field, value, bound };
  }
  return null;
}

/** Test data past its bounds: too many cases, or more unpacked bytes than allowed. */
export function testDataOverBound(caseCount: number, bytes: number, bounds: TestDataBounds): OverBound | null {
  if (caseCount > bounds.caseCountMax) return { field: 'caseCount', value: caseCount, bound: bounds.caseCountMax };
  if (bytes > bounds.testDataMaxMb * MB) return { field: 'testData', value: mbOf(bytes), bound: bounds.testDataMaxMb };
  return null;
}
