import { expect, test } from 'bun:test';
import {
  formatAccountRule,
  matchesAccountRule,
  parseAccountRule,
  previewAccountRule,
} from '../../src/contract/account-rule.ts';

const rule = { prefix: 'lab', suffix: '_a', start: 1, end: 12, extra: ['teacher', 'guest'] };

test.each([
  ['lab1_a', true, 'the first number'],
  ['lab12_a', true, 'the last number'],
  ['lab13_a', false, 'past the end'],
  ['lab0_a', false, 'before the start'],
  ['lab01_a', false, 'numbers are written without zero padding'],
  ['lab5', false, 'the suffix is required'],
  ['xlab5_a', false, 'the prefix starts the name'],
  ['lab_a', false, 'a number is required'],
  ['teacher', true, 'an extra name'],
  ['Teacher', false, 'names are compared exactly'],
])('%s → %s (%s)', (name, expected) => {
  expect(matchesAccountRule(rule, name)).toBe(expected);
});

test('the stored text reads back as the rule; the preview lists the first names and the extras', () => {
  const text = formatAccountRule(rule);
  expect(text).toBe('<prefix>lab</prefix><suffix>_a</suffix><start>1</start><end>12</end><extra>teacher guest</extra>');
  expect(parseAccountRule(text)).toEqual(rule);
  expect(previewAccountRule({ ...rule, end: 2 })).toEqual(['lab1_a', 'lab2_a', 'teacher', 'guest']);
  expect(parseAccountRule('garbage')).toEqual({ prefix: '', suffix: '', start: 0, end: 10, extra: [] });
});
