// foldCell against API-NEXT 9.1 (ACM records), 9.2 (OI choice) and 9.3 (the sealed view).
import { describe, expect, test } from 'bun:test';
import { JudgeStatus as S } from '../../../src/contract/judge-status.ts';
import type { BoardView, Cell, CellContest, CellSubmission } from '../../../src/contract/scoreboard/cell.ts';
import { foldCell } from '../../../src/contract/scoreboard/fold-cell.ts';
import { cell, contest, sub } from './factories.ts';

const acm = contest();
const oiRecent = contest({ type: 1, oiRankScoreType: 'Recent' });
const oiHighest = contest({ type: 1, oiRankScoreType: 'Highest' });
const scored = (minute: number, score: number, runTime: number | null = null, status: number = S.PARTIAL_ACCEPTED) =>
  sub(minute, status, { score, runTime });

type Row = [rule: string, c: CellContest, view: BoardView, subs: CellSubmission[], expected: Partial<Cell> | null];

const ROWS: Row[] = [
  [
    'ACM: each penalised try before the AC is an error (PE, WA, TLE, MLE, RE)',
    acm,
    'live',
    [
      sub(1, S.PRESENTATION_ERROR),
      sub(2, S.WRONG_ANSWER),
      sub(3, S.TIME_LIMIT_EXCEEDED),
      sub(4, S.MEMORY_LIMIT_EXCEEDED),
      sub(5, S.RUNTIME_ERROR),
      sub(61, S.ACCEPTED),
    ],
    { ac: true, acTime: 3660, errorNum: 5, tries: 6 },
  ],
  [
    'ACM: compile error, system error, partial, cancelled, submit failed count as tries, never as errors',
    acm,
    'live',
    [
      sub(1, S.COMPILE_ERROR),
      sub(2, S.SYSTEM_ERROR),
      sub(3, S.PARTIAL_ACCEPTED),
      sub(4, S.CANCELLED),
      sub(5, S.SUBMITTED_FAILED),
      sub(10, S.ACCEPTED),
    ],
    { ac: true, acTime: 600, errorNum: 0, tries: 6 },
  ],
  [
    'ACM: records after the first AC are tries but cost nothing',
    acm,
    'live',
    [sub(10, S.ACCEPTED), sub(11, S.WRONG_ANSWER), sub(12, S.ACCEPTED)],
    { ac: true, acTime: 600, errorNum: 0, tries: 3 },
  ],
  [
    'ACM: unfinished and result-less records (pending, judging, submitting, -5, -10) never count',
    acm,
    'live',
    [
      sub(1, S.PENDING),
      sub(2, S.COMPILING),
      sub(3, S.JUDGING),
      sub(4, S.SUBMITTING),
      sub(5, S.SUBMITTED_NO_RESULT),
      sub(6, S.NOT_SUBMITTED),
    ],
    null,
  ],
  [
    'ACM: no AC leaves the errors counted and no AC time',
    acm,
    'live',
    [sub(1, S.WRONG_ANSWER), sub(2, S.COMPILE_ERROR)],
    { ac: false, acTime: null, errorNum: 1, tries: 2 },
  ],
  [
    'ACM: records are walked by time whatever order they come in',
    acm,
    'live',
    [sub(20, S.ACCEPTED), sub(5, S.WRONG_ANSWER)],
    { ac: true, acTime: 1200, errorNum: 1, tries: 2 },
  ],
  [
    'ACM: the AC time is whole seconds from the start, rounded down',
    acm,
    'live',
    [sub(1.999, S.ACCEPTED)],
    { acTime: 119 },
  ],
  ['before-start records never count, in any view', acm, 'withEnd', [sub(-1, S.ACCEPTED)], null],
  ['live: an after-end record does not count', acm, 'live', [sub(300, S.ACCEPTED)], null],
  [
    'withEnd: an after-end AC counts and is marked after the end',
    acm,
    'withEnd',
    [sub(100, S.WRONG_ANSWER), sub(300, S.ACCEPTED)],
    { ac: true, acTime: 18000, errorNum: 1, tries: 2, afterEnd: true },
  ],
  [
    'withEnd: an AC inside the contest is not after the end, even with later records',
    acm,
    'withEnd',
    [sub(100, S.ACCEPTED), sub(320, S.WRONG_ANSWER)],
    { ac: true, tries: 2, afterEnd: false },
  ],
  [
    'sealed ACM: records in [seal, end) before any AC are frozen tries only',
    acm,
    'sealed',
    [sub(100, S.WRONG_ANSWER), sub(240, S.WRONG_ANSWER), sub(250, S.ACCEPTED)],
    { ac: false, acTime: null, errorNum: 1, tries: 3, frozenTries: 2 },
  ],
  [
    'sealed ACM: only frozen records still make a cell of unknown tries',
    acm,
    'sealed',
    [sub(241, S.ACCEPTED)],
    { ac: false, tries: 1, frozenTries: 1, errorNum: 0 },
  ],
  [
    'sealed ACM: after an AC before the seal, frozen records are tries, not frozen tries',
    acm,
    'sealed',
    [sub(10, S.ACCEPTED), sub(250, S.WRONG_ANSWER)],
    { ac: true, acTime: 600, tries: 2, frozenTries: 0 },
  ],
  [
    'sealed ACM: after-end records are left out even with after-end submission',
    acm,
    'sealed',
    [sub(301, S.ACCEPTED)],
    null,
  ],
  [
    'sealed without a seal time is the live view',
    contest({ sealRankTime: null }),
    'sealed',
    [sub(299, S.ACCEPTED)],
    { ac: true, acTime: 17940, frozenTries: 0 },
  ],
  [
    'OI Recent: the latest record is chosen, even below an earlier score',
    oiRecent,
    'live',
    [scored(10, 80), scored(20, 30)],
    { score: 30, tries: 2 },
  ],
  [
    'OI Recent: same submit time, the larger submission id is the later record',
    oiRecent,
    'live',
    [
      sub(20, S.PARTIAL_ACCEPTED, { score: 40, submitId: 901 }),
      sub(20, S.PARTIAL_ACCEPTED, { score: 60, submitId: 900 }),
    ],
    { score: 40 },
  ],
  ['OI Highest: the best score is chosen', oiHighest, 'live', [scored(10, 80), scored(20, 30)], { score: 80 }],
  [
    'OI: a null score counts as 0',
    oiHighest,
    'live',
    [scored(10, 0), sub(20, S.COMPILE_ERROR)],
    { score: 0, tries: 2 },
  ],
  [
    "OI Recent: the time is the latest record's when it is accepted, even slower than an earlier AC",
    oiRecent,
    'live',
    [scored(10, 100, 100, S.ACCEPTED), scored(20, 50, 50), scored(30, 100, 300, S.ACCEPTED)],
    { score: 100, acRunTime: 300, ac: true, acTime: 600 },
  ],
  [
    'OI Recent: an earlier AC adds no time once a later lower score is the chosen record',
    oiRecent,
    'live',
    [scored(10, 100, 100, S.ACCEPTED), scored(20, 30, 50)],
    { score: 30, acRunTime: null, ac: true },
  ],
  [
    "OI Highest: the time is the best-scoring record's; an AC below it adds none",
    oiHighest,
    'live',
    [scored(10, 20, 100, S.ACCEPTED), scored(20, 30, 50)],
    { score: 30, acRunTime: null },
  ],
  [
    "OI Highest: of ACs at the best score, the shortest run time (the established judge's tie rule)",
    oiHighest,
    'live',
    [
      scored(10, 100, 300, S.ACCEPTED),
      scored(20, 100, 100),
      scored(30, 100, 200, S.ACCEPTED),
      scored(40, 100, 250, S.ACCEPTED),
    ],
    { score: 100, acRunTime: 200 },
  ],
  [
    'OI: an accepted chosen record without a run time counts 0 ms',
    oiRecent,
    'live',
    [scored(10, 100, null, S.ACCEPTED)],
    { score: 100, acRunTime: 0 },
  ],
  [
    'OI sealed: only records before the seal are considered',
    oiRecent,
    'sealed',
    [scored(10, 20), scored(250, 100, 100, S.ACCEPTED)],
    { score: 20, tries: 1, frozenTries: 0, acRunTime: null, ac: false },
  ],
  ['OI sealed: records only after the seal make no cell', oiHighest, 'sealed', [scored(250, 100)], null],
  [
    'OI withEnd: a chosen after-end record is marked after the end',
    oiRecent,
    'withEnd',
    [scored(10, 20), scored(310, 70)],
    { score: 70, afterEnd: true },
  ],
  [
    'OI withEnd: the chosen record inside the contest is not after the end',
    oiHighest,
    'withEnd',
    [scored(10, 90), scored(310, 70)],
    { score: 90, afterEnd: false },
  ],
  [
    'OI Highest: of equal best scores none accepted, the earliest is chosen',
    oiHighest,
    'withEnd',
    [scored(310, 90), scored(10, 90)],
    { score: 90, afterEnd: false },
  ],
];

describe('foldCell', () => {
  test.each(ROWS)('%s', (_, c, view, subs, expected) => {
    const folded = foldCell(subs, c, view);
    if (expected === null) expect(folded).toBeNull();
    else expect(folded).toMatchObject(expected);
  });

  test('a full cell: every field of an accepted ACM problem', () => {
    expect(foldCell([sub(5, S.WRONG_ANSWER), sub(30, S.ACCEPTED, { runTime: 12, score: 100 })], acm, 'live')).toEqual(
      cell({ ac: true, acTime: 1800, errorNum: 1, tries: 2, score: 100, acRunTime: 12 }),
    );
  });
});
