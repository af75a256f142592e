import { expect, test } from 'bun:test';
import { editorModeOf } from '../../ui/components/code-editor/editor-options.ts';
import {
  codeForLanguageSwitch,
  DEFAULTS_KEY,
  type KeyValueStore,
  loadEditorState,
  problemStateKey,
  saveEditorState,
} from '../../ui/components/problem-workspace/editor/editor-state.ts';
import { codeProblem, testInputProblem } from '../../ui/components/problem-workspace/editor/code-rules.ts';
import { shownLimit, usesBaseLimits } from '../../ui/components/problem-workspace/limits.ts';
import {
  parseProblemFilters,
  problemFiltersToSearch,
  problemListParams,
} from '../../ui/features/problem/list-query.ts';
import { pieSlices } from '../../ui/components/problem-workspace/pie.ts';
import { COLLAPSE_THRESHOLD, dragSplit, MIN_RIGHT_WIDTH } from '../../ui/components/problem-workspace/split-math.ts';
import { parseStatusFilters, statusFiltersToSearch } from '../../ui/features/submission/list-query.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const TEMPLATES = { C: '/* c */', 'C++17': '// cpp', Python3: '# py' };

test('limits are doubled for languages other than C/C++, never for remote problems', () => {
  expect(shownLimit(1000, 'P1000', false)).toEqual({ base: 1000, other: 2000, doubled: true });
  expect(shownLimit(256, 'CF-1A', true)).toEqual({ base: 256, other: 256, doubled: false });
  expect(shownLimit(256, 'GYM-100001A', false).doubled).toBe(false);
  expect(['C', 'C++17', 'C++20', 'C#', 'Java', 'Python3'].map(usesBaseLimits)).toEqual([
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
});

test('a first visit starts with the template of a preferred offered language and default settings', () => {
  const store = memoryStore();
  expect(loadEditorState(store, 1, ['C', 'C++17', 'Python3'], TEMPLATES)).toEqual({
    code: '// cpp',
    language: 'C++17',
    theme: 'idea',
    fontSize: 14,
    tabSize: 4,
  });
  expect(loadEditorState(store, 1, ['Python3'], TEMPLATES).language).toBe('Python3');
});

test('editor state is saved per problem and its settings become the defaults elsewhere', () => {
  const store = memoryStore();
  saveEditorState(store, 7, { code: 'int main(){}', language: 'C', theme: 'dracula', fontSize: 18, tabSize: 2 });
  expect(JSON.parse(store.data.get(problemStateKey(7))!)).toEqual({
    code: 'int main(){}',
    language: 'C',
    theme: 'dracula',
    fontSize: 18,
    tabSize: 2,
  });
  expect(JSON.parse(store.data.get(DEFAULTS_KEY)!)).toEqual({
    language: 'C',
    theme: 'dracula',
    fontSize: 18,
    tabSize: 2,
  });
  expect(loadEditorState(store, 7, ['C', 'C++17'], TEMPLATES)).toEqual({
    code: 'int main(){}',
    language: 'C',
    theme: 'dracula',
    fontSize: 18,
    tabSize: 2,
  });
  // Another problem: the settings carry over, the code is that problem's template.
  expect(loadEditorState(store, 8, ['C', 'C++17'], TEMPLATES)).toEqual({
    code: '/* c */',
    language: 'C',
    theme: 'dracula',
    fontSize: 18,
    tabSize: 2,
  });
});

test('saved state that no longer fits is replaced: language not offered, bad values, broken JSON', () => {
  const store = memoryStore();
  store.setItem(
    problemStateKey(3),
    JSON.stringify({ code: 'x', language: 'Rust', theme: 'neon', fontSize: 13, tabSize: 3 }),
  );
  expect(loadEditorState(store, 3, ['C', 'Python3'], TEMPLATES)).toEqual({
    code: '/* c */',
    language: 'C',
    theme: 'idea',
    fontSize: 14,
    tabSize: 4,
  });
  store.setItem(problemStateKey(4), '{not json');
  expect(loadEditorState(store, 4, ['Python3'], TEMPLATES).code).toBe('# py');
});

test('switching language swaps an untouched template but keeps written code', () => {
  expect(codeForLanguageSwitch('// cpp', 'C++17', 'Python3', TEMPLATES)).toBe('# py');
  expect(codeForLanguageSwitch('  ', 'C++17', 'C', TEMPLATES)).toBe('/* c */');
  expect(codeForLanguageSwitch('print(1)', 'C++17', 'Python3', TEMPLATES)).toBe('print(1)');
});

test('the code rules of spec §5', () => {
  expect([codeProblem(' \n\t'), codeProblem('x'.repeat(65536)), codeProblem('x'.repeat(65535))]).toEqual([
    'editor.codeEmpty',
    'editor.codeTooLong',
    null,
  ]);
  expect([testInputProblem('1'.repeat(1001)), testInputProblem('1'.repeat(1000))]).toEqual([
    'editor.inputTooLong',
    null,
  ]);
});

test('the editor picks its syntax mode from the judge language id', () => {
  expect(
    ['C', 'C++17', 'C#', 'Java', 'JavaScript', 'Python3', 'PyPy3', 'Go', 'Rust', 'Pascal', 'Kotlin', 'Brainfuck'].map(
      editorModeOf,
    ),
  ).toEqual([
    'cpp',
    'cpp',
    'csharp',
    'java',
    'javascript',
    'python',
    'python',
    'go',
    'rust',
    'pascal',
    'kotlin',
    'plain',
  ]);
});

test('problem filters round-trip through the URL; page below 1 is 1; empty source is Mine', () => {
  const f = parseProblemFilters('?keyword=sum&difficulty=2&tagId=3,5,x,3&currentPage=-4');
  expect(f).toEqual({ keyword: 'sum', oj: 'ME', difficulty: 2, tagIds: [3, 5], currentPage: 1, limit: 30 });
  expect(problemFiltersToSearch({ ...f, currentPage: 3 })).toBe('keyword=sum&difficulty=2&tagId=3%2C5&currentPage=3');
  expect(problemListParams({ ...f, oj: 'All' })).toEqual({
    keyword: 'sum',
    oj: undefined,
    difficulty: 2,
    tagId: '3,5',
    currentPage: 1,
    limit: 30,
  });
  expect(parseProblemFilters('?oj=&difficulty=7').oj).toBe('ME');
});

test('status filters: Mine drops the author search; empty values are left out of the URL', () => {
  expect(parseStatusFilters('?onlyMine=true&username=bob&status=-1')).toEqual({
    onlyMine: true,
    status: -1,
    problemID: '',
    username: '',
    currentPage: 1,
    limit: 15,
    before: null,
    after: null,
  });
  expect(
    statusFiltersToSearch({
      onlyMine: false,
      status: null,
      problemID: ' P1000 ',
      username: '',
      currentPage: 1,
      limit: 15,
      before: null,
      after: null,
    }),
  ).toBe('problemID=P1000');
  expect(statusFiltersToSearch({ ...parseStatusFilters('?currentPage=300'), before: 4521 })).toBe(
    'currentPage=300&before=4521',
  );
  expect(parseStatusFilters('?currentPage=299&after=4530&before=x')).toMatchObject({
    currentPage: 299,
    before: null,
    after: 4530,
  });
  expect(parseStatusFilters('?status=99').status).toBe(null);
});

test('the divider keeps the editor at least 580 px wide and folds it below 420', () => {
  expect(dragSplit(1200, 500)).toEqual({ left: 500, collapsed: false });
  expect(dragSplit(1200, 1200 - MIN_RIGHT_WIDTH + 50)).toEqual({ left: 1200 - MIN_RIGHT_WIDTH, collapsed: false });
  expect(dragSplit(1200, 1200 - COLLAPSE_THRESHOLD + 1)).toEqual({ left: 1200, collapsed: true });
  expect(dragSplit(1200, 100).left).toBe(320);
});

test('pie slices cover the circle in proportion; a single verdict is a full circle', () => {
  const slices = pieSlices(
    [
      { key: 'ac', value: 3 },
      { key: 'wa', value: 1 },
      { key: 'tle', value: 0 },
    ],
    100,
    100,
    90,
  );
  expect(slices.map((s) => [s.key, s.percent])).toEqual([
    ['ac', 75],
    ['wa', 25],
  ]);
  expect(slices[0]!.path).toBe('M 100 100 L 100.000 10.000 A 90 90 0 1 1 10.000 100.000 Z');
  expect(pieSlices([{ key: 'ac', value: 2 }], 100, 100, 90)[0]!.path).toContain('A 90 90 0 1 1 100.000 190.000');
  expect(pieSlices([{ key: 'ac', value: 0 }], 100, 100, 90)).toEqual([]);
});
