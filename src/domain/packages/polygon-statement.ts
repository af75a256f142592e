/**
 * A Polygon statement in one language: the sections of statement-sections/<lang>/ (legend,
 * input, output, interaction, scoring, notes, example.NN with example.NN.a), else the olymp.sty
 * statements/<lang>/problem.tex split at \InputFile, \OutputFile, \Interaction, \Examples,
 * \Scoring and \Note, else the HTML statement as it is. `dir` is the folder its images are
 * relative to; `dropped` names the sections left out (the tutorial, which is not for students).
 */
import { texToMarkdown } from './tex-statement.ts';

export interface PolygonStatement {
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: { input: string; output: string }[];
  dir: string;
  dropped: string[];
}

type Read = (path: string) => string | null;
type Node = Record<string, unknown>;

const MAX_EXAMPLES = 20;

function md(tex: string | null): string {
  return tex ? texToMarkdown(tex) : '';
}

function joinParts(parts: [string, string][]): string {
  return parts
    .filter(([, body]) => body)
    .map(([head, body]) => (head ? `### ${head}\n\n${body}` : body))
    .join('\n\n');
}

function fromSections(read: Read, dir: string): PolygonStatement | null {
  const legend = read(`${dir}legend.tex`);
  if (legend === null) return null;
  const examples: PolygonStatement['examples'] = [];
  for (let i = 1; i <= MAX_EXAMPLES; i++) {
    const n = String(i).padStart(2, '0');
    const input = read(`${dir}example.${n}`);
    if (input === null) break;
    examples.push({ input, output: read(`${dir}example.${n}.a`) ?? '' });
  }
  return {
    description: md(legend),
    input: md(read(`${dir}input.tex`)),
    output: joinParts([
      ['', md(read(`${dir}output.tex`))],
      ['Interaction', md(read(`${dir}interaction.tex`))],
    ]),
    hint: joinParts([
      ['', md(read(`${dir}notes.tex`))],
      ['Scoring', md(read(`${dir}scoring.tex`))],
    ]),
    examples,
    dir,
    dropped: read(`${dir}tutorial.tex`) ? ['tutorial.tex'] : [],
  };
}

/** olymp.sty: \begin{problem}{…}…legend \InputFile … \OutputFile … \Examples \exmp{in}{out} \Note … */
function fromProblemTex(tex: string, dir: string): PolygonStatement {
  const body = tex.replace(/^[\s\S]*?\\begin\{problem\}(\{[^{}]*\}){0,5}/, '').replace(/\\end\{problem\}[\s\S]*$/, '');
  const cut = (start: RegExp, ends: RegExp[]) => {
    const m = start.exec(body);
    if (!m) return '';
    const rest = body.slice(m.index + m[0].length);
    const end = Math.min(...ends.map((re) => re.exec(rest)?.index ?? rest.length));
    return rest.slice(0, end);
  };
  const marks = [/\\InputFile/, /\\OutputFile/, /\\Interaction/, /\\Examples?/, /\\Notes?\b/, /\\Scoring/];
  const legendEnd = Math.min(...marks.map((re) => re.exec(body)?.index ?? body.length));
  const examples = [...body.matchAll(/\\exmp\{([\s\S]*?)\}\{([\s\S]*?)\}%?/g)]
    .slice(0, MAX_EXAMPLES)
    .map((m) => ({ input: m[1]!, output: m[2]! }));
  return {
    description: md(body.slice(0, legendEnd)),
    input: md(cut(/\\InputFile/, marks)),
    output: joinParts([
      ['', md(cut(/\\OutputFile/, marks))],
      ['Interaction', md(cut(/\\Interaction/, marks))],
    ]),
    hint: joinParts([
      ['', md(cut(/\\Notes?\b/, marks))],
      ['Scoring', md(cut(/\\Scoring/, marks))],
    ]),
    examples,
    dir,
    dropped: [],
  };
}

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

export function polygonStatement(read: Read, statements: Node[], language: string): PolygonStatement {
  const sections = fromSections(read, `statement-sections/${language}/`);
  if (sections) return sections;
  const ofLanguage = statements.filter((s) => s['@_language'] === language);
  const texPath = ofLanguage.find((s) => s['@_type'] === 'application/x-tex')?.['@_path'];
  const tex = typeof texPath === 'string' ? read(texPath) : null;
  if (tex) return fromProblemTex(tex, folderOf(texPath as string));
  const htmlPath = ofLanguage.find((s) => s['@_type'] === 'text/html')?.['@_path'];
  const html = typeof htmlPath === 'string' ? read(htmlPath) : null;
  return {
    description: html ?? '',
    input: '',
    output: '',
    hint: '',
    examples: [],
    dir: typeof htmlPath === 'string' ? folderOf(htmlPath) : '',
    dropped: [],
  };
}
