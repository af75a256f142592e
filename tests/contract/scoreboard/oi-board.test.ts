// The OI board against API-NEXT 9.2 (chosen scores, time of accepted problems, order) and 9.4.
import { describe, expect, test } from 'bun:test';
import { JudgeStatus as S } from '../../../src/contract/judge-status.ts';
import type { BoardInput } from '../../../src/contract/scoreboard/board-rows.ts';
import type { CellContest, CellSubmission } from '../../../src/contract/scoreboard/cell.ts';
import { foldCell } from '../../../src/contract/scoreboard/fold-cell.ts';
import { buildOiBoard } from '../../../src/contract/scoreboard/oi-board.ts';
import { board, cell, contest, ranksOf, settings, sub, user } from './factories.ts';

const build = (input: BoardInput, stars: string[] = [], removeStar = false) =>
  buildOiBoard(input, settings({ type: 1, starUsernames: stars }), { removeStar });
const scored = (score: number, acRunTime: number | null = null) => cell({ score, acRunTime, ac: acRunTime !== null });

describe('OI totals', () => {
  test('a row adds up the chosen scores and the times of the accepted chosen records, keyed by display id', () => {
    const [row] = build(board({ u: { A: scored(100, 250), B: scored(40), C: scored(0) } }));
    expect(row).toEqual({
      ...user('u'),
      rank: 1,
      isWinAward: false,
      awardName: null,
      awardBackground: null,
      awardColor: null,
      totalScore: 140,
      totalTime: 250,
      submissionInfo: { A: 100, B: 40, C: 0 },
      timeInfo: { A: 250 },
    });
  });

  /** Cells folded from the same submissions under both rules, to board rows. */
  const fromSubs = (c: CellContest, subsByUser: Record<string, CellSubmission[]>) =>
    build(
      board(
        Object.fromEntries(Object.entries(subsByUser).map(([uid, subs]) => [uid, { A: foldCell(subs, c, 'live')! }])),
      ),
    ).map((r) => [r.uid, r.totalScore, r.totalTime, r.rank]);
  const history = () => ({
    early: [sub(10, S.ACCEPTED, { score: 100, runTime: 300 }), sub(20, S.WRONG_ANSWER, { score: 10 })],
    steady: [sub(15, S.PARTIAL_ACCEPTED, { score: 60 })],
  });

  test.each([
    [
      'Recent: the last record counts; an earlier AC that no longer counts adds no time',
      'Recent',
      [
        ['steady', 60, 0, 1],
        ['early', 10, 0, 2],
      ],
    ],
    [
      'Highest: the best record counts',
      'Highest',
      [
        ['early', 100, 300, 1],
        ['steady', 60, 0, 2],
      ],
    ],
  ] as const)('%s', (_, rule, expected) => {
    expect(fromSubs(contest({ type: 1, oiRankScoreType: rule }), history())).toEqual(expected.map((r) => [...r]));
  });
});

describe('OI order and ranks', () => {
  test.each<[string, BoardInput, string[], boolean, (string | number)[][]]>([
    [
      'higher total score first',
      board({ low: { A: scored(50) }, high: { A: scored(90) } }),
      [],
      false,
      [
        ['high', 1],
        ['low', 2],
      ],
    ],
    [
      'equal score: less total time first (the time tie-break)',
      board({ slow: { A: scored(100, 900) }, fast: { A: scored(100, 200) } }),
      [],
      false,
      [
        ['fast', 1],
        ['slow', 2],
      ],
    ],
    [
      'equal score and time share a rank, then ranks go by position',
      board({ b: { A: scored(100, 200) }, a: { A: scored(100, 200) }, c: { A: scored(100, 300) } }),
      [],
      false,
      [
        ['a', 1],
        ['b', 1],
        ['c', 3],
      ],
    ],
    [
      'rows of score 0 are on the board, last',
      board({ zero: { A: scored(0) }, some: { A: scored(1) } }),
      [],
      false,
      [
        ['some', 1],
        ['zero', 2],
      ],
    ],
    [
      'a star user is ranked -1 without a rank number',
      board({ a: { A: scored(90) }, star: { A: scored(80) }, b: { A: scored(70) } }),
      ['star'],
      false,
      [
        ['a', 1],
        ['star', -1],
        ['b', 2],
      ],
    ],
    [
      'with removeStar the star user is dropped',
      board({ a: { A: scored(90) }, star: { A: scored(95) } }),
      ['star'],
      true,
      [['a', 1]],
    ],
    ['a user without a cell is not on the board', board({ a: { A: scored(10) } }, ['idle']), [], false, [['a', 1]]],
  ])('%s', (_, input, stars, removeStar, expected) => {
    expect(ranksOf(build(input, stars, removeStar))).toEqual(expected);
  });
});
