/** Reading the spec's prose: its sections, its lists, and what a piece of it names. */

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** The text of the section whose heading starts with "## {n}." up to the next "## ". */
export function section(doc: string, n: number): string {
  const start = doc.search(new RegExp(`^## ${n}\\.`, 'm'));
  if (start < 0) return '';
  const rest = doc.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Splits at `sep` where no bracket is open ((), {}, []). */
export function splitTop(text: string, sep: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if ('({['.includes(ch)) depth++;
    else if (')}]'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = sep.exec(text.slice(i));
      if (m && m.index === 0) {
        parts.push(text.slice(from, i));
        from = i + m[0].length;
        i = from - 1;
      }
    }
  }
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Drops bracketed parts ((…), and {…} unless `braces` is false: a route's {param}), nested ones included. */
export function dropBrackets(text: string, braces = true): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || (braces && ch === '{')) depth++;
    else if ((ch === ')' || (braces && ch === '}')) && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** A call's name as the spec writes it: kebab words with an optional folder (admin/judge/rejudge), or a path under /api. */
export const KEBAB = /^(\/api\/)?[a-z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*(\/[a-z][a-zA-Z0-9]*(-[a-zA-Z0-9]+)*)*$/;
/** A client function's name (getGroupList). */
export const CAMEL = /^[a-z]+([A-Z][a-z0-9]*)+$/;

/** A route as the spec writes it: /group/{groupID}/problem/{problemID}/full-screen (no query). */
export const ROUTE = /(?<![\w}])\/(?!api\/)[A-Za-z{][\w{}\-/]*/g;

/** A route written with the spec's {param}s and an optional trailing slash, as one form. */
export const normalRoute = (path: string) => path.replace(/\/+$/, '') || '/';

/** The lines of a markdown table's body (header and rule left out), as cells. */
export function tableRows(text: string): string[][] {
  const rows = text.split('\n').filter((l) => l.trim().startsWith('|'));
  return rows.slice(2).map((l) =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim()),
  );
}
