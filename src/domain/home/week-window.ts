import { HOME_WEEK_DAYS } from '../../contract/home.ts';

/**
 * The home page's week: the last seven days in the server's time zone, today included. Returns
 * the local midnight starting each day, oldest first, plus the end of today.
 */
export function weekDays(now: Date): { starts: Date[]; end: Date } {
  const starts = Array.from(
    { length: HOME_WEEK_DAYS },
    (_, i) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - (HOME_WEEK_DAYS - 1 - i)),
  );
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { starts, end };
}

/** The first moment of the week (local midnight six days before today). */
export function weekStart(now: Date): Date {
  return weekDays(now).starts[0]!;
}

/** A day as MM-DD, the labels of the weekly chart. */
export function monthDay(d: Date): string {
  return `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A day in the server's time zone as YYYY-MM-DD: the key of the per-day counters. */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${monthDay(d)}`;
}
