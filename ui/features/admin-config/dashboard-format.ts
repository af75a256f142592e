import { formatMemory } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';

/** Bytes in the largest unit that keeps the number at least 1 ("1.5GB"). */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes}B` : formatMemory(bytes / 1024);
}

/** A duration in seconds as its two largest units ("3d 4h", "12min 5s"). */
export function formatUptime(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), t('adminConfig.unit.day')],
    [Math.floor((seconds % 86_400) / 3600), t('adminConfig.unit.hour')],
    [Math.floor((seconds % 3600) / 60), t('adminConfig.unit.minute')],
    [seconds % 60, t('adminConfig.unit.second')],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return `0${t('adminConfig.unit.second')}`;
  return parts
    .slice(first, first + 2)
    .map(([n, unit]) => `${n}${unit}`)
    .join(' ');
}

/** The hour of an epoch-ms moment as HH:00 (local time). */
export function hourLabel(ms: number): string {
  return `${String(new Date(ms).getHours()).padStart(2, '0')}:00`;
}
