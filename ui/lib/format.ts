const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Memory given in KB, shown in the largest unit that keeps the number at least 1 (KB up to YB). */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb)) return '--';
  let value = Math.max(0, kb);
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 100) / 100);
  return `${text}${MEMORY_UNITS[unit]}`;
}

export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '--' : `${ms}ms`;
}

export function formatLength(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '--' : `${bytes}B`;
}

/** Accepted share with two decimals ("33.33%"); 0.00% when nothing was submitted. */
export function acRate(ac: number, total: number): string {
  if (!total || total <= 0) return '0.00%';
  return `${((ac / total) * 100).toFixed(2)}%`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago" / "3 分钟前" for a past moment (epoch ms). */
export function relativeTime(when: number, now: number, locale: string): string {
  const seconds = Math.round((when - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

/** Absolute local date and time, "2026-11-21 14:05:09". */
export function absoluteTime(when: number | string): string {
  const d = new Date(when);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
