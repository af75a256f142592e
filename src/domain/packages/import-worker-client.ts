import { fromWire, readResult, type ImportJob, type JobResult, type WireReply } from './import-job.ts';

/**
 * Runs import jobs in worker threads, at most two at once (the others wait their turn), and
 * answers with what the worker made of the job.
 */
const MAX_WORKERS = 2;
/**
 * In the executable the worker is an entry point of its own (scripts/build.ts), addressed from the
 * root of the embedded files (src/); from source it sits beside this file.
 */
const WORKER_URL = import.meta.url.includes('/$bunfs/')
  ? './domain/packages/import-worker.ts'
  : new URL('./import-worker.ts', import.meta.url).href;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export async function runInWorker<J extends ImportJob>(job: J): Promise<JobResult<J>> {
  const release = await slot();
  const worker = new Worker(WORKER_URL);
  try {
    const reply = await new Promise<WireReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WireReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`import worker failed: ${event.message}`));
      const owned = job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength;
      worker.postMessage(job, owned ? [job.bytes.buffer as ArrayBuffer] : []);
    });
    if (!reply.ok) throw fromWire(reply.error);
    return readResult(job, reply.result);
  } finally {
    worker.terminate();
    release();
  }
}
