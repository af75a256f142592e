import { describe, expect, test } from 'bun:test';
import {
  answerLocked,
  answerShows,
  handInView,
  letterOf,
  shuffledBy,
} from '../../ui/components/problem-workspace/choice-logic.ts';
import { fieldOfRefusal, firstBrokenField } from '../../ui/features/admin-choice/form-rules.ts';
import { validChoiceForm } from './choice-form-fixture.ts';

const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }));
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('the per-load shuffle of CT problem lists', () => {
  test('one seed keeps one order, whatever order the rows come in; the rows are all there', () => {
    const first = ids(shuffledBy(rows, (r) => r.id, 42));
    expect(ids(shuffledBy([...rows].reverse(), (r) => r.id, 42))).toEqual(first);
    expect([...first].sort((a, b) => a - b)).toEqual(ids(rows));
  });

  test('another load (another seed) draws other orders, not always the stored one', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => ids(shuffledBy(rows, (r) => r.id, seed)).join(',')));
    expect(orders.size).toBeGreaterThan(15);
    expect(orders.has(ids(rows).join(','))).toBe(false);
  });
});

describe('the hand-in button and the answer area of a CT contest', () => {
  test.each([
    // status, handedIn (null while loading) -> shown, disabled, note
    [0, false, true, false, null],
    [0, null, true, true, null],
    [0, true, true, true, 'done'],
    [1, false, true, true, 'ended'],
    [1, true, true, true, 'done'],
    [-1, false, false, true, 'notStarted'],
  ] as const)('status %p, handed in %p', (status, handedIn, shown, disabled, note) => {
    expect(handInView(status, handedIn)).toEqual({ shown, disabled, note });
  });

  test('saving closes once handed in or outside the contest time; the bank and trainings never close', () => {
    expect([
      answerLocked('contest', 0, false),
      answerLocked('contest', 0, true),
      answerLocked('contest', 1, false),
      answerLocked('contest', -1, false),
    ]).toEqual([false, true, true, true]);
    expect([answerLocked('bank', null, false), answerLocked('training', null, true)]).toEqual([false, false]);
  });

  test('a running contest shows that an answer is saved, not its verdict; elsewhere the verdict', () => {
    expect([
      answerShows('contest', 0),
      answerShows('contest', 1),
      answerShows('bank', null),
      answerShows('training', null),
    ]).toEqual(['saved', 'verdict', 'verdict', 'verdict']);
  });

  test('a stored selection is read as a letter or nothing', () => {
    expect([letterOf('b'), letterOf('D'), letterOf('E'), letterOf(null), letterOf('')]).toEqual([
      'B',
      'D',
      null,
      null,
      null,
    ]);
  });
});

describe('the choice form shows the server message at its field', () => {
  const valid = validChoiceForm();
  test.each([
    [{ problemId: ' ' }, 'problemId'],
    [{ title: '' }, 'title'],
    [{ description: '' }, 'description'],
    [{ options: [valid.options[0]!, valid.options[1]!, { text: '', image: '' }, valid.options[3]!] }, 'optionC'],
    [{ answer: null }, 'answer'],
  ] as const)('%p breaks %p', (change, field) => {
    expect(firstBrokenField({ ...valid, ...change } as Parameters<typeof firstBrokenField>[0])).toBe(field);
  });

  test('a picture stands for a text; a clash of display ids goes to the display id; other refusals to the top', () => {
    expect(firstBrokenField({ ...valid, description: '', image: '/api/public/file/x.png' })).toBeNull();
    expect(
      firstBrokenField({
        ...valid,
        options: valid.options.map((o, i) => (i === 1 ? { text: '', image: '/api/public/file/y.png' } : o)),
      }),
    ).toBeNull();
    expect(fieldOfRefusal(valid, 'The problem display ID CT1 already exists')).toBe('problemId');
    expect(fieldOfRefusal(valid, 'Server busy')).toBeNull();
  });
});
