import type { ReviewRow } from '../../../src/contract/group-problems.ts';

/** The review's filter buttons: applying, public, refused, all. */
export const PROGRESS_FILTERS = [1, 2, 3, undefined] as const;

/**
 * What a reviewer may set a row to: an open application is approved or refused; a refused one
 * waits for its group to apply again; a public one has left its group and is not reviewed again.
 */
export function reviewChoices(row: Pick<ReviewRow, 'applyPublicProgress' | 'gid'>): number[] {
  return row.gid !== null && row.applyPublicProgress === 1 ? [2, 3] : [];
}
