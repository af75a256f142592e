import { describe, expect, test } from 'bun:test';
import { tabOf, visibleTabs } from '../../ui/features/contest/contest-tabs.ts';
import { printTextError } from '../../ui/features/contest/print-rules.ts';

describe('contest shell tabs (spec doc 2 §2)', () => {
  const acmPrinting = { type: 0, openPrint: true };
  test.each([
    [
      'a participant of a printing ACM contest',
      acmPrinting,
      false,
      false,
      ['overview', 'problems', 'submissions', 'rank', 'announcements', 'print'],
    ],
    [
      'a participant of a contest without print',
      { type: 0, openPrint: false },
      false,
      false,
      ['overview', 'problems', 'submissions', 'rank', 'announcements'],
    ],
    [
      'the creator of a printing ACM contest',
      acmPrinting,
      true,
      false,
      [
        'overview',
        'problems',
        'submissions',
        'rank',
        'announcements',
        'print',
        'acInfo',
        'adminPrint',
        'scrollBoard',
        'proctor',
        'similarity',
      ],
    ],
    [
      'the creator of an OI contest without print',
      { type: 1, openPrint: false },
      true,
      false,
      ['overview', 'problems', 'submissions', 'rank', 'announcements', 'proctor', 'similarity'],
    ],
    [
      'the super admin of a printing OI contest',
      { type: 1, openPrint: true },
      true,
      true,
      [
        'overview',
        'problems',
        'submissions',
        'rank',
        'announcements',
        'print',
        'adminPrint',
        'rejudge',
        'proctor',
        'similarity',
      ],
    ],
    [
      'a teacher running their OI contest (their role rejudges in what it runs)',
      { type: 1, openPrint: false },
      true,
      true,
      ['overview', 'problems', 'submissions', 'rank', 'announcements', 'rejudge', 'proctor', 'similarity'],
    ],
  ] as const)('%s', (_, info, isAdmin, mayRejudge, tabs) => {
    expect(visibleTabs(info, isAdmin, mayRejudge)).toEqual([...tabs]);
  });

  test.each([
    ['', 'overview'],
    ['problems', 'problems'],
    ['problem/A', 'problems'],
    ['problem/A/submission-detail/12', 'problems'],
    ['submissions', 'submissions'],
    ['ac-info', 'acInfo'],
    ['admin-print', 'adminPrint'],
    ['scroll-board', 'scrollBoard'],
    ['rejudge', 'rejudge'],
    ['proctor', 'proctor'],
    ['similarity', 'similarity'],
    ['nonsense', 'overview'],
  ] as const)('the path "%s" opens %s', (rest, tab) => {
    expect(tabOf(rest)).toBe(tab);
  });
});

describe('print text (spec doc 2 §5)', () => {
  test.each([
    ['', 'contest.print.empty'],
    ['   \n\t ', 'contest.print.empty'],
    ['x'.repeat(49), 'contest.print.short'],
    [` ${'x'.repeat(49)}  `, 'contest.print.short'],
    ['x'.repeat(50), null],
  ])('%j → %s', (text, error) => {
    expect(printTextError(text)).toBe(error);
  });
});
