import { PROGRESS_BANDS } from '../../../src/contract/trainings.ts';

/**
 * A training's progress for the viewer (spec doc 2 §5, §9): accepted over problem count as a
 * percentage to two decimals, 100 when the training has no problems.
 */
export function progressPercent(ac: number, problemCount: number): number {
  if (problemCount <= 0) return 100;
  return Math.round((Math.min(ac, problemCount) / problemCount) * 10000) / 100;
}

/** The colour of each progress band, lowest first (bounds in PROGRESS_BANDS: 20, 40, 60, 80, 100). */
export const BAND_COLOURS = ['#909399', '#e6a23c', '#1989fa', '#5cb87a', '#16a34a'] as const;

/** The band a percentage falls in: the first whose bound it does not exceed. */
export function progressBand(percent: number): number {
  const i = PROGRESS_BANDS.findIndex((bound) => percent <= bound);
  return i === -1 ? PROGRESS_BANDS.length - 1 : i;
}

export function bandColour(percent: number): string {
  return BAND_COLOURS[progressBand(percent)]!;
}
