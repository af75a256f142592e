// Awards against API-NEXT 9.4, with the tie rule written at the top of src/contract/scoreboard/awards.ts:
// a row tied with an award winner wins the same award, and the next tier is smaller by as much.
import { describe, expect, test } from 'bun:test';
import { buildAcmBoard } from '../../../src/contract/scoreboard/acm-board.ts';
import type { Award, BoardSettings } from '../../../src/contract/scoreboard/board-rows.ts';
import type { Cell } from '../../../src/contract/scoreboard/cell.ts';
import { buildOiBoard } from '../../../src/contract/scoreboard/oi-board.ts';
import { BRONZE, GOLD, SILVER, acCell, awardsOf, board, cell, settings } from './factories.ts';

/** Cells by uid, then by display id. */
type Cells = Record<string, Record<string, Cell>>;

const withNum = (award: Omit<Award, 'num'>, num: number): Award => ({ ...award, num });
const byProportion = (gold = 10, silver = 20, bronze = 30): Partial<BoardSettings> => ({
  awardType: 1,
  awards: [withNum(GOLD, gold), withNum(SILVER, silver), withNum(BRONZE, bronze)],
});
const byCount = (gold: number, silver: number, bronze: number): Partial<BoardSettings> => ({
  awardType: 2,
  awards: [withNum(GOLD, gold), withNum(SILVER, silver), withNum(BRONZE, bronze)],
});

/** Users u1..un solving one problem, u1 first; `minutes` overrides a user's AC minute (equal = tied). */
function solvers(n: number, minutes: Record<number, number> = {}, unsolved: number[] = []): Cells {
  return Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `u${String(i + 1).padStart(2, '0')}`,
      { A: unsolved.includes(i + 1) ? cell({ errorNum: 1 }) : acCell(minutes[i + 1] ?? (i + 1) * 10) },
    ]),
  );
}

/** Award names of the board in order, star and unawarded rows as '-'. */
const names = (cells: Cells, s: Partial<BoardSettings>) =>
  awardsOf(buildAcmBoard(board(cells), settings(s), { removeStar: false })).map(([, name]) => name ?? '-');

const G = 'Gold';
const S = 'Silver';
const B = 'Bronze';

describe('awards', () => {
  test.each<[string, Cells, Partial<BoardSettings>, string[]]>([
    ['award type 0 gives none', solvers(3), { ...byCount(1, 1, 1), awardType: 0 }, ['-', '-', '-']],
    [
      'by proportion: 10 %, 20 %, 30 % of ten ranked users are 1, 2 and 3 rows',
      solvers(10),
      byProportion(),
      [G, S, S, B, B, B, '-', '-', '-', '-'],
    ],
    [
      'by proportion: counts are rounded down and an entry of 0 rows is dropped, so the top row gets the next award',
      solvers(9),
      byProportion(),
      [S, B, B, '-', '-', '-', '-', '-', '-'],
    ],
    [
      'by proportion: rows without result are counted in the base but never win',
      solvers(10, {}, [3, 4, 5, 6, 7, 8, 9, 10]),
      byProportion(),
      [G, S, '-', '-', '-', '-', '-', '-', '-', '-'],
    ],
    ['by count: each entry is a number of rows', solvers(5), byCount(1, 1, 2), [G, S, B, B, '-']],
    [
      'by count: awards are handed out by priority, not list order',
      solvers(3),
      { awardType: 2, awards: [withNum(BRONZE, 1), withNum(GOLD, 1), withNum(SILVER, 1)] },
      [G, S, B],
    ],
    [
      'ties: a row tied with a winner wins the same award and the next tier shrinks; ties past the last boundary win it too',
      solvers(7, { 2: 10, 6: 50 }),
      byCount(1, 2, 2),
      [G, G, S, B, B, B, '-'],
    ],
    [
      'ties: a tie can take a whole tier, which then gives nothing',
      solvers(4, { 2: 10, 3: 10 }),
      byCount(1, 1, 1),
      [G, G, G, '-'],
    ],
    [
      'ties: rows tied below a tier boundary stay below it',
      solvers(4, { 3: 30, 4: 30 }),
      byCount(1, 1, 0),
      [G, S, '-', '-'],
    ],
  ])('%s', (_, cells, s, expected) => {
    expect(names(cells, s)).toEqual(expected);
  });

  test('a star user never wins and takes neither an award row nor a place in the proportion base', () => {
    const cells = { ...solvers(10), star: { A: acCell(1) } };
    expect(
      awardsOf(
        buildAcmBoard(board(cells), settings({ ...byProportion(), starUsernames: ['star'] }), { removeStar: false }),
      ),
    ).toEqual([
      ['star', null],
      ['u01', G],
      ['u02', S],
      ['u03', S],
      ['u04', B],
      ['u05', B],
      ['u06', B],
      ['u07', null],
      ['u08', null],
      ['u09', null],
      ['u10', null],
    ]);
  });

  test('a winning row carries the award name, background and colour', () => {
    const [row] = buildAcmBoard(board(solvers(1)), settings(byCount(1, 0, 0)), { removeStar: false });
    expect(row).toMatchObject({
      isWinAward: true,
      awardName: G,
      awardBackground: GOLD.background,
      awardColor: GOLD.color,
    });
  });

  test('OI: rows of total score 0 never win; ties by score and time share the award', () => {
    const oi = {
      a: { A: cell({ score: 90 }) },
      b: { A: cell({ score: 90 }) },
      c: { A: cell({ score: 40 }) },
      d: { A: cell({ score: 0 }) },
    };
    const rows = buildOiBoard(board(oi), settings({ type: 1, ...byCount(1, 1, 5) }), { removeStar: false });
    expect(awardsOf(rows)).toEqual([
      ['a', G],
      ['b', G],
      ['c', B],
      ['d', null],
    ]);
  });
});
