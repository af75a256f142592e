import { expect, test } from 'bun:test';
import { LANGUAGES } from '../judge/languages/table.ts';
import { CHECKER_LANGUAGES, DEFAULT_LANGUAGES, LANGUAGE_FAMILIES, LANGUAGE_IDS } from '../src/contract/languages.ts';
import { mapLanguage } from '../src/domain/problems/languages.ts';

test("the contract names the same languages, with the same families, as the judge's table", () => {
  expect(Object.fromEntries(LANGUAGES.map((l) => [l.id, l.family]))).toEqual(LANGUAGE_FAMILIES);
});

test('default and checker languages are languages of the list; checkers are C and C++ only', () => {
  for (const id of DEFAULT_LANGUAGES) expect(LANGUAGE_IDS.has(id)).toBe(true);
  expect([...CHECKER_LANGUAGES]).toEqual(['C', 'C++11', 'C++14', 'C++17', 'C++20']);
});

test.each([
  ['g++', 'C++17'],
  ['Python', 'Python3'],
  ['C#', 'C#'],
  ['Fortran', null],
])("a package's language %p is mapped to %p", (name, id) => {
  expect(mapLanguage(name)).toBe(id);
});
