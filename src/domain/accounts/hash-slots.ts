/**
 * At most one password hash per core at a time. A hash takes a fixed amount of CPU and memory:
 * 200 students logging in at once, all hashed together, would share the cores 200 ways (and
 * hold 200 hashes' memory) so that every one of them waits for nearly all the others. In slots,
 * each waits only for those before it, in the order they came, and is answered as soon as its
 * own hash is done.
 */
import { availableParallelism } from 'node:os';

const SIZE = Math.max(1, Math.min(availableParallelism(), 8));
let running = 0;
const queue: (() => void)[] = [];

/** The slots and how they are used now (read by the tests and the benchmark). */
export const hashSlots = {
  size: SIZE,
  get running() {
    return running;
  },
  get waiting() {
    return queue.length;
  },
};

function release(): void {
  const next = queue.shift();
  // The slot passes straight to the next in line: nobody arriving later can take it first.
  if (next) next();
  else running -= 1;
}

/** Runs `hash` in a slot once one is free, first come, first served. */
export async function inHashSlot<T>(hash: () => Promise<T>): Promise<T> {
  if (running < SIZE) running += 1;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await hash();
  } finally {
    release();
  }
}
