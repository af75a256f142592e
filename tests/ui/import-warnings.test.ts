import { expect, test } from 'bun:test';
import { IMPORT_WARNING_CODES } from '../../src/contract/problem-import.ts';
import { WARNING_KEYS, warningKey } from '../../ui/features/admin-problem/import-warnings.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

test('every warning an import can report is worded in both languages, with the parameters the server sends', () => {
  expect(WARNING_KEYS.length).toBeGreaterThan(IMPORT_WARNING_CODES.length);
  for (const dict of [enUS, zhCN]) {
    const words = dict.adminProblem.batch.warning as Record<string, string>;
    expect(WARNING_KEYS.filter((k) => !words[k])).toEqual([]);
  }
  // A default limit is worded per limit, with the value taken.
  const key = warningKey({ code: 'limitDefault', params: { limit: 'memory', value: 2048 } });
  expect([key, (zhCN.adminProblem.batch.warning as Record<string, string>)[key]]).toEqual([
    'limitDefault_memory',
    '未给出内存限制：取 {{value}} MB',
  ]);
  expect(warningKey({ code: 'imageMissing', params: { image: 'a.png' } })).toBe('imageMissing');
});
