/**
 * A Kattis statement: the title from problem.yaml's `name` (a string, or one per language) or the
 * LaTeX `\problemname`, and the text of problem_statement/ (legacy) or statement/ (2023-07) in
 * the preferred language, Markdown or LaTeX, split at its Input, Output and Interaction headings;
 * notes, scoring and sample explanations go to the hint (the last two under their heading).
 * `dir` is the statement's folder, which its images are relative to.
 */
import { str } from './common.ts';
import { texTitle, texToMarkdown } from './tex-statement.ts';

export interface KattisStatement {
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  dir: string;
}

type Read = (path: string) => string | null;

function statementFile(names: string[], preferred: string[]): string | undefined {
  const files = names.filter((n) => /^(problem_statement|statement)\/problem(\.[\w-]+)?\.(tex|md)$/.test(n));
  const lang = (n: string) => /problem\.([\w-]+)\.(tex|md)$/.exec(n)?.[1] ?? '';
  return (
    preferred.map((p) => files.find((f) => lang(f) === p)).find(Boolean) ??
    files.find((f) => lang(f) === '') ??
    files[0]
  );
}

/** Splits Markdown at `## Input` / `### Output` … headings. */
function sections(markdown: string): Omit<KattisStatement, 'title' | 'dir'> {
  const parts = markdown.split(/^#{1,4}\s+(Input|Output|Interaction|Notes?|Hint|Scoring|Sample[\w ]*)\s*$/im);
  const found: Record<string, string[]> = { description: [parts[0]!.trim()], input: [], output: [], hint: [] };
  for (let i = 1; i < parts.length; i += 2) {
    const head = parts[i]!.toLowerCase();
    const body = parts[i + 1]!.trim();
    if (!body) continue;
    if (head === 'input') found.input!.push(body);
    else if (head === 'output') found.output!.push(body);
    else if (head === 'interaction') found.output!.push(`### Interaction\n\n${body}`);
    else if (head.startsWith('sample') || head === 'scoring') found.hint!.push(`### ${parts[i]!.trim()}\n\n${body}`);
    else found.hint!.push(body);
  }
  const join = (k: string) => found[k]!.filter(Boolean).join('\n\n');
  return { description: join('description'), input: join('input'), output: join('output'), hint: join('hint') };
}

export function kattisStatement(
  read: Read,
  names: string[],
  meta: Record<string, unknown>,
  preferred: string[],
): KattisStatement {
  const file = statementFile(names, preferred);
  const source = file ? (read(file) ?? '') : '';
  const markdown = file?.endsWith('.md') ? source : texToMarkdown(source.replace(/\\problemname\{[^{}]*\}/, ''));
  const name = meta.name;
  const title =
    typeof name === 'string' || typeof name === 'number'
      ? str(name)
      : name && typeof name === 'object'
        ? str(preferred.map((p) => (name as Record<string, unknown>)[p]).find(Boolean) ?? Object.values(name)[0])
        : '';
  const dir = file ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return { title: (title || texTitle(source)).trim(), dir, ...sections(markdown.replace(/^#\s+.*\n/, '')) };
}
