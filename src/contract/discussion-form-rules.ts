import { DISCUSSION_LIMITS, type DiscussionFormParsed } from './discussions.ts';

/**
 * The discussion submit rules of spec doc 2 §5, in its order, written once: the dialog runs them
 * before it sends, the server again on what arrives. Each broken rule names its field and, for a
 * length, the limit ("Discussion title is required", "Discussion description Can not exceed 255"; the title's
 * length alone says "Can not exceed 255").
 */
export type DiscussionField = 'title' | 'description' | 'category' | 'content';
export type DiscussionIssue =
  | { field: DiscussionField; kind: 'required' }
  | { field: DiscussionField; kind: 'tooLong'; max: number };

type Step = (f: DiscussionFormParsed) => DiscussionIssue | null;

const text = (field: 'title' | 'description' | 'content', max: number): Step[] => [
  (f) => (f[field].trim() ? null : { field, kind: 'required' }),
  (f) => (f[field].length <= max ? null : { field, kind: 'tooLong', max }),
];

const STEPS: Step[] = [
  ...text('title', DISCUSSION_LIMITS.title),
  ...text('description', DISCUSSION_LIMITS.description),
  (f) => (f.categoryId ? null : { field: 'category', kind: 'required' }),
  ...text('content', DISCUSSION_LIMITS.content),
];

export function firstBrokenDiscussionRule(form: DiscussionFormParsed): DiscussionIssue | null {
  for (const step of STEPS) {
    const issue = step(form);
    if (issue) return issue;
  }
  return null;
}
