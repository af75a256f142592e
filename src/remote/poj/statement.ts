import type { FetchedProblem } from '../../contract/remote.ts';
import { htmlText, imagesAsLinks, preText } from '../html.ts';

/**
 * POJ's problem page (`/problem?id=1000`) as a problem, read as HOJ's POJProblemStrategy and
 * Hydro's poj provider read it: the title in `ptt`, the limits in `plm` (`Time Limit: 1000MS`,
 * `Memory Limit: 10000K`), and the sections, each a `pst` title followed by a `ptx` text or a
 * `sio` sample (Description, Input, Output, Sample Input, Sample Output, Hint, Source). Images
 * point at the site.
 */
function sections(html: string): { name: string; body: string }[] {
  const re = /<p[^>]*class=["']?pst["']?[^>]*>([\s\S]*?)<\/p>([\s\S]*?)(?=<p[^>]*class=["']?pst\b|<\/td>|$)/gi;
  return [...html.matchAll(re)].map((m) => ({ name: htmlText(m[1]!), body: m[2]! }));
}

/** The inner HTML of a section's `ptx` div or `sio` pre. */
function inner(body: string): string {
  const m = /<(div|pre)\b[^>]*>([\s\S]*)<\/\1>/i.exec(body);
  return m ? m[2]! : body;
}

export function parsePojProblem(html: string, url: string): FetchedProblem {
  const title = htmlText(/<div[^>]*class=["']?ptt["']?[^>]*>([\s\S]*?)<\/div>/i.exec(html)?.[1] ?? '');
  const time = /Time Limit:\s*(?:<\/b>)?\s*(\d+)\s*MS/i.exec(html);
  const memory = /Memory Limit:\s*(?:<\/b>)?\s*(\d+)\s*K/i.exec(html);
  if (!title || !time || !memory) throw new Error('the site has no such problem (the page shows no title and limits)');
  const parts = sections(imagesAsLinks(html, url));
  const text = (name: string) => htmlText(inner(parts.find((p) => p.name === name)?.body ?? ''));
  const inputs = parts.filter((p) => p.name.startsWith('Sample Input')).map((p) => preText(inner(p.body)));
  const outputs = parts.filter((p) => p.name.startsWith('Sample Output')).map((p) => preText(inner(p.body)));
  return {
    title,
    description: text('Description'),
    input: text('Input'),
    output: text('Output'),
    examples: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })),
    hint: text('Hint'),
    timeLimitMs: Number(time[1]),
    memoryLimitMb: Math.max(1, Math.round(Number(memory[1]) / 1024)),
    url,
  };
}
