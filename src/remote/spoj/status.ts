import { decodeEntities } from '../html.ts';

/**
 * SPOJ's status page (`/status/TEST,NAME/`): each run's row carries its id in the cells' ids
 * (`statusres_ID` with its `status` code and `final` mark, `statustime_ID` in seconds,
 * `statusmem_ID` as `5.3M`), its problem's link and the time it was sent, which the site shows
 * in its own zone (Central European, read here as Europe/Warsaw).
 */
export interface SpojRow {
  id: string;
  problem: string;
  submittedAt: Date | null;
  words: string;
  final: boolean;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
}

export const SPOJ_ZONE = 'Europe/Warsaw';

/** The zone's offset from UTC at an instant, ms. */
function offsetAt(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - utcMs;
}

/** `2024-01-01 12:00:00` as the site's zone shows it, as a Date. */
export function spojTime(text: string, zone = SPOJ_ZONE): Date | null {
  const m = /(\d{4})-(\d{2})-(\d{2})\s+(\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return new Date(wall - offsetAt(wall - offsetAt(wall, zone), zone));
}

const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** `5.3M`, `812k`, `1.1G` as KB; `-` as null. */
function memoryOf(text: string): number | null {
  const m = /^([\d.]+)\s*([kMG])/i.exec(text);
  if (!m) return null;
  const unit = m[2]!.toLowerCase();
  return Math.round(Number(m[1]) * (unit === 'k' ? 1 : unit === 'm' ? 1024 : 1024 * 1024));
}

export function statusRows(html: string): SpojRow[] {
  return [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].flatMap(([, row]) => {
    const res = /<td\b([^>]*\bid=["']statusres_(\d+)["'][^>]*)>([\s\S]*?)<\/td>/i.exec(row!);
    if (!res) return [];
    const id = res[2]!;
    const cell = (name: string) =>
      textOf(new RegExp(`id=["']${name}_${id}["'][^>]*>([\\s\\S]*?)</td>`, 'i').exec(row!)?.[1] ?? '');
    const seconds = /^[\d.]+$/.test(cell('statustime')) ? Number(cell('statustime')) : null;
    return [
      {
        id,
        problem: /\/problems\/([A-Z0-9_]+)\/?["']/.exec(row!)?.[1] ?? '',
        submittedAt: spojTime(row!),
        words: textOf(res[3]!.replace(/<a\b[^>]*>\s*(edit|ideone it|run)\s*<\/a>/gi, '')),
        final: /\bfinal=["']1["']/.test(res[1]!),
        time: seconds === null ? null : Math.round(seconds * 1000),
        memory: memoryOf(cell('statusmem')),
      },
    ];
  });
}
