/**
 * The default comparison of a user's output with the answer, streaming both files in chunks so a
 * large output is never held whole.
 * - removeEndBlank on: trailing spaces/tabs/CR of every line and trailing blank lines of the
 *   whole output are ignored (so \r\n equals \n); any other difference is WA.
 * - removeEndBlank off: exact bytes; a difference that disappears once all whitespace is removed
 *   is PE, otherwise WA.
 */
import { closeSync, readSync } from 'node:fs';
import { openIfPresent } from './workspace.ts';

export type CompareVerdict = 'ac' | 'wa' | 'pe';

const CHUNK = 64 * 1024;
const SPACE = 0x20,
  TAB = 0x09,
  CR = 0x0d,
  LF = 0x0a,
  VT = 0x0b,
  FF = 0x0c;

export async function compareOutputs(
  userFile: string,
  answerFile: string,
  removeEndBlank: boolean,
): Promise<CompareVerdict> {
  if (removeEndBlank) {
    return (await streamsEqual(filtered(userFile, endBlankFilter), filtered(answerFile, endBlankFilter))) ? 'ac' : 'wa';
  }
  if (await streamsEqual(filtered(userFile, identityFilter), filtered(answerFile, identityFilter))) return 'ac';
  const same = await streamsEqual(filtered(userFile, noWhitespaceFilter), filtered(answerFile, noWhitespaceFilter));
  return same ? 'pe' : 'wa';
}

/** Bytes read between two turns given to the event loop: a large output never holds it long. */
const TURN_BYTES = 1024 * 1024;

/**
 * Reads a file in chunks; a missing file reads as empty (a program that wrote nothing). The reads
 * are synchronous: an asynchronous read's trip through the thread pool costs more than reading a
 * chunk, and a case's output is read twice over (user's and answer) at every case.
 */
async function* fileChunks(path: string): AsyncGenerator<Uint8Array> {
  const fd = openIfPresent(path);
  if (fd === null) return;
  try {
    let sinceTurn = 0;
    for (;;) {
      const buf = new Uint8Array(CHUNK);
      const bytesRead = readSync(fd, buf, 0, CHUNK, null);
      if (bytesRead === 0) return;
      yield buf.subarray(0, bytesRead);
      sinceTurn += bytesRead;
      if (sinceTurn >= TURN_BYTES) {
        sinceTurn = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** A stateful byte filter: `push` each chunk, then `end`; both return the bytes to keep. */
interface ByteFilter {
  push(chunk: Uint8Array): Uint8Array[];
  end(): Uint8Array[];
}

async function* filtered(path: string, make: () => ByteFilter): AsyncGenerator<Uint8Array> {
  const filter = make();
  for await (const chunk of fileChunks(path)) yield* filter.push(chunk);
  yield* filter.end();
}

function identityFilter(): ByteFilter {
  return { push: (chunk) => [chunk], end: () => [] };
}

function noWhitespaceFilter(): ByteFilter {
  return {
    push(chunk) {
      const out = new Uint8Array(chunk.length);
      let n = 0;
      for (const b of chunk)
        if (!(b === SPACE || b === TAB || b === CR || b === LF || b === VT || b === FF)) out[n++] = b;
      return [out.subarray(0, n)];
    },
    end: () => [],
  };
}

/**
 * Drops whitespace at line ends and at the end of the output. Whitespace is held back until a
 * visible byte shows it is not trailing; held spaces are run-length encoded, so even a long run of
 * blanks costs a few bytes.
 */
function endBlankFilter(): ByteFilter {
  let newlines = 0;
  const runs: Array<[number, number]> = [];
  return {
    push(chunk) {
      const out = new ByteWriter();
      for (const b of chunk) {
        if (b === SPACE || b === TAB || b === CR) {
          const last = runs[runs.length - 1];
          if (last && last[0] === b) last[1]++;
          else runs.push([b, 1]);
        } else if (b === LF) {
          newlines++;
          runs.length = 0;
        } else {
          if (newlines > 0 || runs.length > 0) {
            out.repeat(LF, newlines);
            for (const [byte, count] of runs) out.repeat(byte, count);
            newlines = 0;
            runs.length = 0;
          }
          out.put(b);
        }
      }
      return out.take();
    },
    end: () => [],
  };
}

class ByteWriter {
  private chunks: Uint8Array[] = [];
  private buf = new Uint8Array(CHUNK);
  private pos = 0;

  put(b: number): void {
    if (this.pos === this.buf.length) this.flush();
    this.buf[this.pos++] = b;
  }

  repeat(b: number, count: number): void {
    for (let i = 0; i < count; i++) this.put(b);
  }

  take(): Uint8Array[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.pos > 0) this.chunks.push(this.buf.subarray(0, this.pos));
    this.buf = new Uint8Array(CHUNK);
    this.pos = 0;
  }
}

/** True when both streams yield the same bytes, however they are cut into chunks. */
async function streamsEqual(a: AsyncGenerator<Uint8Array>, b: AsyncGenerator<Uint8Array>): Promise<boolean> {
  let ca: Uint8Array = new Uint8Array(0),
    ia = 0;
  let cb: Uint8Array = new Uint8Array(0),
    ib = 0;
  try {
    for (;;) {
      if (ia === ca.length) {
        const next = await a.next();
        ca = next.done ? new Uint8Array(0) : next.value;
        ia = 0;
        if (next.done) return await drainEmpty(b, cb.length - ib);
        if (ca.length === 0) continue;
      }
      if (ib === cb.length) {
        const next = await b.next();
        cb = next.done ? new Uint8Array(0) : next.value;
        ib = 0;
        if (next.done) return false;
        if (cb.length === 0) continue;
      }
      const n = Math.min(ca.length - ia, cb.length - ib);
      for (let k = 0; k < n; k++) if (ca[ia + k] !== cb[ib + k]) return false;
      ia += n;
      ib += n;
    }
  } finally {
    await a.return(undefined);
    await b.return(undefined);
  }
}

/** The first stream ended: equal only if the second has nothing left either. */
async function drainEmpty(b: AsyncGenerator<Uint8Array>, leftInChunk: number): Promise<boolean> {
  if (leftInChunk > 0) return false;
  for (;;) {
    const next = await b.next();
    if (next.done) return true;
    if (next.value.length > 0) return false;
  }
}
