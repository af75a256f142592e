import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { searchOf } from '../../ui/lib/query/search.ts';

/**
 * The pages moved onto the query layer (ui/lib/query) read through it: none calls the API by hand
 * in an effect, keeps a `let live` guard or swallows a failure. Add a page here when it moves.
 */
const ON_QUERY_LAYER = [
  'ui/features/contest/contest-list-page.tsx',
  'ui/features/contest/contest-print.tsx',
  'ui/features/contest/contest-shell.tsx',
  'ui/features/contest/use-contest.ts',
  'ui/features/contest/use-contest-problems.ts',
];

test('the pages on the query layer write no fetch of their own', () => {
  const found: string[] = [];
  for (const file of ON_QUERY_LAYER) {
    const text = readFileSync(file, 'utf8');
    if (/let live\b/.test(text)) found.push(`${file}: a let live guard`);
    if (/\b(api|contestApi)\.\w+\(|\brequest\(/.test(text)) found.push(`${file}: calls the API by hand`);
    if (/,\s*\(\)\s*=>\s*\{\s*\}\s*\)/.test(text)) found.push(`${file}: swallows a failure`);
  }
  expect(found).toEqual([]);
});

test("a list's filters go to the address without the empty ones", () => {
  expect(searchOf({ type: 1, status: undefined, keyword: '', currentPage: 2, flag: false })).toBe(
    'type=1&currentPage=2&flag=false',
  );
  expect(searchOf({ keyword: 'a b&c' })).toBe('keyword=a+b%26c');
});
