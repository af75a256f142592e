import { problemFormSchema, ProblemType } from '../../../src/contract/problems.ts';
import { activeCases, type EditorState, isSubtaskMode, toPayload } from './form-state.ts';

/** A broken rule: the i18n key of its message under `adminProblem.rule` and the message's values. */
export interface RuleIssue {
  key: string;
  params?: Record<string, string | number>;
  /** The part of the form to scroll to. */
  section: string;
}

const SAFE_FILE = /^[A-Za-z0-9._-]{1,64}$/;
const blank = (v: string) => v.trim() === '';
const isScore = (v: string) => /^\d+$/.test(v.trim());
const isGroup = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 1;

/**
 * The problem form rules of spec doc 3 §5, in that order; the first broken one is reported.
 * `hasStoredCases` tells whether the problem already has uploaded test data on the server.
 */
export function firstBrokenRule(s: EditorState, hasStoredCases: boolean): RuleIssue | null {
  // 1. Display id (then the title, the other required identity field).
  if (blank(s.problemId)) return { key: 'problemIdRequired', section: 'basic' };
  if (blank(s.title)) return { key: 'titleRequired', section: 'basic' };
  // 2. Contest display id and title apply only when a problem is saved from a contest.
  // 3. File IO names.
  if (s.isFileIO) {
    if (blank(s.ioReadFileName) || blank(s.ioWriteFileName)) return { key: 'fileIoNamesRequired', section: 'io' };
    for (const name of [s.ioReadFileName.trim(), s.ioWriteFileName.trim()]) {
      if (!SAFE_FILE.test(name)) return { key: 'fileIoNameInvalid', params: { name }, section: 'io' };
    }
  }
  // 4. Test data.
  if (!s.isRemote) {
    if (s.isUploadTestCase) {
      if (!s.uploadTestcaseDir && !(hasStoredCases && s.uploadedCases.length > 0)) return { key: 'testcaseZipRequired', section: 'cases' };
    } else {
      if (s.manualCases.length === 0) return { key: 'sampleRequired', section: 'cases' };
      const empty = s.manualCases.findIndex((c) => c.input === '' && c.output === '');
      if (empty >= 0) return { key: 'sampleEmpty', params: { n: empty + 1 }, section: 'cases' };
    }
    const cases = activeCases(s);
    if (s.type === ProblemType.OI) {
      const bad = cases.findIndex((c) => !isScore(c.score));
      if (bad >= 0) return { key: 'sampleScoreInvalid', params: { n: bad + 1 }, section: 'cases' };
    }
    if (isSubtaskMode(s.judgeCaseMode)) {
      const bad = cases.findIndex((c) => !isGroup(c.groupNum));
      if (bad >= 0) return { key: 'sampleGroupRequired', params: { n: bad + 1 }, section: 'cases' };
    }
  }
  // 5. Special judge / interactor code, compiled since it last changed.
  if (s.judgeMode !== 'default') {
    if (blank(s.spjCode)) return { key: s.judgeMode === 'spj' ? 'spjCodeRequired' : 'interactorCodeRequired', section: 'judge' };
    if (!s.spjCompiled) return { key: s.judgeMode === 'spj' ? 'spjNotCompiled' : 'interactorNotCompiled', section: 'judge' };
  }
  // 6. At least one language.
  if (s.languages.length === 0) return { key: 'languageRequired', section: 'languages' };
  // 7. Enabled code templates are not empty.
  const emptyTemplate = s.codeTemplates.find((t) => t.status && s.languages.includes(t.language) && blank(t.code));
  if (emptyTemplate) return { key: 'codeTemplateEmpty', params: { language: emptyTemplate.language }, section: 'templates' };
  // Extra files need a name and content (admin rules), each name once.
  for (const files of [s.userExtraFiles, s.judgeExtraFiles]) {
    if (files.some((f) => blank(f.name) || f.content === '')) return { key: 'extraFileRequired', section: 'extra' };
    const names = files.map((f) => f.name.trim());
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) return { key: 'extraFileDuplicate', params: { name: twice }, section: 'extra' };
  }
  return null;
}

/** Types and ranges as the shared contract checks them (limits, lengths): the first issue, named by its field. */
export function firstSchemaIssue(s: EditorState): RuleIssue | null {
  const parsed = problemFormSchema.safeParse(toPayload(s));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const range = issue as { minimum?: number | bigint; maximum?: number | bigint };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? range.minimum : range.maximum);
    return { key: issue.code === 'too_small' ? 'fieldTooSmall' : 'fieldTooBig', params: { field, n: bound }, section: 'basic' };
  }
  return { key: 'fieldInvalid', params: { field }, section: 'basic' };
}

/** Tags may not repeat (by id, or by name ignoring case). */
export function isDuplicateTag(tags: { id?: number; name: string }[], tag: { id?: number; name: string }): boolean {
  return tags.some((t) => (tag.id !== undefined && t.id === tag.id) || t.name.trim().toLowerCase() === tag.name.trim().toLowerCase());
}
