import { CAMEL, dropBrackets, KEBAB, METHODS, type Method, section, splitTop, tableRows } from './text.ts';

/**
 * The calls the spec names, read from each document's "calls" section (§7):
 * - documents 1 and 3 name them in prose: kebab names after a method (`GET get-problem-list (…);
 *   get-all-problem-tags (oj)`), client functions (`getGroupList(page, …)`) and /api/ paths;
 * - document 2 names operations in a table (`get contest list and the computational-thinking list`);
 * - document 3's back office is a list of operations (`user CRUD with import and generate, …`).
 */
export interface SpecCall {
  /** How the spec names it: a kebab name or path, a client function, or an operation's words. */
  name: string;
  kind: 'path' | 'function' | 'operation';
  method?: Method;
  doc: number;
}

export interface Extracted<T> {
  items: T[];
  /** Pieces that look like they name something but could not be read as a name. */
  unparsed: string[];
}

const ADMIN_LIST = /^\*\*Admin \(\/api\/admin\/\.\.\.\)\*\*:\s*/;

/** Reads one sentence of prose: its names, the method before them, a folder carried over commas. */
function readSentence(sentence: string, doc: number, out: Extracted<SpecCall>) {
  let method: Method | undefined;
  let inCalls = false;
  // What a call answers (→ …) and what follows "with" or "multipart" are its fields, not calls.
  for (const clause of splitTop(sentence.replace(/→[^;]*/g, ''), /;/)) {
    let folder = '';
    for (const raw of splitTop(clause.replace(/\s(with|multipart)\s.*$/, ''), /,| and /)) {
      let words = dropBrackets(raw)
        .replace(/^[-*\s]+/, '')
        .replace(/^[\w\s*-]+:\s*/, '')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const m = METHODS.find((x) => x === words[0]);
      if (m) {
        method = m;
        inCalls = true;
        words = words.slice(1);
      }
      const [first, ...rest] = words;
      if (!first) continue;
      // Only document 3 names client functions; elsewhere a camelCase word is a field.
      if (CAMEL.test(first)) {
        if (doc !== 3) continue;
        out.items.push({ name: first, kind: 'function', doc });
        continue;
      }
      const named = KEBAB.test(first) && (first.includes('-') || first.includes('/') || (inCalls && !rest.length));
      if (!named) continue;
      const slash = first.lastIndexOf('/');
      const name = slash < 0 && folder ? `${folder}/${first}` : first;
      if (slash > 0 && !first.startsWith('/api/')) folder = first.slice(0, slash);
      out.items.push({ name, kind: 'path', method, doc });
      // Words after a name that are not a known trailer ("with query pid", "polled every 2 s") are reported.
      if (rest.length && rest[0] !== 'polled') out.unparsed.push(`doc ${doc}: ${raw.trim()}`);
    }
  }
}

/** Every call the three documents name, in the order they name them (one entry per name and method). */
export function specCalls(docs: string[]): Extracted<SpecCall> {
  const out: Extracted<SpecCall> = { items: [], unparsed: [] };
  docs.forEach((text, i) => {
    const doc = i + 1;
    const calls = section(text, 7);
    if (doc === 2) {
      for (const [op] of tableRows(calls)) if (op) out.items.push({ name: op, kind: 'operation', doc });
      return;
    }
    for (const line of calls.split('\n')) {
      if (/^(Conventions|Messages and the remaining)/.test(line) || line.startsWith('All calls go under')) continue;
      let text = line;
      const admin = ADMIN_LIST.exec(text);
      if (admin) {
        const [list = '', ...after] = text.slice(admin[0].length).split('. ');
        for (const op of list.split(', ')) out.items.push({ name: `admin: ${op.trim()}`, kind: 'operation', doc });
        text = after.join('. ');
      }
      for (const sentence of splitTop(text, /\.\s+|\.$/)) readSentence(sentence, doc, out);
    }
  });
  const seen = new Set<string>();
  out.items = out.items.filter((c) => {
    const key = `${c.method ?? ''} ${c.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return out;
}
