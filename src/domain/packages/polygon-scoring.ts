/**
 * Polygon test points and groups in our scoring. Without points the problem is ACM. With points
 * it is OI: a `complete-group` group is a subtask scored by its lowest case (every case carries
 * the group's points, so one failure loses the group); a test of an `each-test` group, or of no
 * group, is its own subtask worth its points. Only whole points are accepted.
 *
 * Polygon's checkers give absolute points (quitp), so the problem reads them as such (see
 * judge/checkers/points.ts). When every test with points carries the same points, that is the
 * checker's scale: a case then earns its share of its own worth whatever it is worth (a complete
 * group's case worth the group's points, a sample worth nothing, a case an admin rescales).
 * Otherwise each case's checker points are read against its own worth.
 */
import { Errors } from '../errors.ts';

export interface PolygonTest {
  points: number;
  group: string;
}

export interface PolygonGroup {
  points: number;
  policy: string;
}

export interface CaseScoring {
  type: 0 | 1;
  judgeCaseMode: 'default' | 'subtask_lowest';
  cases: { score?: number; groupNum?: number }[];
  /** The checker's points scale: the one points value every scored test carries, or null. */
  checkerPointsScale: number | null;
}

function commonPoints(tests: PolygonTest[]): number | null {
  const values = new Set(tests.map((t) => t.points).filter((p) => p > 0));
  return values.size === 1 ? [...values][0]! : null;
}

export function polygonScoring(title: string, tests: PolygonTest[], groups: Map<string, PolygonGroup>): CaseScoring {
  const scored = tests.some((t) => t.points > 0) || [...groups.values()].some((g) => g.points > 0);
  if (!scored) return { type: 0, judgeCaseMode: 'default', cases: tests.map(() => ({})), checkerPointsScale: null };
  const whole = (n: number) => {
    if (!Number.isInteger(n) || n < 0)
      throw Errors.PackageInvalid(`${title}: test points must be whole numbers (found ${n})`);
    return n;
  };
  const complete = (t: PolygonTest) => t.group !== '' && groups.get(t.group)?.policy === 'complete-group';
  if (!tests.some(complete)) {
    return {
      type: 1,
      judgeCaseMode: 'default',
      cases: tests.map((t) => ({ score: whole(t.points), groupNum: 1 })),
      checkerPointsScale: commonPoints(tests),
    };
  }
  const groupNumbers = new Map<string, number>();
  let next = 1;
  const cases = tests.map((t) => {
    if (!complete(t)) return { score: whole(t.points), groupNum: next++ };
    let n = groupNumbers.get(t.group);
    if (n === undefined) groupNumbers.set(t.group, (n = next++));
    const group = groups.get(t.group)!;
    const total =
      group.points > 0 ? group.points : tests.filter((x) => x.group === t.group).reduce((s, x) => s + x.points, 0);
    return { score: whole(total), groupNum: n };
  });
  return { type: 1, judgeCaseMode: 'subtask_lowest', cases, checkerPointsScale: commonPoints(tests) };
}
