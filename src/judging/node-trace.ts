/**
 * Timings of the judging path, for `bench:nodes --verbose`: with VERDICT_NODE_TRACE naming a
 * file, each process (the server, a judge node) appends one JSON line per event — an attempt
 * started or finished by a worker, a node's call as the node saw it, a node call's handling on the
 * server. Without it nothing is measured or written.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.VERDICT_NODE_TRACE || null;
export const tracing = file !== null;

export function trace(side: 'server' | 'node', event: string, fields: Record<string, unknown> = {}): void {
  if (!file) return;
  appendFileSync(
    file,
    `${JSON.stringify({ side, event, at: performance.timeOrigin + performance.now(), ...fields })}\n`,
  );
}

/** Runs `work`, tracing how long it took (ms) under `event`. */
export async function timed<T>(
  side: 'server' | 'node',
  event: string,
  fields: Record<string, unknown>,
  work: () => Promise<T>,
): Promise<T> {
  if (!file) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    trace(side, event, { ...fields, ms: performance.now() - start });
  }
}
