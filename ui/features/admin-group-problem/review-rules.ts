import type { ReviewRow } from '../../../src/contract/group-problems.ts';

/** The review's filter buttons: applying, public, refused, all. */
export const PROGRESS_FILTERS = [1, 2, 3, undefined] as const;

/**
 * What a reviewer may set a row to: an application is approved or refused; a refused one may be
 * approved or reopened; a public one has left its group and is not reviewed again.
 */
export function reviewChoices(row: Pick<ReviewRow, 'applyPublicProgress' | 'gid'>): number[] {
  if (row.gid === null || row.applyPublicProgress === 2) return [];
  return row.applyPublicProgress === 1 ? [2, 3] : [2, 1];
}
