// One page of a board against API-NEXT 9.4: own row first, followed users' rows, keyword, total.
import { describe, expect, test } from 'bun:test';
import type { BoardUser } from '../../../src/contract/scoreboard/board-rows.ts';
import { type BoardPageRequest, pageBoard, shownName } from '../../../src/contract/scoreboard/page-board.ts';
import { user } from './factories.ts';

const rows: BoardUser[] = [
  user('u1', { username: 'alice', realname: 'Alice Liddell', nickname: 'ally', school: 'North High' }),
  user('u2', { username: 'bob', realname: 'Robert Stone', nickname: '', school: 'South High' }),
  user('u3', { username: 'carol', realname: 'Carol Danvers', nickname: 'cap', school: 'North High' }),
  user('u4', { username: 'dave', realname: '', nickname: 'davy', school: 'East Academy' }),
  user('u5', { username: 'erin', realname: 'Erin Brock', nickname: 'e', school: 'West Academy' }),
];

const request = (overrides: Partial<BoardPageRequest> = {}): BoardPageRequest => ({
  viewerUid: null,
  concerned: [],
  keyword: '',
  rankShowName: 'username',
  current: 1,
  limit: 2,
  ...overrides,
});

describe('pageBoard', () => {
  test.each<[string, Partial<BoardPageRequest>, string[], number]>([
    ['a page of the board, total counts every row', {}, ['u1', 'u2'], 5],
    ['a later page', { current: 3 }, ['u5'], 5],
    ['a page past the end is empty but keeps the total', { current: 4 }, [], 5],
    ["the viewer's own row comes first, and again in its place", { viewerUid: 'u2' }, ['u2', 'u1', 'u2'], 5],
    ['the own row is on every page', { viewerUid: 'u2', current: 2 }, ['u2', 'u3', 'u4'], 5],
    [
      'followed users follow the own row, in board order',
      { viewerUid: 'u5', concerned: ['u4', 'u1'], current: 2 },
      ['u5', 'u1', 'u4', 'u3', 'u4'],
      5,
    ],
    [
      'the viewer following themself is shown once at the top',
      { viewerUid: 'u1', concerned: ['u1'] },
      ['u1', 'u1', 'u2'],
      5,
    ],
    ['a followed uid not on the board adds nothing', { concerned: ['gone'] }, ['u1', 'u2'], 5],
    ['keyword matches the school, case aside', { keyword: 'north', limit: 10 }, ['u1', 'u3'], 2],
    ['keyword matches the shown name: username', { keyword: 'CAR', limit: 10 }, ['u3'], 1],
    ['keyword matches the shown name: real name', { keyword: 'stone', rankShowName: 'realname', limit: 10 }, ['u2'], 1],
    ['keyword does not match a name the board does not show', { keyword: 'stone', limit: 10 }, [], 0],
    [
      'keyword with the shown name empty matches the username shown instead',
      { keyword: 'bob', rankShowName: 'nickname', limit: 10 },
      ['u2'],
      1,
    ],
    [
      'total counts the rows the keyword keeps, not the copies',
      { keyword: 'academy', viewerUid: 'u4', limit: 1 },
      ['u4', 'u4'],
      2,
    ],
    [
      'the own row filtered out by the keyword is not copied',
      { keyword: 'academy', viewerUid: 'u1', limit: 10 },
      ['u4', 'u5'],
      2,
    ],
  ])('%s', (_, overrides, uids, total) => {
    const page = pageBoard(rows, request(overrides));
    expect([page.records.map((r) => r.uid), page.total]).toEqual([uids, total]);
  });

  test('the page shape: size, current and pages', () => {
    const { records, ...shape } = pageBoard(rows, request({ current: 2, limit: 2 }));
    expect(shape).toEqual({ total: 5, size: 2, current: 2, pages: 3 });
    expect(records).toHaveLength(2);
  });

  test('copies at the top are new objects: formatting them leaves the board rows alone', () => {
    const page = pageBoard(rows, request({ viewerUid: 'u1' }));
    expect(page.records[0]).toEqual(rows[0]!);
    expect(page.records[0]).not.toBe(rows[0]!);
  });
});

describe('shownName', () => {
  test.each([
    ['username', 'username', 'alice'],
    ['real name', 'realname', 'Alice Liddell'],
    ['nickname', 'nickname', 'ally'],
  ] as const)('the %s when the contest shows it', (_, field, expected) => {
    expect(shownName(rows[0]!, field)).toBe(expected);
  });

  test('the username when the chosen name is empty', () => {
    expect(shownName(rows[3]!, 'realname')).toBe('dave');
  });
});
