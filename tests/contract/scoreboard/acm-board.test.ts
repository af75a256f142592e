// The ACM board against API-NEXT 9.1 (penalty, first blood, order and shared ranks) and 9.4 (stars).
import { describe, expect, test } from 'bun:test';
import { buildAcmBoard } from '../../../src/contract/scoreboard/acm-board.ts';
import type { BoardInput } from '../../../src/contract/scoreboard/board-rows.ts';
import type { Cell } from '../../../src/contract/scoreboard/cell.ts';
import { acCell, board, cell, ranksOf, settings, user } from './factories.ts';

const build = (input: BoardInput, stars: string[] = [], removeStar = false) =>
  buildAcmBoard(input, settings({ starUsernames: stars }), { removeStar });

describe('ACM totals', () => {
  test.each<[string, Record<string, Cell>, { ac: number; total: number; totalTime: number }]>([
    ['an AC adds its time', { A: acCell(30) }, { ac: 1, total: 1, totalTime: 1800 }],
    [
      'each penalised try before the AC adds 20 minutes',
      { A: acCell(30, 2) },
      { ac: 1, total: 3, totalTime: 1800 + 2400 },
    ],
    [
      'an unsolved problem adds tries but no time',
      { A: acCell(30), B: cell({ errorNum: 4, tries: 5 }) },
      { ac: 1, total: 6, totalTime: 1800 },
    ],
    [
      'tries after the AC are in the total but cost nothing',
      { A: acCell(10, 1, { tries: 5 }) },
      { ac: 1, total: 5, totalTime: 600 + 1200 },
    ],
    [
      'frozen tries are in the total',
      { A: cell({ tries: 3, frozenTries: 2, errorNum: 1 }) },
      { ac: 0, total: 3, totalTime: 0 },
    ],
    [
      'times of every solved problem add up',
      { A: acCell(10), B: acCell(50, 1) },
      { ac: 2, total: 3, totalTime: 600 + 3000 + 1200 },
    ],
  ])('%s', (_, cells, expected) => {
    expect(build(board({ u: cells }))[0]).toMatchObject(expected);
  });

  test('a full row: user fields, no award, and each problem as the board shows it', () => {
    const [row] = build(board({ u: { A: acCell(30, 1), B: cell({ tries: 2, frozenTries: 2 }) } }));
    expect(row).toEqual({
      ...user('u'),
      rank: 1,
      isWinAward: false,
      awardName: null,
      awardBackground: null,
      awardColor: null,
      ac: 1,
      total: 4,
      totalTime: 3000,
      submissionInfo: {
        A: { isAC: true, isFirstAC: true, ACTime: 1800, errorNum: 1, tryNum: 0, isAfterContest: false },
        B: { isAC: false, isFirstAC: false, ACTime: null, errorNum: 0, tryNum: 2, isAfterContest: false },
      },
    });
  });
});

describe('first blood', () => {
  const firstBloods = (input: BoardInput, stars: string[] = [], removeStar = false) =>
    build(input, stars, removeStar)
      .flatMap((r) =>
        Object.entries(r.submissionInfo)
          .filter(([, p]) => p.isFirstAC)
          .map(([d]) => `${r.uid}:${d}`),
      )
      .sort();

  test.each<[string, BoardInput, string[]]>([
    [
      'the earliest AC of each problem',
      board({ a: { A: acCell(10), B: acCell(40) }, b: { A: acCell(20), B: acCell(30) } }),
      ['a:A', 'b:B'],
    ],
    [
      'an AC in the same second is first blood too',
      board({ a: { A: acCell(10) }, b: { A: acCell(10) }, c: { A: acCell(11) } }),
      ['a:A', 'b:A'],
    ],
    [
      'the penalty does not matter, only the AC time',
      board({ a: { A: acCell(10, 5) }, b: { A: acCell(11) } }),
      ['a:A'],
    ],
    ['an unsolved problem has no first blood', board({ a: { A: cell({ errorNum: 3, tries: 3 }) } }), []],
    [
      'an after-end AC is never first blood, even the only one',
      board({ a: { A: acCell(310, 0, { afterEnd: true }) } }),
      [],
    ],
    [
      'an after-end AC does not take first blood from a later in-contest one',
      board({ a: { A: acCell(5, 0, { afterEnd: true }) }, b: { A: acCell(20) } }),
      ['b:A'],
    ],
  ])('%s', (_, input, expected) => {
    expect(firstBloods(input)).toEqual(expected);
  });

  test('a star user on the board can take first blood; removed, the next AC has it', () => {
    const input = board({ star: { A: acCell(5) }, b: { A: acCell(20) } });
    expect(firstBloods(input, ['star'])).toEqual(['star:A']);
    expect(firstBloods(input, ['star'], true)).toEqual(['b:A']);
  });
});

describe('ACM order and ranks', () => {
  test.each<[string, BoardInput, string[], boolean, (string | number)[][]]>([
    [
      'more solved first, then less time',
      board({ slow: { A: acCell(100) }, two: { A: acCell(200), B: acCell(210) }, fast: { A: acCell(50) } }),
      [],
      false,
      [
        ['two', 1],
        ['fast', 2],
        ['slow', 3],
      ],
    ],
    [
      'equal solved and time share the rank, then ranks go by position (1, 1, 3)',
      board({ c: { A: acCell(90) }, a: { A: acCell(50, 3) }, b: { A: acCell(90) }, d: { A: acCell(130) } }),
      [],
      false,
      [
        ['b', 1],
        ['c', 1],
        ['a', 3],
        ['d', 4],
      ],
    ],
    [
      'rows without an AC share the last rank',
      board({ a: { A: acCell(10) }, b: { A: cell() }, c: { B: cell({ tries: 3 }) } }),
      [],
      false,
      [
        ['a', 1],
        ['b', 2],
        ['c', 2],
      ],
    ],
    [
      'a star user is ranked -1 and takes no rank number',
      board({ a: { A: acCell(10) }, star: { A: acCell(20) }, b: { A: acCell(30) } }),
      ['star'],
      false,
      [
        ['a', 1],
        ['star', -1],
        ['b', 2],
      ],
    ],
    [
      'a star user between tied rows does not break the tie',
      board({ a: { A: acCell(10) }, b: { A: acCell(10) }, star: { A: acCell(10) } }),
      ['star'],
      false,
      [
        ['a', 1],
        ['b', 1],
        ['star', -1],
      ],
    ],
    [
      'with removeStar the star user is dropped',
      board({ a: { A: acCell(10) }, star: { A: acCell(5) } }),
      ['star'],
      true,
      [['a', 1]],
    ],
    ['a user without a cell is not on the board', board({ a: { A: acCell(10) } }, ['idle']), [], false, [['a', 1]]],
  ])('%s', (_, input, stars, removeStar, expected) => {
    expect(ranksOf(build(input, stars, removeStar))).toEqual(expected);
  });

  test('an empty contest has an empty board', () => {
    expect(build(board({}, ['idle']))).toEqual([]);
  });
});
