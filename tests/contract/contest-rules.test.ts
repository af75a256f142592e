import { expect, test } from 'bun:test';
import {
  CONTEST_RULES,
  CONTEST_TYPE_CODES,
  ContestType,
  contestRule,
  contestTypesWhere,
  isContestType,
} from '../../src/contract/contest-rules.ts';
import { contestFormSchema, contestListQuerySchema } from '../../src/contract/contests.ts';

/** The questions every entry answers: the keys of the ACM entry, read from the table itself. */
const QUESTIONS = Object.keys(CONTEST_RULES[ContestType.ACM]).sort();

test('each contest type has one entry, answering every question', () => {
  expect(CONTEST_TYPE_CODES.sort()).toEqual([0, 1, 2]);
  for (const type of CONTEST_TYPE_CODES) {
    const rule = contestRule(type);
    expect(rule.type).toBe(type);
    expect(Object.keys(rule).sort()).toEqual(QUESTIONS);
    for (const q of QUESTIONS) expect(rule[q as keyof typeof rule]).not.toBeUndefined();
    expect(Object.keys(rule.form).sort()).toEqual(['offersScoreType', 'offersSeal', 'sealChoice']);
  }
  expect(new Set(CONTEST_TYPE_CODES.map((t) => contestRule(t).label)).size).toBe(CONTEST_TYPE_CODES.length);
});

test('the entries say what differs: ACM ranks by solved and penalty, OI and CT by score, CT sealed from its start on its last answer', () => {
  expect(contestRule(ContestType.ACM)).toMatchObject({
    scoring: 'acm',
    penaltyMinutes: 20,
    decisiveRecord: 'firstAccepted',
    sealedRecord: 'frozenTry',
    sealHidesOwn: false,
    firstAccepts: true,
  });
  expect(contestRule(ContestType.OI)).toMatchObject({
    scoring: 'oi',
    penaltyMinutes: 0,
    decisiveRecord: 'scored',
    fixedScoreType: null,
    seal: 'optional',
    sealHidesOwn: true,
    firstAccepts: false,
  });
  expect(contestRule(ContestType.CT)).toMatchObject({
    scoring: 'oi',
    fixedScoreType: 'Recent',
    seal: 'fromStart',
    problemKind: 'choice',
    listsSubmissions: false,
    listedWithContests: false,
  });
  // Only a type that offers the seal switch leaves the seal optional.
  for (const t of CONTEST_TYPE_CODES) expect(contestRule(t).form.offersSeal).toBe(contestRule(t).seal === 'optional');
  expect(contestTypesWhere((r) => r.listedWithContests)).toEqual([ContestType.ACM, ContestType.OI]);
});

test('an unknown type is refused: by the table, the admin form and the list filter', () => {
  for (const bad of [-1, 3, 99, 1.5, Number.NaN]) {
    expect(isContestType(bad)).toBe(false);
    expect(() => contestRule(bad)).toThrow(RangeError);
    const parsed = contestFormSchema.safeParse({ title: 'x', type: bad });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.some((i) => i.path[0] === 'type')).toBe(true);
    expect(contestListQuerySchema.parse({ type: String(bad) }).type).toBeUndefined();
  }
  // Names inherited by every object are not types either.
  expect(isContestType('toString' as unknown as number)).toBe(false);
  for (const t of CONTEST_TYPE_CODES) expect(contestFormSchema.parse({ title: 'x', type: t }).type).toBe(t);
});
