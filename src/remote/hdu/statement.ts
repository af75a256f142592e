import type { FetchedProblem } from '../../contract/remote.ts';
import { htmlText, imagesAsLinks, preText } from '../html.ts';

/**
 * HDU's problem page (`/showproblem.php?pid=1000`, GBK) as a problem, read as HOJ's
 * HDUProblemStrategy and Hydro's hduoj provider read it: the title in the `h1`, the limits line
 * (`Time Limit: 2000/1000 MS (Java/Others)`, `Memory Limit: 65536/32768 K (Java/Others)`: the
 * second figure, for languages other than Java), and the sections, each a `panel_title` followed
 * by its `panel_content` (Problem Description, Input, Output, Sample Input, Sample Output with the
 * hint inside it). Images point at the site.
 */
function sections(html: string): Map<string, string> {
  const found = new Map<string, string>();
  const re =
    /<div[^>]*class=["']?panel_title["']?[^>]*>([\s\S]*?)<\/div>\s*<div[^>]*class=["']?panel_content["']?[^>]*>([\s\S]*?)<\/div>\s*<div[^>]*class=["']?panel_bottom/gi;
  for (const m of html.matchAll(re)) {
    const name = htmlText(m[1]!);
    if (!found.has(name)) found.set(name, m[2]!);
  }
  return found;
}

/** A sample's text: the `pre` of the section, without the hint HDU places after the output. */
function sample(html: string | undefined): { text: string; hint: string } {
  if (!html) return { text: '', hint: '' };
  const hintAt = html.search(/<div[^>]*>\s*<div[^>]*>\s*<i>\s*Hint\s*<\/i>/i);
  const hint = hintAt < 0 ? '' : html.slice(hintAt).replace(/^[\s\S]*?<i>\s*Hint\s*<\/i>\s*<\/div>/i, '');
  const body = hintAt < 0 ? html : html.slice(0, hintAt);
  return { text: preText(body), hint: htmlText(hint) };
}

export function parseHduProblem(html: string, url: string): FetchedProblem {
  const title = htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '');
  const time = /Time Limit:\s*\d+\s*\/\s*(\d+)\s*MS/i.exec(html);
  const memory = /Memory Limit:\s*\d+\s*\/\s*(\d+)\s*K/i.exec(html);
  if (!title || !time || !memory) throw new Error('the site has no such problem (the page shows no title and limits)');
  const parts = sections(imagesAsLinks(html, url));
  const output = sample(parts.get('Sample Output'));
  const input = parts.get('Sample Input');
  return {
    title,
    description: htmlText(parts.get('Problem Description') ?? ''),
    input: htmlText(parts.get('Input') ?? ''),
    output: htmlText(parts.get('Output') ?? ''),
    examples: input === undefined ? [] : [{ input: preText(input), output: output.text }],
    hint: output.hint,
    timeLimitMs: Number(time[1]),
    memoryLimitMb: Math.max(1, Math.round(Number(memory[1]) / 1024)),
    url,
  };
}
