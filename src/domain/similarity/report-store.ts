import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimilarityReport, SimilarityScope } from '../../contract/similarity.ts';
import { DEFAULT_ENGINE } from '../../similarity/engine-types.ts';

/** A scope's last finished check is kept as JSON under the data directory: similarity/<scope>-<id>.json. */
const fileOf = (dataDir: string, scope: SimilarityScope, id: number) =>
  join(dataDir, 'similarity', `${scope}-${id}.json`);

export const noReport = (): SimilarityReport => ({
  state: 'none',
  progress: 0,
  include: 'accepted',
  startedAt: null,
  finishedAt: null,
  error: null,
  threshold: DEFAULT_ENGINE.threshold,
  submissions: [],
  pairs: [],
  clusters: [],
});

export function readStored(dataDir: string, scope: SimilarityScope, id: number): SimilarityReport {
  const file = fileOf(dataDir, scope, id);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SimilarityReport) : noReport();
}

/** Written whole or not at all: a new file renamed over the old one. */
export function store(dataDir: string, scope: SimilarityScope, id: number, report: SimilarityReport): void {
  mkdirSync(join(dataDir, 'similarity'), { recursive: true });
  const file = fileOf(dataDir, scope, id);
  writeFileSync(`${file}.tmp`, JSON.stringify(report));
  renameSync(`${file}.tmp`, file);
}
