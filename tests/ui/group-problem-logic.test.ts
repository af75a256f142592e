import { expect, test } from 'bun:test';
import { applyAction } from '../../ui/features/group/group-problem-rules.ts';
import { reviewChoices } from '../../ui/features/admin-group-problem/review-rules.ts';
import { scopeKey } from '../../ui/components/problem-workspace/scope.ts';

test('the apply-public control follows the progress: apply when not applied or refused, cancel while applying, nothing once public', () => {
  expect([null, 1, 2, 3].map(applyAction)).toEqual(['apply', 'cancel', 'none', 'apply']);
});

test('a reviewer approves or refuses an open application, and leaves a refused one (its group applies again) and a public one alone', () => {
  expect(reviewChoices({ applyPublicProgress: 1, gid: 4 })).toEqual([2, 3]);
  expect(reviewChoices({ applyPublicProgress: 3, gid: 4 })).toEqual([]);
  expect(reviewChoices({ applyPublicProgress: 2, gid: null })).toEqual([]);
  expect(reviewChoices({ applyPublicProgress: 1, gid: null })).toEqual([]);
});

test("a group's editor state is kept apart from the bank's and from other groups'", () => {
  expect(scopeKey({ kind: 'group', gid: 3 })).toBe('group:3:');
  expect(
    new Set([scopeKey({ kind: 'bank' }), scopeKey({ kind: 'group', gid: 3 }), scopeKey({ kind: 'group', gid: 4 })])
      .size,
  ).toBe(3);
});
