import type { FetchedProblem } from '../../contract/remote.ts';
import { decodeEntities, preText } from '../html.ts';
import { innerOf, statementMarkdown } from '../markup.ts';

/**
 * An AtCoder task page (`/contests/abc001/tasks/abc001_a?lang=en`) as a problem: the title (the
 * `h2` span), "Time Limit: 2 sec / Memory Limit: 1024 MB", and the statement's parts
 * (`div.part > section`, each headed by an `h3`) of its English half (`span.lang-en`; a task with
 * no English statement keeps the one it has). Problem Statement and Constraints make the
 * description; Input, Output and the samples their fields; what else the page says (notes,
 * scoring, the samples' explanations) the hint.
 */
interface Part {
  heading: string;
  body: string;
}

function partsOf(statement: string): Part[] {
  const parts: Part[] = [];
  for (const m of statement.matchAll(/<section\b[^>]*>([\s\S]*?)<\/section>/gi)) {
    const h = /<h3\b[^>]*>([\s\S]*?)<\/h3>/i.exec(m[1]!);
    const heading = decodeEntities((h?.[1] ?? '').replace(/<span[\s\S]*?<\/span>/gi, '').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    parts.push({ heading, body: h ? m[1]!.replace(h[0], '') : m[1]! });
  }
  return parts;
}

/** A limit in ms / MB from the page's words (`2 sec`, `500 ms`, `1024 MB`, `262144 KB`). */
export function limitsOf(text: string): { timeLimitMs: number; memoryLimitMb: number } | null {
  const time = /Time Limit:\s*([\d.]+)\s*(sec|ms)/i.exec(text);
  const memory = /Memory Limit:\s*([\d.]+)\s*(MB|MiB|KB|KiB|GB|GiB)/i.exec(text);
  if (!time || !memory) return null;
  const ms = Number(time[1]) * (time[2]!.toLowerCase() === 'ms' ? 1 : 1000);
  const unit = memory[2]!.toUpperCase()[0];
  const mb = Number(memory[1]) * (unit === 'K' ? 1 / 1024 : unit === 'G' ? 1024 : 1);
  return { timeLimitMs: Math.round(ms), memoryLimitMb: Math.max(1, Math.round(mb)) };
}

/** What a part's heading names, in English or (a task with no English half) Japanese. */
function kindOf(heading: string) {
  if (/^(Sample Input|入力例)/i.test(heading)) return 'sample-input';
  if (/^(Sample Output|出力例)/i.test(heading)) return 'sample-output';
  if (/^(Problem( Statement)?|問題文?)$/i.test(heading)) return 'statement';
  if (/^(Constraints|制約)$/i.test(heading)) return 'constraints';
  if (/^(Input|入力)$/i.test(heading)) return 'input';
  if (/^(Output|出力)$/i.test(heading)) return 'output';
  return 'other';
}

export function parseTaskPage(html: string, url: string): FetchedProblem {
  const whole = innerOf(html, 'div', /id=["']task-statement["']/i);
  if (whole === null) throw new Error('the page has no task statement (the task may not exist)');
  const statement = innerOf(whole, 'span', /class=["']lang-en["']/i) ?? whole;
  const titleHtml = innerOf(html, 'span', /class=["']h2["']/i) ?? '';
  const title = decodeEntities(titleHtml.replace(/<a\b[\s\S]*?<\/a>/gi, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[A-Za-z0-9]{1,3}\s+-\s+/, '');
  const limits = limitsOf(decodeEntities(html.replace(/<[^>]+>/g, ' ')));
  if (!title || !limits) throw new Error('the page does not show the title and limits where expected');

  const description: string[] = [];
  const hint: string[] = [];
  const inputs: string[] = [];
  const outputs: string[] = [];
  let input = '';
  let output = '';
  for (const { heading, body } of partsOf(statement)) {
    const kind = kindOf(heading);
    if (kind === 'sample-input' || kind === 'sample-output') {
      const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(body);
      (kind === 'sample-input' ? inputs : outputs).push(preText(pre?.[1] ?? ''));
      const rest = statementMarkdown(body.replace(pre?.[0] ?? '', ''));
      if (rest) hint.push(`### ${heading}\n\n${rest}`);
    } else if (kind === 'statement') description.unshift(statementMarkdown(body));
    else if (kind === 'constraints') description.push(`### ${heading}\n\n${statementMarkdown(body)}`);
    else if (kind === 'input') input = statementMarkdown(body);
    else if (kind === 'output') output = statementMarkdown(body);
    else hint.push(`### ${heading}\n\n${statementMarkdown(body)}`);
  }
  return {
    title,
    description: description.join('\n\n'),
    input,
    output,
    examples: inputs.map((i, n) => ({ input: i, output: outputs[n] ?? '' })),
    hint: hint.join('\n\n'),
    ...limits,
    url,
  };
}
