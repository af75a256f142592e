import type { ExamplePair } from '../../contract/problems.ts';
import { decodeEntities } from './html-entities.ts';

/** The parts of a Hydro markdown statement, split by its level-2 headings. */
export interface HydroStatement {
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: ExamplePair[];
}

const SECTION: Record<string, keyof Omit<HydroStatement, 'examples'> | 'samples'> = {
  题目描述: 'description',
  题目背景: 'description',
  description: 'description',
  background: 'description',
  输入格式: 'input',
  输入: 'input',
  input: 'input',
  'input format': 'input',
  输出格式: 'output',
  输出: 'output',
  output: 'output',
  'output format': 'output',
  提示: 'hint',
  '说明/提示': 'hint',
  说明: 'hint',
  数据范围: 'hint',
  hint: 'hint',
  note: 'hint',
  notes: 'hint',
  limits: 'hint',
  样例: 'samples',
  样例输入: 'samples',
  样例输出: 'samples',
  samples: 'samples',
  sample: 'samples',
  examples: 'samples',
};

/** Samples written as HTML: <pre><code class="language-input1">…</code></pre> (text HTML-escaped). */
const HTML_SAMPLE =
  /(?:<pre[^>]*>\s*)?<code\s+class=["']language-(input|output)(\d+)["'][^>]*>([\s\S]*?)<\/code>(?:\s*<\/pre>)?\n?/gi;

/**
 * Samples are fenced blocks named inputN / outputN, or the same as HTML code blocks; they become
 * the problem's examples and leave the text. Headings the importer knows fill description, input,
 * output and hint; a statement without them is all description. Text left in the samples section
 * (an explanation, a section under a heading the importer does not know) goes to the hint under
 * its heading.
 */
export function splitHydroStatement(markdown: string): HydroStatement {
  const inputs = new Map<number, string>();
  const outputs = new Map<number, string>();
  const text = markdown
    .replace(/\r\n/g, '\n')
    .replace(/```(input|output)(\d+)[^\n]*\n([\s\S]*?)```\n?/g, (_, kind: string, n: string, body: string) => {
      (kind === 'input' ? inputs : outputs).set(Number(n), body);
      return '';
    })
    .replace(HTML_SAMPLE, (_, kind: string, n: string, body: string) => {
      (kind.toLowerCase() === 'input' ? inputs : outputs).set(Number(n), decodeEntities(body));
      return '';
    });
  const numbers = [...new Set([...inputs.keys(), ...outputs.keys()])].sort((a, b) => a - b);
  const examples = numbers.map((n) => ({ input: inputs.get(n) ?? '', output: outputs.get(n) ?? '' }));
  const parts: HydroStatement = { description: '', input: '', output: '', hint: '', examples };
  let current: keyof Omit<HydroStatement, 'examples'> | 'samples' = 'description';
  let sawHeading = false;
  const chunks: Record<string, string[]> = { description: [], input: [], output: [], hint: [], samples: [] };
  for (const line of text.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    const known = heading ? SECTION[heading[1]!.toLowerCase()] : undefined;
    if (known) {
      current = known;
      sawHeading = true;
      if (known === 'samples') chunks.samples!.push(line);
      continue;
    }
    chunks[current]!.push(line);
  }
  if (!sawHeading) return { ...parts, description: text.trim() };
  parts.description = chunks.description!.join('\n').trim();
  parts.input = chunks.input!.join('\n').trim();
  parts.output = chunks.output!.join('\n').trim();
  parts.hint = [chunks.hint!.join('\n').trim(), ...samplesText(chunks.samples!)].filter(Boolean).join('\n\n');
  return parts;
}

/** The text of the samples sections once the samples are out: each heading that still has text under it, with the text. */
function samplesText(lines: string[]): string[] {
  const blocks: { head: string; body: string[] }[] = [];
  for (const line of lines) {
    if (/^#{2,6}\s/.test(line)) blocks.push({ head: line.trim(), body: [] });
    else (blocks.at(-1) ?? (blocks[0] = { head: '', body: [] })).body.push(line);
  }
  return blocks
    .filter((b) => b.body.join('').trim() !== '')
    .map((b) => [b.head, b.body.join('\n').trim()].filter(Boolean).join('\n\n'));
}

/** "1s", "1000ms", "1.5s", 1000 → ms. */
export function parseTime<F extends number | null>(v: unknown, fallback: F): number | F {
  if (typeof v === 'number') return Math.round(v);
  const m = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(String(v ?? ''));
  if (!m) return fallback;
  const n = Number(m[1]);
  return Math.max(1, Math.round(m[2]?.toLowerCase() === 's' ? n * 1000 : n));
}

/** "256m", "256MB", "1g", "65536k", 256 → MB. */
export function parseMemory<F extends number | null>(v: unknown, fallback: F): number | F {
  if (typeof v === 'number') return Math.round(v);
  const m = /^\s*([\d.]+)\s*([kmg])?i?b?\s*$/i.exec(String(v ?? ''));
  if (!m) return fallback;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'm').toLowerCase();
  return Math.max(1, Math.round(unit === 'g' ? n * 1024 : unit === 'k' ? n / 1024 : n));
}
