import { PRINT_MIN_LENGTH } from '../../../src/contract/contest-ops.ts';

/** The spec's check of a print text (doc 2 §5): the i18n key of its message, or null when it may be sent. */
export function printTextError(content: string): string | null {
  if (content.trim() === '') return 'contest.print.empty';
  if (content.trim().length < PRINT_MIN_LENGTH) return 'contest.print.short';
  return null;
}
