import type { PreparedDoc, SimilarityDoc } from './engine-types.ts';
import { type WinnowOptions, winnow } from './fingerprint.ts';
import { tokenize } from './tokenize.ts';

/** Tokenises and fingerprints one program. */
export async function prepare(doc: SimilarityDoc, options: WinnowOptions): Promise<PreparedDoc> {
  const stream = await tokenize(doc.source, doc.family);
  const { hashes, positions } = winnow(stream.kinds, options);
  return {
    id: doc.id,
    family: doc.family,
    group: doc.group,
    tokens: stream.kinds.length,
    hashes,
    positions,
    lines: stream.lines,
  };
}

/**
 * The fingerprints of code every submission may contain (the problem's template, the teacher's
 * starter code), by family: they never count as shared.
 */
export async function ignoredHashes(
  sources: readonly { family: string; source: string }[],
  options: WinnowOptions,
): Promise<Map<string, Set<number>>> {
  const ignored = new Map<string, Set<number>>();
  for (const { family, source } of sources) {
    const prepared = await prepare({ id: '', family, source }, options);
    const set = ignored.get(family) ?? new Set<number>();
    for (const h of prepared.hashes) set.add(h);
    ignored.set(family, set);
  }
  return ignored;
}
