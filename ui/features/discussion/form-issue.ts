import type { TFunction } from 'i18next';
import type { DiscussionField, DiscussionIssue } from '../../../src/contract/discussion-form-rules.ts';

const LABELS: Record<DiscussionField, string> = {
  title: 'discussion.dialog.title',
  description: 'discussion.dialog.description',
  category: 'discussion.dialog.category',
  content: 'discussion.dialog.content',
};

/** The dialog's text for a broken rule: the field label and "is required" or "Can not exceed N"; the title's length alone names no field (doc 2 §5). */
export function discussionIssueText(t: TFunction, issue: DiscussionIssue): string {
  const field = t(LABELS[issue.field]);
  return issue.kind === 'required'
    ? t('discussion.dialog.required', { field })
    : issue.field === 'title'
      ? t('discussion.dialog.titleTooLong', { max: issue.max })
      : t('discussion.dialog.tooLong', { field, max: issue.max });
}
