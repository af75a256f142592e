import type { FetchedProblem } from '../../contract/remote.ts';
import { decodeEntities } from '../html.ts';
import { preText } from '../html.ts';
import { innerOf, statementMarkdown } from '../markup.ts';

/**
 * A SPOJ problem page (`/problems/TEST/`) as a problem, read where Hydro's vjudge reads it: the
 * title from `#problem-name` ("TEST - Life, the Universe, and Everything"), the statement from
 * `#problem-body` cut at its `h3` headings (what comes before the first is the description; Input,
 * Output, Example/Sample, the rest the hint) and the limits from `#problem-meta`'s table ("Time
 * limit: 1s-2s" keeps the largest; "Memory limit: 1536MB").
 */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The samples of an Example part: `Input:` … `Output:` in one `pre`, or one `pre` per heading. */
function samplesOf(heading: string, body: string, into: { input: string; output: string }[]): void {
  for (const m of body.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)) {
    const text = preText(m[1]!);
    const both = /^\s*(?:Sample\s+)?Input:?\s*\n([\s\S]*?)\n\s*(?:Sample\s+)?Output:?\s*\n([\s\S]*)$/i.exec(text);
    if (both) into.push({ input: `${both[1]!.trim()}\n`, output: `${both[2]!.trim()}\n` });
    else if (/output/i.test(heading) && into.length && !into.at(-1)!.output) into.at(-1)!.output = text;
    else into.push({ input: text, output: '' });
  }
}

function limitOf(meta: string, name: string): string | null {
  const m = new RegExp(`<td>\\s*${name}:?\\s*</td>\\s*<td>([\\s\\S]*?)</td>`, 'i').exec(meta);
  return m ? textOf(m[1]!).split('-').at(-1)!.trim() : null;
}

export function parseProblemPage(html: string, url: string, code: string): FetchedProblem {
  const body = innerOf(html, 'div', /id=["']problem-body["']/i);
  if (body === null) throw new Error('the page has no problem statement (the problem may not exist)');
  const name = textOf(innerOf(html, 'h2', /id=["']problem-name["']/i) ?? '');
  const title = name.startsWith(`${code} - `) ? name.slice(code.length + 3).trim() : name;
  const meta = innerOf(html, 'div', /id=["']problem-meta["']/i) ?? '';
  const time = /^([\d.]+)\s*s$/i.exec(limitOf(meta, 'Time limit') ?? '');
  const memory = /^([\d.]+)\s*(MB|KB|GB)$/i.exec(limitOf(meta, 'Memory limit') ?? '');
  if (!title || !time || !memory) throw new Error('the page does not show the title and limits where expected');
  const unit = memory[2]!.toUpperCase()[0];
  const mb = Number(memory[1]) * (unit === 'K' ? 1 / 1024 : unit === 'G' ? 1024 : 1);

  const pieces = body.split(/(<h3\b[^>]*>[\s\S]*?<\/h3>)/i);
  let description = statementMarkdown(pieces[0] ?? '');
  let input = '';
  let output = '';
  const examples: { input: string; output: string }[] = [];
  const hint: string[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const heading = textOf(pieces[i]!);
    const part = pieces[i + 1] ?? '';
    if (/^(Example|Sample)/i.test(heading)) samplesOf(heading, part, examples);
    else if (/^Input/i.test(heading)) input = statementMarkdown(part);
    else if (/^Output/i.test(heading)) output = statementMarkdown(part);
    else if (!input && !output) description += `\n\n### ${heading}\n\n${statementMarkdown(part)}`;
    else hint.push(`### ${heading}\n\n${statementMarkdown(part)}`);
  }
  return {
    title,
    description: description.trim(),
    input,
    output,
    examples,
    hint: hint.join('\n\n'),
    timeLimitMs: Math.round(Number(time[1]) * 1000),
    memoryLimitMb: Math.max(1, Math.round(mb)),
    url,
  };
}
