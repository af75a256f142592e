// The scroll board's resolver: the frozen board at the seal, the reveals from the bottom up, the
// final board (the server's real board) and the medals, with star users kept or removed.
import { describe, expect, test } from 'bun:test';
import { JudgeStatus as S } from '../../../src/contract/judge-status.ts';
import { buildAcmBoard } from '../../../src/contract/scoreboard/acm-board.ts';
import { foldCell } from '../../../src/contract/scoreboard/fold-cell.ts';
import {
  boardWith,
  defaultMedalCounts,
  displayIdsOf,
  medalOf,
  rankedCount,
  revealedAfter,
  revealSteps,
  type ScrollBoardInfo,
  scrollData,
  type ScrollSubmission,
} from '../../../src/contract/scoreboard/resolver.ts';
import { END, MINUTE, SEAL, START, contest, settings, user } from './factories.ts';

const info: ScrollBoardInfo = {
  id: 7,
  title: 'Lab final',
  rankShowName: 'username',
  problemCount: 3,
  balloonColor: { B: '#00f', A: '#f00', C: '' },
  startTime: START,
  endTime: END,
  sealRankTime: SEAL,
  starUserList: ['eve'],
};

let nextId = 1;
const at = (uid: string, minute: number, displayId: string, status: number): ScrollSubmission => ({
  ...user(uid),
  submitId: nextId++,
  status,
  submitTime: START + minute * MINUTE,
  displayId,
});

// The seal is at minute 240 of 300: everything from 240 on is frozen (8 submissions).
const SUBMISSIONS: ScrollSubmission[] = [
  at('eve', 5, 'A', S.ACCEPTED),
  at('dan', 10, 'A', S.ACCEPTED),
  at('ann', 20, 'A', S.ACCEPTED),
  at('bob', 30, 'A', S.ACCEPTED),
  at('dan', 50, 'B', S.ACCEPTED),
  at('bob', 100, 'B', S.WRONG_ANSWER),
  at('bob', 245, 'B', S.ACCEPTED),
  at('cat', 245, 'A', S.WRONG_ANSWER),
  at('ann', 250, 'B', S.ACCEPTED),
  at('fay', 250, 'A', S.COMPILE_ERROR),
  at('cat', 260, 'A', S.ACCEPTED),
  at('eve', 260, 'B', S.ACCEPTED),
  at('cat', 270, 'C', S.WRONG_ANSWER),
  at('dan', 280, 'C', S.WRONG_ANSWER),
].sort((a, b) => a.submitTime - b.submitTime || a.submitId - b.submitId);

/** The server's real board, folded independently from the submissions in the 'live' view. */
function liveBoard(removeStar: boolean) {
  const keys = [...new Set(SUBMISSIONS.map((s) => `${s.uid} ${s.displayId}`))];
  const cells = keys.map((key) => {
    const [uid, displayId] = key.split(' ') as [string, string];
    const subs = SUBMISSIONS.filter((s) => s.uid === uid && s.displayId === displayId).map((s) => ({
      ...s,
      score: null,
      runTime: null,
    }));
    return { uid, displayId, cell: foldCell(subs, contest(), 'live')! };
  });
  const users = [...new Set(SUBMISSIONS.map((s) => s.uid))].map((uid) => user(uid));
  return buildAcmBoard({ users, cells }, settings({ starUsernames: ['eve'] }), { removeStar });
}

const rowsOf = (board: ReturnType<typeof liveBoard>) => board.map((r) => [r.uid, r.rank, r.ac, r.totalTime / 60]);

describe('the frozen board at the seal', () => {
  const frozen = boardWith(scrollData(info, SUBMISSIONS, false), new Set());
  test('ranks and penalty count only what came before the seal; star users rank -1', () => {
    expect(rowsOf(frozen)).toEqual([
      ['dan', 1, 2, 60],
      ['eve', -1, 1, 5],
      ['ann', 2, 1, 20],
      ['bob', 3, 1, 30],
      ['cat', 4, 0, 0],
      ['fay', 4, 0, 0],
    ]);
  });
  test.each([
    ['cat', 'A', 2],
    ['cat', 'C', 1],
    ['bob', 'B', 1],
    ['fay', 'A', 1],
    ['dan', 'C', 1],
    ['dan', 'A', 0],
  ])('%s %s shows %i tries, result unknown', (uid, displayId, tries) => {
    expect(frozen.find((r) => r.uid === uid)!.submissionInfo[displayId]!.tryNum).toBe(tries);
  });
  test('display ids in board order', () => expect(displayIdsOf(info)).toEqual(['A', 'B', 'C']));
});

type Step = [uid: string, displayId: string, ac: boolean, from: number, to: number, fromRank: number, toRank: number];

describe.each<[string, boolean, Step[]]>([
  [
    'star users kept',
    false,
    [
      ['fay', 'A', false, 5, 5, 4, 4],
      ['cat', 'A', true, 4, 4, 4, 4],
      ['cat', 'C', false, 4, 4, 4, 4],
      ['bob', 'B', true, 3, 1, 3, 2],
      ['ann', 'B', true, 3, 1, 3, 2],
      ['eve', 'B', true, 3, 1, -1, -1],
      ['dan', 'C', false, 0, 0, 1, 1],
    ],
  ],
  [
    'star users removed',
    true,
    [
      ['fay', 'A', false, 4, 4, 4, 4],
      ['cat', 'A', true, 3, 3, 4, 4],
      ['cat', 'C', false, 3, 3, 4, 4],
      ['bob', 'B', true, 2, 1, 3, 2],
      ['ann', 'B', true, 2, 1, 3, 2],
      ['dan', 'C', false, 0, 0, 1, 1],
    ],
  ],
])('reveals with %s', (_, removeStar, expected) => {
  const data = scrollData(info, SUBMISSIONS, removeStar);
  const steps = revealSteps(data);

  test('from the lowest row with frozen problems up, smallest display id first', () => {
    expect(steps.map((s) => [s.uid, s.displayId, s.ac, s.fromIndex, s.toIndex, s.fromRank, s.toRank])).toEqual(
      expected,
    );
  });

  test('a revealed AC carries its time and penalty; failed tries their count', () => {
    const bob = steps.find((s) => s.uid === 'bob')!;
    expect([bob.acTime, bob.errorNum, bob.frozenTries]).toEqual([245 * 60, 1, 1]);
    const catC = steps.find((s) => s.uid === 'cat' && s.displayId === 'C')!;
    expect([catC.acTime, catC.errorNum, catC.frozenTries]).toEqual([null, 1, 1]);
  });

  test('each step moves the row where the next board puts it', () => {
    for (const [i, step] of steps.entries()) {
      const before = boardWith(data, revealedAfter(steps, i));
      const after = boardWith(data, revealedAfter(steps, i + 1));
      expect(before[step.fromIndex]!.uid).toBe(step.uid);
      expect(after[step.toIndex]!.uid).toBe(step.uid);
    }
  });

  test('the board after every reveal is the real board', () => {
    const final = boardWith(data, revealedAfter(steps, steps.length));
    expect(final).toEqual(liveBoard(removeStar));
    expect(final.every((row) => Object.values(row.submissionInfo).every((p) => p.tryNum === 0))).toBe(true);
  });

  test('medals go down the final board by the counts; star users and rows without AC get none', () => {
    const medalled = boardWith(data, revealedAfter(steps, steps.length), { gold: 1, silver: 1, bronze: 2 });
    expect(medalled.map((r) => [r.uid, medalOf(r)])).toEqual([
      ['dan', 'gold'],
      ...(removeStar ? [] : [['eve', null]]),
      ['ann', 'silver'],
      ['bob', 'bronze'],
      ['cat', 'bronze'],
      ['fay', null],
    ]);
    expect(rankedCount(medalled)).toBe(5);
  });
});

describe('default medal counts: 10 %, 20 %, 30 % of the ranked rows, rounded down', () => {
  test.each([
    [0, 0, 0, 0],
    [5, 0, 1, 1],
    [10, 1, 2, 3],
    [25, 2, 5, 7],
    [99, 9, 19, 29],
  ])('%i ranked rows', (ranked, gold, silver, bronze) => {
    expect(defaultMedalCounts(ranked)).toEqual({ gold, silver, bronze });
  });
});

describe("the configuration's counts follow the contest's awards", () => {
  const award = (priority: number, name: string, num: number) => ({ priority, name, background: '', color: '', num });
  test('by count: the first three awards by priority are gold, silver and bronze', () => {
    expect(defaultMedalCounts(4, { awardType: 2, awards: [award(1, 'Gold', 1)] })).toEqual({
      gold: 1,
      silver: 0,
      bronze: 0,
    });
    const awards = [award(3, 'Third', 5), award(1, 'First', 2), award(2, 'Second', 0), award(4, 'Fourth', 9)];
    expect(defaultMedalCounts(4, { awardType: 2, awards })).toEqual({ gold: 2, silver: 0, bronze: 5 });
  });
  test('by proportion: a share of the ranked rows, rounded down', () => {
    const awards = [award(1, 'Gold', 25), award(2, 'Silver', 50), award(3, 'Bronze', 10)];
    expect(defaultMedalCounts(8, { awardType: 1, awards })).toEqual({ gold: 2, silver: 4, bronze: 0 });
  });
  test('a contest without awards gives the defaults', () => {
    expect(defaultMedalCounts(10, { awardType: 0, awards: [award(1, 'Gold', 3)] })).toEqual({
      gold: 1,
      silver: 2,
      bronze: 3,
    });
    expect(defaultMedalCounts(10, { awardType: 2, awards: [] })).toEqual({ gold: 1, silver: 2, bronze: 3 });
  });
});

test('a board without a seal window has nothing to reveal', () => {
  const unsealed = scrollData({ ...info, sealRankTime: END }, SUBMISSIONS, false);
  expect(revealSteps(unsealed)).toEqual([]);
});
