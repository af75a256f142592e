import { firstBrokenProblemRule } from '../../../src/contract/problem-form-rules.ts';
import { HARD_PROBLEM_BOUNDS, LIMIT_BOUNDS, type ProblemBounds } from '../../../src/contract/problem-bounds.ts';
import { PROBLEM_LIMIT_MIN, problemFormSchema } from '../../../src/contract/problems.ts';
import { type EditorState, toPayload } from './form-state.ts';

/** A broken rule: the i18n key of its message under `adminProblem.rule` and the message's values. */
export interface RuleIssue {
  key: string;
  params?: Record<string, string | number>;
  /** The part of the form to scroll to. */
  section: string;
}

/**
 * The problem form rules of spec doc 3 §5, as the server checks them (src/contract), on what the
 * form would send; then what only the editor can get wrong (its lists of extra files). A form the
 * contract schema refuses is left to `firstSchemaIssue`. `hasStoredCases` tells whether the
 * problem already has uploaded test data on the server.
 */
export function firstBrokenRule(s: EditorState, hasStoredCases: boolean): RuleIssue | null {
  const parsed = problemFormSchema.safeParse(toPayload(s));
  if (parsed.success) {
    const context = { hasStoredCases: hasStoredCases && s.uploadedCases.length > 0, checkerCompiled: s.spjCompiled };
    const issue = firstBrokenProblemRule(parsed.data, context);
    if (issue) return issue;
  }
  return extraFileIssue(s);
}

/** Extra files need a name and content (admin rules), each name once. */
function extraFileIssue(s: EditorState): RuleIssue | null {
  for (const files of [s.userExtraFiles, s.judgeExtraFiles]) {
    if (files.some((f) => f.name.trim() === '' || f.content === ''))
      return { key: 'extraFileRequired', section: 'extra' };
    const names = files.map((f) => f.name.trim());
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) return { key: 'extraFileDuplicate', params: { name: twice }, section: 'extra' };
  }
  return null;
}

/**
 * Types and ranges as the shared contract checks them (limits, lengths): the first issue, named by
 * its field; a limit with its bounds (up to the most `bounds` let the editor's user set) and unit.
 */
export function firstSchemaIssue(s: EditorState, bounds: ProblemBounds = HARD_PROBLEM_BOUNDS): RuleIssue | null {
  const parsed = problemFormSchema.safeParse(toPayload(s));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[issue.path.length - 1] ?? '');
  if (Object.hasOwn(LIMIT_BOUNDS, field)) {
    // A limit: its name, both bounds and its unit, whichever way it is wrong.
    const max = bounds[LIMIT_BOUNDS[field as keyof typeof LIMIT_BOUNDS]];
    return { key: `${field}Range`, params: { min: PROBLEM_LIMIT_MIN, max }, section: 'basic' };
  }
  const range = issue as { minimum?: number | bigint; maximum?: number | bigint };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? range.minimum : range.maximum);
    return {
      key: issue.code === 'too_small' ? 'fieldTooSmall' : 'fieldTooBig',
      params: { field, n: bound },
      section: 'basic',
    };
  }
  return { key: 'fieldInvalid', params: { field }, section: 'basic' };
}
