/**
 * Where a Java source's program starts, read from the source as javac will: the package it
 * declares and its top-level types. The source is written as `<public type>.java` (javac
 * requires it) and the run starts the type that declares `static void main(…)` — the public one
 * when it has it, else the first that does — by its full name (`foo.Solution`).
 */

export interface JavaMain {
  /** The name the source must be written as. */
  fileName: string;
  /** The class the run starts, with its package. */
  className: string;
}

const ID = String.raw`[\p{L}_$][\p{L}\p{N}_$]*`;
const PACKAGE = new RegExp(String.raw`\bpackage\s+(${ID}(?:\s*\.\s*${ID})*)\s*;`, 'u');
const TYPE = new RegExp(String.raw`\b(?:class|interface|enum|record)\s+(${ID})`, 'gu');
const MAIN = /\bstatic\b[^;{}=]*\bvoid\s+main\s*\(/;

/** The source with comments, string, text block and character literals blanked (their lines kept). */
export function blankJavaLiterals(source: string): string {
  const out: string[] = [];
  const blank = (text: string) => out.push(text.replace(/[^\n]/g, ' '));
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i, i + 3);
    let end: number;
    if (rest.startsWith('//')) end = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (rest.startsWith('/*'))
      end = source.indexOf('*/', i + 2) < 0 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (rest === '"""') end = closing(source, i + 3, '"""');
    else if (rest[0] === '"' || rest[0] === "'") end = closing(source, i + 1, rest[0]);
    else {
      out.push(source[i]!);
      i++;
      continue;
    }
    blank(source.slice(i, end));
    i = end;
  }
  return out.join('');
}

/** The index after the literal closed by `quote` (escapes skipped; an unclosed literal ends the line or source). */
function closing(source: string, from: number, quote: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source.startsWith(quote, i)) return i + quote.length;
    else if (source[i] === '\n' && quote.length === 1) return i;
  }
  return source.length;
}

interface TopType {
  name: string;
  isPublic: boolean;
  hasMain: boolean;
}

/** Top-level types: the declaration before each `{` at depth 0, and the text of its body at depth 1. */
function topLevelTypes(code: string): TopType[] {
  const types: TopType[] = [];
  let depth = 0;
  let head = '';
  let current: TopType | null = null;
  let body = '';
  for (const ch of code) {
    if (ch === '{') {
      if (depth === 0) {
        const names = [...head.matchAll(TYPE)];
        const last = names.at(-1);
        current = last
          ? { name: last[1]!, isPublic: /\bpublic\b/.test(head.slice(0, last.index)), hasMain: false }
          : null;
        body = '';
      } else if (depth === 1) body += '{';
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 1) body += '}';
      if (depth === 0) {
        if (current) types.push({ ...current, hasMain: MAIN.test(body) });
        current = null;
        head = '';
      }
    } else if (depth === 0) {
      head = ch === ';' ? '' : head + ch;
    } else if (depth === 1) body += ch;
  }
  return types;
}

export function javaMain(source: string, defaultFile = 'Main.java'): JavaMain {
  const code = blankJavaLiterals(source);
  const pkg = PACKAGE.exec(code)?.[1]?.replace(/\s+/g, '');
  const types = topLevelTypes(code);
  const publicType = types.find((t) => t.isPublic);
  const main = (publicType?.hasMain ? publicType : types.find((t) => t.hasMain)) ?? publicType;
  const simple = main?.name ?? defaultFile.replace(/\.java$/, '');
  return {
    fileName: publicType ? `${publicType.name}.java` : defaultFile,
    className: pkg ? `${pkg}.${simple}` : simple,
  };
}
