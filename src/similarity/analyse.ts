import { compare } from './compare.ts';
import { DEFAULT_ENGINE, type EngineOptions, type EngineResult, type SimilarityDoc } from './engine-types.ts';
import { ignoredHashes, prepare } from './prepare.ts';

/**
 * The whole check in one thread: tokenise and fingerprint every program, drop the fingerprints of
 * the template and starter code, compare. `onProgress` gets the share done (0–1).
 */
export async function analyse(
  docs: readonly SimilarityDoc[],
  ignore: readonly { family: string; source: string }[] = [],
  options: EngineOptions = DEFAULT_ENGINE,
  onProgress: (done: number) => void = () => {},
): Promise<EngineResult> {
  const prepared = [];
  for (const doc of docs) {
    prepared.push(await prepare(doc, options));
    if (prepared.length % 25 === 0) onProgress((0.6 * prepared.length) / docs.length);
  }
  const ignored = await ignoredHashes(ignore, options);
  return compare(prepared, ignored, options, (done) => onProgress(0.6 + 0.4 * done));
}
