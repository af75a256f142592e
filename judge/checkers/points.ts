/**
 * How a checker's `points X` (testlib's quitp, exit code 7) becomes a share of its case. The
 * problem says which convention its checker follows (ProblemSpec.checkerPoints):
 *
 * - `fraction`, Verdict's own: X is the share of the case, 0 ≤ X ≤ 1. `points 0.25` on a case
 *   worth 40 earns 10.
 * - `absolute`, Polygon's (problems imported from Polygon packages): X is points on the
 *   checker's own scale S, 0 ≤ X ≤ S, and the case earns worth · X / S. S is the problem's
 *   checker scale (ProblemSpec.checkerPointsScale, the points every scored test carried in the
 *   package) or, without one, the case's own worth. quitp(3) earns 3 on a case worth 100, and 30
 *   on a case worth 100 when the checker's scale is 10.
 *
 * X = S is Accepted, X = 0 Wrong Answer, anything between Partially Accepted. A value out of
 * range (negative, above the scale, not a number) is the checker's failure: System Error with
 * what the checker wrote, never clamped. Like testlib, X within 1e-8 of a bound is that bound.
 * A case's score is rounded down to whole points.
 */
import { JudgeStatus, type CheckerPoints, type JudgeStatusCode } from '../../src/contract/judge-status.ts';

export type PointsConvention = CheckerPoints;

/** How one case reads a checker's points. */
export interface CasePoints {
  convention: PointsConvention;
  /** Absolute only: the points of a fully correct case on the checker's scale; null: `worth`. */
  scale: number | null;
  /** The case's score. */
  worth: number;
}

export const FRACTION_POINTS: CasePoints = { convention: 'fraction', scale: null, worth: 1 };

export type PointsOutcome =
  | { status: JudgeStatusCode; fraction: number }
  | { status: typeof JudgeStatus.SYSTEM_ERROR; fraction: 0; failure: string };

const EPSILON = 1e-8;

/** Share `value` out of `full`: Accepted, Partially Accepted, Wrong Answer or the checker's failure. */
export function share(value: number, full: number, what: string): PointsOutcome {
  if (!Number.isFinite(value) || value < -EPSILON || value > full + EPSILON) {
    return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, failure: `${what} is out of range (0 to ${full})` };
  }
  if (value >= full - EPSILON)
    return full > 0 ? { status: JudgeStatus.ACCEPTED, fraction: 1 } : { status: JudgeStatus.WRONG_ANSWER, fraction: 0 };
  if (value <= EPSILON) return { status: JudgeStatus.WRONG_ANSWER, fraction: 0 };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, fraction: value / full };
}

/** The outcome of `points <token>` under the case's convention. */
export function readPoints(token: string, points: CasePoints): PointsOutcome {
  const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(token) ? Number(token) : Number.NaN;
  if (points.convention === 'fraction') return share(value, 1, `the share ${token} of the case`);
  const scale = points.scale ?? points.worth;
  const what =
    points.scale === null
      ? `${token} points on a case worth ${points.worth}`
      : `${token} points on the checker's scale of ${scale}`;
  return share(value, scale, what);
}
