import { compare } from './compare.ts';
import { ignoredHashes, prepare } from './prepare.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** The similarity check's thread: it fingerprints or compares what it is sent, reporting progress. */
declare const self: Worker;

const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'prepare') {
      const prepared = [];
      for (const doc of request.docs) {
        prepared.push(await prepare(doc, request.options));
        if (prepared.length % 20 === 0) reply({ kind: 'progress', done: prepared.length / request.docs.length });
      }
      reply({ kind: 'prepared', prepared });
    } else {
      const ignored = await ignoredHashes(request.ignore, request.options);
      const result = compare(request.prepared, ignored, request.options, (done) => reply({ kind: 'progress', done }));
      reply({ kind: 'result', result });
    }
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
