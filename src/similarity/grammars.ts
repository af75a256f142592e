import { Language, Parser } from 'web-tree-sitter';
import cGrammar from 'tree-sitter-c/tree-sitter-c.wasm' with { type: 'file' };
import cppGrammar from 'tree-sitter-cpp/tree-sitter-cpp.wasm' with { type: 'file' };
import javaGrammar from 'tree-sitter-java/tree-sitter-java.wasm' with { type: 'file' };
import pythonGrammar from 'tree-sitter-python/tree-sitter-python.wasm' with { type: 'file' };
import runtime from 'web-tree-sitter/web-tree-sitter.wasm' with { type: 'file' };

/**
 * The tree-sitter grammars the similarity check parses with, by language family. The .wasm files
 * are embedded into the executable, so parsing needs no network and no files beside it.
 */
const GRAMMAR_FILES: Record<string, string> = {
  c: cGrammar,
  cpp: cppGrammar,
  java: javaGrammar,
  python: pythonGrammar,
};

export const PARSED_FAMILIES: ReadonlySet<string> = new Set(Object.keys(GRAMMAR_FILES));

const bytes = async (path: string) => new Uint8Array(await Bun.file(path).arrayBuffer());

let ready: Promise<void> | null = null;
const parsers = new Map<string, Promise<Parser>>();

/** A parser for a family that has a grammar (one per family, made once per thread). */
export function parserFor(family: string): Promise<Parser> | null {
  const file = GRAMMAR_FILES[family];
  if (!file) return null;
  let parser = parsers.get(family);
  if (!parser) {
    ready ??= (async () => Parser.init({ wasmBinary: await bytes(runtime) }))();
    parser = ready.then(async () => {
      const made = new Parser();
      made.setLanguage(await Language.load(await bytes(file)));
      return made;
    });
    parsers.set(family, parser);
  }
  return parser;
}
