import type { Node } from 'web-tree-sitter';
import { lexGeneric } from './generic-lexer.ts';
import { parserFor } from './grammars.ts';
import { emptyStream, type TokenStream } from './tokens.ts';

/**
 * Tokenises a program of a language family. Families with a tree-sitter grammar (C, C++, Java,
 * Python) give the kinds of the syntax tree's leaves: an identifier is `identifier` whatever its
 * name, a literal is its kind, keywords and punctuation are themselves; comments are dropped.
 * Other families go through the generic lexer.
 */
export async function tokenize(source: string, family: string): Promise<TokenStream> {
  const parser = parserFor(family);
  if (!parser) return lexGeneric(source);
  const tree = (await parser).parse(source);
  if (!tree) return lexGeneric(source);
  try {
    const stream = emptyStream();
    collectLeaves(tree.rootNode, source, stream);
    return stream;
  } finally {
    tree.delete();
  }
}

/** The 1-based line of each offset of the source, by the offsets where lines start. */
function lineFinder(source: string): (offset: number) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  let line = 0;
  // Leaves come in source order, so the search only moves forward.
  return (offset) => {
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
    return line + 1;
  };
}

/**
 * Walks the tree with one cursor, asking the parser for as little as it can (each question crosses
 * into WebAssembly): the kind of every node, and the offset of every leaf.
 */
function collectLeaves(root: Node, source: string, stream: TokenStream): void {
  const types = root.tree.language.types;
  const lineOf = lineFinder(source);
  const cursor = root.walk();
  try {
    for (;;) {
      const type = types[cursor.nodeTypeId] ?? 'ERROR';
      const isComment = type === 'comment' || type.endsWith('_comment');
      if (!isComment && cursor.gotoFirstChild()) continue;
      if (!isComment) {
        stream.kinds.push(type);
        stream.lines.push(lineOf(cursor.startIndex));
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return;
      }
    }
  } finally {
    cursor.delete();
  }
}
