/// <reference lib="webworker" />
import { runJob, toWire, type ImportJob, type WireReply } from './import-job.ts';

/**
 * The import worker: a thread of its own that unpacks uploads, reads packages and writes their
 * files, so the server keeps answering meanwhile. One job per worker; the main thread writes the
 * database with what it answers.
 */
declare const self: Worker;

self.onmessage = (event: MessageEvent<ImportJob>) => {
  let reply: WireReply;
  try {
    reply = { ok: true, result: runJob(event.data) };
  } catch (error) {
    reply = { ok: false, error: toWire(error) };
  }
  self.postMessage(reply);
};
