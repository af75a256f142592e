import { emptyStream, type TokenStream } from './tokens.ts';

/**
 * The tokenizer for languages without a grammar here: it drops comments (`//`, `/* *\/`, `#`, `--`)
 * and layout, reduces identifiers, numbers and strings to their kind and keeps keywords and
 * punctuation as they are.
 */
const KEYWORDS = new Set(
  (
    'if else for while do switch case default break continue return goto function func fn def fun ' +
    'var let const val mut static class struct enum interface trait impl new delete try catch ' +
    'finally throw throws import package use using namespace public private protected true false ' +
    'nil null none self this and or not in is begin end then procedure program of record array ' +
    'loop match yield lambda go defer chan map range select type elif unless until when'
  ).split(' '),
);

const TOKEN =
  /(\/\/[^\n]*|#[^\n]*|--[^\n]*|\/\*[\s\S]*?\*\/|\{-[\s\S]*?-\})|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`[^`]*`)|(\d[\w.]*)|([A-Za-z_$][\w$]*)|(\s+)|([^\w\s])/g;

export function lexGeneric(source: string): TokenStream {
  const stream = emptyStream();
  let line = 1;
  for (const m of source.matchAll(TOKEN)) {
    const text = m[0];
    const kind = m[1]
      ? null
      : m[2]
        ? 'string'
        : m[3]
          ? 'number'
          : m[4]
            ? KEYWORDS.has(text.toLowerCase())
              ? text.toLowerCase()
              : 'identifier'
            : m[5]
              ? null
              : text;
    if (kind) {
      stream.kinds.push(kind);
      stream.lines.push(line);
    }
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++;
  }
  return stream;
}
