import { DISCUSSION_LIMITS, type REPORT_TAGS } from '../../src/contract/discussions.ts';

export type ReportTag = (typeof REPORT_TAGS)[number];

/** The i18n key (discussion.report.tag.*) of each report tag (the tags are stored in Chinese, as the spec shows them). */
export const REPORT_TAG_KEYS: Record<ReportTag, string> = {
  垃圾广告: 'spam',
  违法信息: 'illegal',
  色情低俗: 'vulgar',
  赌博诈骗: 'fraud',
  恶意辱骂: 'abuse',
  抄袭: 'plagiarism',
};

/** The report dialog's rule (doc 2 §5): a tag or a reason, and a reason of at most 200 characters. */
export function reportIssue(tags: readonly string[], reason: string): 'empty' | 'tooLong' | null {
  if (tags.length === 0 && !reason.trim()) return 'empty';
  if (reason.length > DISCUSSION_LIMITS.reportReason) return 'tooLong';
  return null;
}

/** A stored report ("#垃圾广告##抄袭# reason") split back into its tags and its reason. */
export function splitReport(content: string): { tags: string[]; reason: string } {
  const tags: string[] = [];
  let rest = content;
  for (let m = /^#([^#]+)#/.exec(rest); m; m = /^#([^#]+)#/.exec(rest)) {
    tags.push(m[1]!);
    rest = rest.slice(m[0].length);
  }
  return { tags, reason: rest.trim() };
}
