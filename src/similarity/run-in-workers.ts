import { DEFAULT_ENGINE, type EngineOptions, type EngineResult, type SimilarityDoc } from './engine-types.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/**
 * In the executable the worker is an entry point of its own (scripts/build.ts), addressed from the
 * root of the embedded files (src/); from source it sits beside this file.
 */
const WORKER_URL = import.meta.url.includes('/$bunfs/')
  ? './similarity/worker.ts'
  : new URL('./worker.ts', import.meta.url).href;

export interface RunOptions {
  /** Threads that fingerprint at once (the comparison runs in one of them). */
  threads: number;
  engine?: EngineOptions;
  /** The share done (0–1): fingerprinting is the first 60 %, comparing the rest. */
  onProgress?: (done: number) => void;
}

function ask<T extends WorkerReply['kind']>(
  worker: Worker,
  request: WorkerRequest,
  want: T,
  onProgress: (done: number) => void,
): Promise<Extract<WorkerReply, { kind: T }>> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress(message.done);
      else if (message.kind === 'failed') reject(new Error(message.message));
      else if (message.kind === want) resolve(message as Extract<WorkerReply, { kind: T }>);
    };
    worker.onerror = (event) => reject(new Error(`similarity worker failed: ${event.message}`));
    worker.postMessage(request);
  });
}

/** Runs the whole check off the calling thread: fingerprinting split over `threads` workers. */
export async function runInWorkers(
  docs: readonly SimilarityDoc[],
  ignore: readonly { family: string; source: string }[],
  { threads, engine = DEFAULT_ENGINE, onProgress = () => {} }: RunOptions,
): Promise<EngineResult> {
  const count = Math.max(1, Math.min(threads, docs.length));
  const workers = Array.from({ length: count }, () => new Worker(WORKER_URL));
  try {
    const shares = new Array<number>(count).fill(0);
    const chunk = Math.ceil(docs.length / count);
    const parts = await Promise.all(
      workers.map((worker, i) =>
        ask(
          worker,
          { kind: 'prepare', docs: docs.slice(i * chunk, (i + 1) * chunk), options: engine },
          'prepared',
          (d) => {
            shares[i] = d;
            onProgress((0.6 * shares.reduce((a, b) => a + b, 0)) / count);
          },
        ),
      ),
    );
    const prepared = parts.flatMap((p) => p.prepared);
    const request: WorkerRequest = { kind: 'compare', prepared, ignore: [...ignore], options: engine };
    const { result } = await ask(workers[0]!, request, 'result', (d) => onProgress(0.6 + 0.4 * d));
    onProgress(1);
    return result;
  } finally {
    for (const worker of workers) worker.terminate();
  }
}
