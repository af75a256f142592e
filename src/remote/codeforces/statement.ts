import type { FetchedProblem } from '../../contract/remote.ts';

/**
 * A Codeforces problem page (`/problemset/problem/1/A`, `/gym/100001/problem/A`) as a problem: the
 * title, the time and memory limits, the statement's sections and the samples, read from the
 * page's classes (problem-statement, time-limit, memory-limit, input-specification,
 * output-specification, sample-test, note) as Hydro's vjudge reads them. Math stays TeX between
 * `$` signs; markup becomes markdown text, which the site renders and sanitises as any statement.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!);
}

/** HTML of a section as markdown text: paragraphs, line breaks, list items, images; other tags dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\$\$\$/g, '$')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<li>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<img\b[^>]*?\bsrc\s*=\s*["']([^"'\s()]+)["'][^>]*>/gi, '![]($1)')
    .replace(/<[^>]+>/g, '');
  return decode(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The inner HTML of the first element with the class, up to the matching close of its tag. */
function section(html: string, cls: string): string | null {
  const open = new RegExp(`<(div|span|pre)[^>]*class=["'][^"']*\\b${cls}\\b[^"']*["'][^>]*>`, 'i').exec(html);
  if (!open) return null;
  const tag = open[1]!.toLowerCase();
  let depth = 1;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = open.index + open[0].length;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, m.index);
  }
  return null;
}

/** A section without its leading section-title element. */
function body(html: string | null): string {
  if (html === null) return '';
  return htmlToText(html.replace(/<div class=["']section-title["']>[\s\S]*?<\/div>/i, ''));
}

function samples(html: string, cls: 'input' | 'output'): string[] {
  const found: string[] = [];
  const re = new RegExp(`<div class=["']${cls}["']>[\\s\\S]*?<pre[^>]*>([\\s\\S]*?)</pre>`, 'gi');
  for (const m of html.matchAll(re)) {
    const lines = m[1]!.replace(/<div[^>]*test-example-line[^>]*>([\s\S]*?)<\/div>/gi, '$1\n');
    found.push(`${decode(lines.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).trim()}\n`);
  }
  return found;
}

export function parseProblemPage(html: string, url: string): FetchedProblem {
  const statement = section(html, 'problem-statement');
  if (!statement) throw new Error('the page has no problem statement (the problem may not exist)');
  const title = htmlToText(section(statement, 'title') ?? '').replace(/^[A-Z][0-9]?\.\s*/, '');
  const time = /([\d.]+)\s*seconds?/.exec(htmlToText(section(statement, 'time-limit') ?? ''));
  const memory = /(\d+)\s*megabytes?/.exec(htmlToText(section(statement, 'memory-limit') ?? ''));
  if (!title || !time || !memory) throw new Error('the page does not show the title and limits where expected');
  const header = section(statement, 'header') ?? '';
  const rest = statement.replace(header, '');
  const inputs = samples(statement, 'input');
  const outputs = samples(statement, 'output');
  const legend = /^\s*<div>([\s\S]*?)<\/div>\s*<div class=["']input-specification/i.exec(
    rest.replace(/^\s*<div class=["']header["']>\s*<\/div>/, ''),
  );
  return {
    title,
    description: htmlToText(legend?.[1] ?? ''),
    input: body(section(statement, 'input-specification')),
    output: body(section(statement, 'output-specification')),
    examples: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })),
    hint: body(section(statement, 'note')),
    timeLimitMs: Math.round(Number(time[1]) * 1000),
    memoryLimitMb: Number(memory[1]),
    url,
  };
}
