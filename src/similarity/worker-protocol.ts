import type { EngineOptions, EngineResult, PreparedDoc, SimilarityDoc } from './engine-types.ts';

/** What the similarity worker is asked to do: fingerprint some programs, or compare all of them. */
export type WorkerRequest =
  | { kind: 'prepare'; docs: SimilarityDoc[]; options: EngineOptions }
  | {
      kind: 'compare';
      prepared: PreparedDoc[];
      ignore: { family: string; source: string }[];
      options: EngineOptions;
    };

export type WorkerReply =
  | { kind: 'progress'; done: number }
  | { kind: 'prepared'; prepared: PreparedDoc[] }
  | { kind: 'result'; result: EngineResult }
  | { kind: 'failed'; message: string };
