import type { TFunction } from 'i18next';
import type { GroupIssue } from '../../../src/contract/group-form-rules.ts';

/** The dialog's own text for a broken group rule: one line per field and kind, in the interface language. */
export function groupRuleText(t: TFunction, issue: GroupIssue): string {
  return issue.kind === 'required'
    ? t(`group.rule.${issue.field}.required`)
    : t(`group.rule.${issue.field}.length`, { min: issue.min, max: issue.max });
}
