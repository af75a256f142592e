// Finds the effects in the UI that read from or write to the server themselves: every page reads
// through the query layer (ui/lib/query) instead.
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';

/** A server call inside an effect: the API client, an entry call, fetch, or a feature's `…Api.x(` object. */
const SERVER_CALL =
  /\b(?:api\.(?:get|post|put|delete)\s*[<(]|request\s*[<(]|call\s*\(|fetch\s*\(|[a-z]\w*Api\.\w+\s*\()/;

/** The text of a call's arguments starting at the `(` at `open`, up to its matching `)`. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The text of the statement that defines `name` in this file (a function or a const), up to its end. */
function definitionOf(text: string, name: string): string | null {
  const m = new RegExp(`\\b(?:function\\s+${name}\\b|const\\s+${name}\\s*=)`).exec(text);
  if (!m) return null;
  let depth = 0;
  let opened = false;
  for (let i = m.index; i < text.length; i++) {
    const ch = text[i]!;
    if ('({['.includes(ch)) {
      depth++;
      opened = true;
    } else if (')}]'.includes(ch)) depth--;
    else if (opened && depth === 0 && (ch === ';' || ch === '\n')) return text.slice(m.index, i);
  }
  return text.slice(m.index);
}

/** The server call an effect's body makes, itself or through a function of the same file. */
function serverCallOf(text: string, body: string): string | null {
  const direct = SERVER_CALL.exec(body);
  if (direct) return direct[0];
  for (const [, name] of body.matchAll(/\b([a-zA-Z_]\w*)\s*\(/g)) {
    const hit = SERVER_CALL.exec(definitionOf(text, name!) ?? '');
    if (hit) return `${name}() → ${hit[0]}`;
  }
  return null;
}

export interface FetchEffect {
  file: string;
  line: number;
  call: string;
}

/** The effects of one source text that call the server, with the line each starts on. */
export function fetchEffectsIn(file: string, text: string): FetchEffect[] {
  const found: FetchEffect[] = [];
  for (const m of text.matchAll(/\buse(?:Layout)?Effect\s*\(/g)) {
    const body = argumentsAt(text, m.index + m[0].length - 1);
    const call = serverCallOf(text, body);
    if (call) found.push({ file, line: text.slice(0, m.index).split('\n').length, call });
  }
  return found;
}

/** Every such effect under ui/. */
export function fetchEffects(root = '.'): FetchEffect[] {
  const files = [...new Glob('ui/**/*.{ts,tsx}').scanSync(root)].sort();
  return files.flatMap((f) => fetchEffectsIn(f, readFileSync(`${root}/${f}`, 'utf8')));
}
