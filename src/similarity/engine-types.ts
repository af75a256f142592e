import type { WinnowOptions } from './fingerprint.ts';

/** One program to compare: `family` is the language family (LANGUAGE_FAMILIES in the contract). */
export interface SimilarityDoc {
  id: string;
  family: string;
  source: string;
  /** Only programs of the same group (the same problem) are compared; none: all of one family. */
  group?: string;
}

/** A program reduced to its fingerprints, with the line of each token for showing fragments. */
export interface PreparedDoc {
  id: string;
  family: string;
  group?: string;
  tokens: number;
  hashes: number[];
  positions: number[];
  lines: number[];
}

/** A fragment shared by two programs, by 1-based lines on each side and length in tokens. */
export interface SharedFragment {
  aFrom: number;
  aTo: number;
  bFrom: number;
  bTo: number;
  tokens: number;
}

export interface SimilarPair {
  a: string;
  b: string;
  /** Shared fingerprints over the union of both programs' fingerprints (0–1). */
  similarity: number;
  /** The longest shared fragment, in tokens. */
  longest: number;
  fragments: SharedFragment[];
}

export interface EngineOptions extends WinnowOptions {
  /** Pairs at or above this similarity are flagged and joined into clusters. */
  threshold: number;
  /** Pairs below this similarity are not reported. */
  reportMin: number;
  /** A fingerprint found in more than this share of a language's programs is boilerplate. */
  commonShare: number;
  maxPairs: number;
}

export const DEFAULT_ENGINE: EngineOptions = {
  k: 12,
  w: 8,
  threshold: 0.55,
  reportMin: 0.2,
  commonShare: 0.5,
  maxPairs: 2000,
};

export interface EngineResult {
  documents: number;
  pairs: SimilarPair[];
  /** Groups of programs joined by flagged pairs, largest first. */
  clusters: string[][];
}
