import {
  limitOverBound,
  testDataOverBound,
  type OverBound,
  type ProblemBounds,
  type TestDataBounds,
} from '../contract/problem-bounds.ts';
import { type AppError, Errors } from './errors.ts';

/**
 * Refusals of what passes a problem bound (src/contract/problem-bounds.ts), each naming the field,
 * the value and the bound; `data` names the field for the form. Plain functions of the bounds, so
 * the upload worker checks an archive with them before it writes anything.
 */
export function boundError(over: OverBound): AppError {
  const made = {
    timeLimit: () => Errors.TimeLimitAboveBound(over.value, over.bound),
    memoryLimit: () => Errors.MemoryLimitAboveBound(over.value, over.bound),
    stackLimit: () => Errors.StackLimitAboveBound(over.value, over.bound),
    caseCount: () => Errors.CaseCountAboveBound(over.value, over.bound),
    testData: () => Errors.TestDataAboveBound(over.value, over.bound),
  }[over.field]();
  return made.withData(over);
}

/** Refuses time, memory or stack limits past the bounds (as sent: before the form's schema, so the hard maxima are named too). */
export function assertLimitsWithin(problem: unknown, bounds: ProblemBounds): void {
  const over = limitOverBound(
    problem && typeof problem === 'object' ? (problem as Record<string, unknown>) : null,
    bounds,
  );
  if (over) throw boundError(over);
}

/** Refuses test data of more cases or unpacked bytes than the bounds allow. */
export function assertTestDataWithin(caseCount: number, bytes: number, bounds: TestDataBounds): void {
  const over = testDataOverBound(caseCount, bytes, bounds);
  if (over) throw boundError(over);
}
