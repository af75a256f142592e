/**
 * The dates a form may hold (contest start, end and seal times, training open-from and due
 * dates): from 1970 to the end of 2099, in ms since the epoch. A number such as 1e308 is finite
 * but no date; the forms refuse it by name rather than fail on writing it.
 */
export const DATE_MIN_MS = 0;
export const DATE_MAX_MS = Date.UTC(2100, 0, 1) - 1;
export const DATE_YEARS = { from: 1970, to: 2099 } as const;

/** Whether a time is a date the forms accept (null, for "no date", is not one: check it apart). */
export function dateInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= DATE_MIN_MS && ms <= DATE_MAX_MS;
}
