import type { TFunction } from 'i18next';

/** Seconds as hh:mm:ss (hours may pass 99). */
export function hms(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A contest's length in seconds as "2 h 30 min" (days when a day or longer). */
export function durationText(seconds: number, t: TFunction): string {
  const d = Math.floor(seconds / 86400),
    h = Math.floor((seconds % 86400) / 3600),
    m = Math.floor((seconds % 3600) / 60);
  const parts = [
    d && t('contest.duration.days', { n: d }),
    h && t('contest.duration.hours', { n: h }),
    m && t('contest.duration.minutes', { n: m }),
  ];
  return parts.filter(Boolean).join(' ') || t('contest.duration.seconds', { n: seconds % 60 });
}

/** The lock of a private (red) or protected (orange) contest; none for a public one. */
export const LOCK_STYLE: Record<number, string> = { 1: 'text-red-600', 2: 'text-orange-500' };

/** Black or white text, whichever reads on a balloon colour like "#f5a623". */
export function textOn(color: string | null | undefined): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(color ?? '');
  if (!m) return 'inherit';
  const n = parseInt(m[1]!, 16);
  const luma = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luma > 150 ? '#000' : '#fff';
}
