import type { Db } from '../../db/client.ts';
import type { SimilarityReport, SimilarityScope } from '../../contract/similarity.ts';
import { runInWorkers } from '../../similarity/run-in-workers.ts';
import { Errors } from '../errors.ts';
import { noReport, readStored, store } from './report-store.ts';
import { familyOf, type Include, startersOf, submissionsToCheck } from './submissions.ts';

/**
 * Similarity checks run one at a time in one worker thread (never in the request's thread, and
 * never more than one core taken from the judge); a scope has at most one check queued or running.
 * The running checks' reports live here; a finished one is stored (report-store.ts).
 */
const running = new Map<string, SimilarityReport>();
let queue: Promise<unknown> = Promise.resolve();
const keyOf = (scope: SimilarityScope, id: number) => `${scope}:${id}`;

export function similarityReport(dataDir: string, scope: SimilarityScope, id: number): SimilarityReport {
  return running.get(keyOf(scope, id)) ?? readStored(dataDir, scope, id);
}

/** Starts a check of the scope (the caller has been let in) and answers its report, running. */
export function startSimilarity(
  deps: { db: Db; dataDir: string },
  scope: SimilarityScope,
  id: number,
  include: Include,
): SimilarityReport {
  const key = keyOf(scope, id);
  if (running.has(key)) throw Errors.SimilarityRunning();
  const subs = submissionsToCheck(deps.db, scope, id, include);
  const starters = startersOf(deps.db, [...new Set(subs.map((s) => s.pid))]);
  const report: SimilarityReport = {
    ...noReport(),
    state: 'running',
    include,
    startedAt: new Date().toISOString(),
    submissions: subs.map(({ code: _code, ...s }) => s),
  };
  running.set(key, report);
  const docs = subs.map((s) => ({
    id: String(s.submitId),
    family: familyOf(s.language),
    source: s.code,
    group: String(s.pid),
  }));
  const job = async () => {
    try {
      const result = await runInWorkers(docs, starters, {
        threads: 1,
        onProgress: (done) => {
          report.progress = done;
        },
      });
      Object.assign(report, {
        state: 'done',
        progress: 1,
        pairs: result.pairs.map((p) => ({ ...p, a: Number(p.a), b: Number(p.b) })),
        clusters: result.clusters.map((c) => c.map(Number).sort((x, y) => x - y)),
      });
    } catch (error) {
      Object.assign(report, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
    report.finishedAt = new Date().toISOString();
    try {
      store(deps.dataDir, scope, id, report);
    } finally {
      running.delete(key);
    }
  };
  queue = queue.then(job, job);
  return { ...report };
}

/** Resolves when every queued check has finished (and been stored). */
export function similarityIdle(): Promise<void> {
  return queue.then(
    () => undefined,
    () => undefined,
  );
}
