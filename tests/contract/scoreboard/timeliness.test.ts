// Contest status, the seal and the view a board request gets (API-NEXT 9.3, spec doc 2 §4 "Rank
// timeliness", spec doc 3 §4 seal-time options).
import { describe, expect, test } from 'bun:test';
import type { BoardView } from '../../../src/contract/scoreboard/cell.ts';
import {
  type BoardViewRequest,
  boardView,
  contestStatus,
  defaultSealTime,
  isSealed,
  unsealTimeOf,
} from '../../../src/contract/scoreboard/timeliness.ts';
import { END, MINUTE, SEAL, START } from './factories.ts';

const sealed = { sealRank: true, sealRankTime: SEAL, endTime: END, autoRealRank: true };
const neverUnsealed = { ...sealed, autoRealRank: false };
const open = { ...sealed, sealRank: false };

describe('isSealed', () => {
  test.each([
    ['before the seal time the board is real', sealed, SEAL - 1, false],
    ['from the seal time the board is frozen', sealed, SEAL, true],
    ['just before the end it is still frozen', sealed, END - 1, true],
    ['after the end, automatic unsealing shows the real board', sealed, END, false],
    ['after the end without automatic unsealing it stays frozen', neverUnsealed, END + 60 * MINUTE, true],
    ['without automatic unsealing, before the seal it is still real', neverUnsealed, SEAL - 1, false],
    ['sealing off: never frozen, even inside the seal window', open, SEAL + 1, false],
    ['sealing off: never frozen after the end either', { ...open, autoRealRank: false }, END + 1, false],
    [
      'sealing on without a seal time freezes nothing before the end',
      { ...sealed, sealRankTime: null },
      END - 1,
      false,
    ],
    [
      "with extra time it stays frozen after the end until the last participant's end",
      { ...sealed, lastEnd: END + 10 * MINUTE },
      END + 10 * MINUTE - 1,
      true,
    ],
    ["and lifts at the last participant's end", { ...sealed, lastEnd: END + 10 * MINUTE }, END + 10 * MINUTE, false],
    [
      'unsealed by hand: real from then on, even without automatic unsealing',
      { ...neverUnsealed, unsealedAt: SEAL + 1 },
      SEAL + 1,
      false,
    ],
    ['unsealed by hand: frozen before that moment', { ...neverUnsealed, unsealedAt: SEAL + 1 }, SEAL, true],
  ] as const)('%s', (_, c, now, expected) => {
    expect(isSealed(c, now)).toBe(expected);
  });
});

describe('unsealTimeOf', () => {
  test.each([
    ['automatic unsealing: at the end', sealed, END],
    [
      "automatic unsealing with extra time: at the last participant's end",
      { ...sealed, lastEnd: END + 10 * MINUTE },
      END + 10 * MINUTE,
    ],
    ['without automatic unsealing: only by hand', neverUnsealed, null],
    ['unsealed by hand: that moment', { ...neverUnsealed, unsealedAt: SEAL + 1 }, SEAL + 1],
    ['sealing off: nothing to lift', open, null],
  ] as const)('%s', (_, c, expected) => {
    expect(unsealTimeOf(c)).toBe(expected);
  });
});

const req = (overrides: Partial<BoardViewRequest> = {}): BoardViewRequest => ({
  isContestAdmin: false,
  forceRefresh: false,
  containsEnd: false,
  allowEndSubmit: false,
  ...overrides,
});

describe('boardView', () => {
  test.each<[string, typeof sealed, number, BoardViewRequest, BoardView]>([
    ['not sealed: the live board', sealed, SEAL - 1, req(), 'live'],
    ['sealed: the frozen board', sealed, SEAL, req(), 'sealed'],
    [
      'sealed: a non-admin asking for a refresh still gets the frozen board',
      sealed,
      SEAL,
      req({ forceRefresh: true }),
      'sealed',
    ],
    ['sealed: an admin without asking gets the frozen board', sealed, SEAL, req({ isContestAdmin: true }), 'sealed'],
    [
      'sealed: an admin forcing a refresh gets the real board',
      sealed,
      SEAL,
      req({ isContestAdmin: true, forceRefresh: true }),
      'live',
    ],
    [
      'an admin forcing a refresh with after-end records gets them',
      neverUnsealed,
      END + 1,
      req({ isContestAdmin: true, forceRefresh: true, containsEnd: true, allowEndSubmit: true }),
      'withEnd',
    ],
    ['after-end records need the contest to allow them', sealed, END + 1, req({ containsEnd: true }), 'live'],
    ['after-end records need the request to ask for them', sealed, END + 1, req({ allowEndSubmit: true }), 'live'],
    [
      'asked and allowed after automatic unsealing: with after-end records',
      sealed,
      END + 1,
      req({ containsEnd: true, allowEndSubmit: true }),
      'withEnd',
    ],
    [
      'asked and allowed while sealed: the frozen board, without them',
      neverUnsealed,
      END + 1,
      req({ containsEnd: true, allowEndSubmit: true }),
      'sealed',
    ],
  ])('%s', (_, c, now, r, expected) => {
    expect(boardView(c, now, r)).toBe(expected);
  });
});

describe('contestStatus', () => {
  test.each([
    ['before the start: scheduled', START - 1, -1],
    ['at the start: running', START, 0],
    ['just before the end: running', END - 1, 0],
    ['at the end: ended', END, 1],
  ] as const)('%s', (_, now, expected) => {
    expect(contestStatus({ startTime: START, endTime: END }, now)).toBe(expected);
  });
});

describe('defaultSealTime', () => {
  const short = START + 45 * MINUTE;
  test.each([
    ['thirty: 30 minutes before the end', END, 'thirty', END - 30 * MINUTE],
    ['sixty: 60 minutes before the end', END, 'sixty', END - 60 * MINUTE],
    ['fromStart: the start', END, 'fromStart', START],
    ['sixty in a 45-minute contest: no earlier than the start', short, 'sixty', START],
    ['thirty in a 45-minute contest: 15 minutes after the start', short, 'thirty', START + 15 * MINUTE],
  ] as const)('%s', (_, end, choice, expected) => {
    expect(defaultSealTime(end, START, choice)).toBe(expected);
  });
});
