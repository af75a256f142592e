/**
 * Reading the old judges' pages (HDU, POJ): their markup is tables and unquoted attributes, read
 * here with a few tolerant regular expressions rather than a DOM.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML entities decoded: the named ones these sites use and every numeric one. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] !== '#') return NAMED[e.toLowerCase()] ?? whole;
    const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** A section's HTML as markdown text: paragraphs, line breaks, list items kept; other tags dropped. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<li>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A sample's text: line breaks kept, tags dropped, ending with one newline. */
export function preText(html: string): string {
  const text = decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).replace(/\r\n?/g, '\n');
  return `${text.replace(/^\n+|\s+$/g, '')}\n`;
}

/** The rows of a table's HTML, each as its cells' text (tags dropped, entities decoded). */
export function tableRows(html: string): string[][] {
  const rows: string[][] = [];
  for (const row of html.matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/table>|$)/gi)) {
    const cells = [...row[1]!.matchAll(/<td\b[^>]*>([\s\S]*?)(?=<td\b|<\/tr>|$)/gi)].map((c) =>
      decodeEntities(c[1]!.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (cells.length) rows.push(cells);
  }
  return rows;
}

/** A time the site shows (`2026-11-27 18:01:22`) in its own zone (hours east of UTC), as a Date. */
export function siteTime(text: string, utcOffsetHours: number): Date | null {
  const m = /(\d{4})-(\d{1,2})-(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - utcOffsetHours, mi, s));
}

/** A figure a status page shows with its unit (`15MS`, `1804K`) as a number; nothing shown is null. */
export function figure(cell: string): number | null {
  const m = /\d+/.exec(cell);
  return m ? Number(m[0]) : null;
}

/** A statement's images as markdown images at their absolute address on the site. */
export function imagesAsLinks(html: string, pageUrl: string): string {
  return html.replace(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)["']?[^>]*>/gi, (_, src: string) => {
    return `![](${new URL(src, pageUrl).toString()})`;
  });
}
