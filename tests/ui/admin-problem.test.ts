import { expect, test } from 'bun:test';
import { HARD_PROBLEM_BOUNDS } from '../../src/contract/problem-bounds.ts';
import { problemFormSchema } from '../../src/contract/problems.ts';
import type { AdminProblemDetail } from '../../ui/features/admin-problem/api.ts';
import { compilerMessage } from '../../ui/features/admin-problem/format.ts';
import {
  type EditorState,
  emptyCase,
  fromDetail,
  newProblemState,
  toPayload,
  withType,
} from '../../ui/features/admin-problem/form-state.ts';
import { isCheckerLanguage, normalizeLanguages } from '../../ui/features/admin-problem/languages.ts';
import { isDuplicateTag, PROBLEM_RULE_KEYS } from '../../src/contract/problem-form-rules.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';
import { firstBrokenRule, firstSchemaIssue } from '../../ui/features/admin-problem/rules.ts';

/** A problem that passes every rule: manual samples, ACM, two languages. */
function valid(over: Partial<EditorState> = {}): EditorState {
  return {
    ...newProblemState(),
    problemId: 'P1000',
    title: 'A + B',
    isUploadTestCase: false,
    manualCases: [{ input: '1 2\n', output: '3\n', score: '', groupNum: '' }],
    languages: ['C', 'C++17'],
    ...over,
  };
}

const keyOf = (s: EditorState, stored = false) => firstBrokenRule(s, stored)?.key ?? null;

test('the form rules report the first broken one, in the order of the spec', () => {
  // Every rule broken at once: each fix reveals the next rule.
  let s: EditorState = {
    ...newProblemState(),
    isFileIO: true,
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    judgeMode: 'spj',
    languages: [],
    codeTemplates: [{ language: 'C', code: ' ', status: true }],
    userExtraFiles: [{ name: 'a.txt', content: '' }],
  };
  const seen: string[] = [];
  const fixes: Record<string, (s: EditorState) => EditorState> = {
    problemIdRequired: (x) => ({ ...x, problemId: 'P1' }),
    titleRequired: (x) => ({ ...x, title: 'T' }),
    fileIoNamesRequired: (x) => ({ ...x, ioReadFileName: 'in.txt', ioWriteFileName: '../out' }),
    fileIoNameInvalid: (x) => ({ ...x, ioWriteFileName: 'out.txt' }),
    testcaseZipRequired: (x) => ({ ...x, isUploadTestCase: false, manualCases: [] }),
    sampleRequired: (x) => ({ ...x, manualCases: [emptyCase(), emptyCase()] }),
    sampleEmpty: (x) => ({
      ...x,
      manualCases: [
        { ...emptyCase(), input: '1' },
        { ...emptyCase(), output: '2', score: 'x' },
      ],
    }),
    sampleScoreInvalid: (x) => ({ ...x, manualCases: x.manualCases.map((c) => ({ ...c, score: '50' })) }),
    sampleGroupRequired: (x) => ({
      ...x,
      manualCases: x.manualCases.map((c, i) => ({ ...c, groupNum: String(i + 1) })),
    }),
    spjCodeRequired: (x) => ({ ...x, spjCode: 'int main(){}' }),
    spjNotCompiled: (x) => ({ ...x, spjCompiled: true }),
    languageRequired: (x) => ({ ...x, languages: ['C'] }),
    codeTemplateEmpty: (x) => ({ ...x, codeTemplates: [{ language: 'C', code: 'int main(){}', status: true }] }),
    extraFileRequired: (x) => ({ ...x, userExtraFiles: [{ name: 'a.txt', content: 'x' }] }),
  };
  for (let key = keyOf(s); key !== null; key = keyOf(s)) {
    seen.push(key);
    expect(fixes[key]).toBeDefined();
    s = fixes[key]!(s);
  }
  expect(seen).toEqual([
    'problemIdRequired',
    'titleRequired',
    'fileIoNamesRequired',
    'fileIoNameInvalid',
    'testcaseZipRequired',
    'sampleRequired',
    'sampleEmpty',
    'sampleScoreInvalid',
    'sampleGroupRequired',
    'spjCodeRequired',
    'spjNotCompiled',
    'languageRequired',
    'codeTemplateEmpty',
    'extraFileRequired',
  ]);
  expect(
    firstBrokenRule(valid({ manualCases: [emptyCase(), { ...emptyCase(), input: 'x' }, emptyCase()] }), false),
  ).toEqual({ key: 'sampleEmpty', params: { n: 1 }, section: 'cases' });
});

test('uploaded cases: a new archive or stored data satisfies rule 4; disabled templates and other languages are ignored', () => {
  const upload = valid({
    isUploadTestCase: true,
    uploadedCases: [{ input: '1.in', output: '1.out', score: '100', groupNum: '' }],
  });
  expect(keyOf({ ...upload, uploadTestcaseDir: '' }, false)).toBe('testcaseZipRequired');
  expect(keyOf({ ...upload, uploadTestcaseDir: '' }, true)).toBeNull();
  expect(keyOf({ ...upload, uploadTestcaseDir: 'c0ffee00-0000-4000-8000-000000000000' }, false)).toBeNull();
  expect(keyOf({ ...upload, uploadTestcaseDir: '', uploadedCases: [] }, true)).toBe('testcaseZipRequired');
  expect(
    keyOf(
      valid({
        codeTemplates: [
          { language: 'C', code: '', status: false },
          { language: 'Java', code: '', status: true },
        ],
      }),
    ),
  ).toBeNull();
  expect(keyOf(valid({ isRemote: true, manualCases: [] }))).toBeNull();
  expect(keyOf(valid({ judgeMode: 'interactive', spjCode: 'x', spjCompiled: false }))).toBe('interactorNotCompiled');
  expect(
    keyOf(
      valid({
        judgeExtraFiles: [
          { name: 'a', content: '1' },
          { name: 'a ', content: '2' },
        ],
      }),
    ),
  ).toBe('extraFileDuplicate');
});

test('limits are checked by the shared contract schema: the message names the limit, its bounds and its unit', () => {
  expect(firstSchemaIssue(valid())).toBeNull();
  const text = (state: EditorState, rules: Record<string, string>) => {
    const issue = firstSchemaIssue(state)!;
    return rules[issue.key]!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(issue.params?.[k]));
  };
  const en = enUS.adminProblem.rule as Record<string, string>;
  const zh = zhCN.adminProblem.rule as Record<string, string>;
  for (const timeLimit of [0, 60_001, 1.5, Number.NaN]) {
    expect(firstSchemaIssue(valid({ timeLimit }))?.section).toBe('basic');
    expect(text(valid({ timeLimit }), en)).toBe('Time limit must be a whole number from 1 to 60000 ms');
    expect(text(valid({ timeLimit }), zh)).toBe('时间限制应为 1 到 60000 毫秒之间的整数');
  }
  expect(text(valid({ memoryLimit: 99_999 }), en)).toBe('Memory limit must be a whole number from 1 to 4096 MB');
  expect(text(valid({ memoryLimit: 0 }), zh)).toBe('内存限制应为 1 到 4096 MB 之间的整数');
  expect(text(valid({ stackLimit: Number.NaN }), en)).toBe('Stack limit must be a whole number from 1 to 1024 MB');
  expect(text(valid({ stackLimit: 2048 }), zh)).toBe('栈限制应为 1 到 1024 MB 之间的整数');
  // In a group, the most the editor's user may set.
  const member = { ...HARD_PROBLEM_BOUNDS, timeMax: 5000, member: true };
  const issue = firstSchemaIssue(valid({ timeLimit: 0 }), member);
  expect(issue?.params).toEqual({ min: 1, max: 5000 });
  expect(firstSchemaIssue(valid({ title: 'x'.repeat(256) }))).toEqual({
    key: 'fieldTooBig',
    params: { field: 'title', n: 255 },
    section: 'basic',
  });
});

test('switching to OI spreads 100 points over the manual samples, the last ones one more, and keeps allowed case modes', () => {
  const three = valid({ manualCases: [emptyCase(), emptyCase(), emptyCase()], judgeCaseMode: 'ergodic_without_error' });
  const oi = withType(three, 1);
  expect(oi.manualCases.map((c) => c.score)).toEqual(['33', '33', '34']);
  expect(oi.judgeCaseMode).toBe('default');
  const seven = withType(valid({ manualCases: Array.from({ length: 7 }, emptyCase) }), 1);
  expect(seven.manualCases.map((c) => Number(c.score))).toEqual([14, 14, 14, 14, 14, 15, 15]);
  // Already OI: typed scores stay; back to ACM drops subtask modes.
  const typed = {
    ...oi,
    manualCases: oi.manualCases.map((c) => ({ ...c, score: '10' })),
    judgeCaseMode: 'subtask_average' as const,
  };
  expect(withType(typed, 1).manualCases.map((c) => c.score)).toEqual(['10', '10', '10']);
  expect(withType(typed, 0).judgeCaseMode).toBe('default');
});

test('the payload is what the contract schema accepts, and an edited problem round-trips', () => {
  const detail: AdminProblemDetail = {
    problem: {
      id: 7,
      problemId: 'P7',
      title: 'Seven',
      description: 'd',
      input: 'i',
      output: 'o',
      exampleList: [{ input: '1', output: '2' }],
      hint: '',
      source: '',
      author: 'root',
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      difficulty: 2,
      type: 1,
      auth: 2,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'int main(){}',
      spjLanguage: 'C++17',
      spjCompileOk: true,
      isUploadCase: true,
      isRemoveEndBlank: false,
      openCaseResult: false,
      codeShare: false,
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
      userExtraFile: { 'lib.h': '#pragma once' },
      judgeExtraFile: null,
      isRemote: false,
    },
    samples: [
      { input: '1.in', output: '1.out', score: 60, groupNum: 1 },
      { input: '2.in', output: '2.out', score: 40, groupNum: 2 },
    ],
    tags: [{ id: 3, name: 'math', color: '#f00' }],
    languages: ['C++17'],
    codeTemplates: [
      { language: 'C++17', code: 'int main(){}', status: true },
      { language: 'Java', code: 'x', status: true },
    ],
  };
  const state = fromDetail(detail);
  expect(firstBrokenRule(state, true)).toBeNull();
  const payload = toPayload({ ...state, tags: [...state.tags, { name: 'greedy' }] });
  expect(problemFormSchema.safeParse(payload).success).toBe(true);
  expect(payload).toEqual({
    problem: {
      id: 7,
      problemId: 'P7',
      title: 'Seven',
      description: 'd',
      input: 'i',
      output: 'o',
      exampleList: [{ input: '1', output: '2' }],
      hint: '',
      source: '',
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 64,
      difficulty: 2,
      type: 1,
      auth: 2,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'int main(){}',
      spjLanguage: 'C++17',
      isRemoveEndBlank: false,
      openCaseResult: false,
      codeShare: false,
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
      userExtraFile: { 'lib.h': '#pragma once' },
      judgeExtraFile: null,
      isRemote: false,
    },
    samples: [
      { input: '1.in', output: '1.out', score: 60, groupNum: 1 },
      { input: '2.in', output: '2.out', score: 40, groupNum: 2 },
    ],
    isUploadTestCase: true,
    uploadTestcaseDir: '',
    languages: ['C++17'],
    codeTemplates: [{ language: 'C++17', code: 'int main(){}', status: true }],
    tags: [{ id: 3 }, { name: 'greedy', color: undefined }],
  });
  // Default judging sends no checker; empty examples are left out; an unparsable score is sent as typed for the server to name.
  const plain = toPayload(
    valid({
      examples: [{ input: '', output: '' }],
      type: 1,
      manualCases: [{ input: 'a', output: 'b', score: ' 7x', groupNum: '' }],
    }),
  );
  expect([plain.problem.spjCode, plain.problem.spjLanguage, plain.problem.exampleList, plain.samples]).toEqual([
    null,
    null,
    [],
    [{ input: 'a', output: 'b', score: '7x', groupNum: null }],
  ]);
});

test('every rule of the shared form rules has its text in both UI languages', () => {
  for (const rules of [enUS.adminProblem.rule, zhCN.adminProblem.rule] as Record<string, string>[]) {
    expect(PROBLEM_RULE_KEYS.filter((key) => !rules[key])).toEqual([]);
  }
});

test('tags are refused twice, by id or by name in any case', () => {
  const tags = [{ id: 1, name: 'Math' }, { name: 'greedy' }];
  expect(isDuplicateTag(tags, { id: 1, name: 'Other' })).toBe(true);
  expect(isDuplicateTag(tags, { name: ' GREEDY ' })).toBe(true);
  expect(isDuplicateTag(tags, { name: 'math' })).toBe(true);
  expect(isDuplicateTag(tags, { id: 2, name: 'dp' })).toBe(false);
});

test('languages: ids or records from the server, checker languages are C and C++', () => {
  expect(normalizeLanguages(['C', 'C', 'Java'])).toEqual([
    { id: 'C', name: 'C', template: '', available: true, reason: null },
    { id: 'Java', name: 'Java', template: '', available: true, reason: null },
  ]);
  expect(
    normalizeLanguages([
      { id: 'C++17', name: 'C++ 17', template: 'int main(){}', available: false, reason: 'g++ missing' },
      { name: 'Go' },
      null,
      5,
    ]),
  ).toEqual([
    { id: 'C++17', name: 'C++ 17', template: 'int main(){}', available: false, reason: 'g++ missing' },
    { id: 'Go', name: 'Go', template: '', available: true, reason: null },
  ]);
  expect(normalizeLanguages({ records: [] })).toEqual([]);
  expect(['C', 'C++', 'C++17', 'C#', 'Java', 'c'].map(isCheckerLanguage)).toEqual([
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
});

test('the compile error dialog shows the compiler text without the catalogue lead', () => {
  expect(compilerMessage('Compile Error: main.c:1: error')).toBe('main.c:1: error');
  expect(compilerMessage('编译错误：main.c:1: error')).toBe('main.c:1: error');
  expect(compilerMessage('linker failed')).toBe('linker failed');
});
