/**
 * Reading what a program left in its work dir. The judge runs as root and the program could have
 * put anything there: a link to the answer file or to /etc/shadow, a directory, a FIFO, a file
 * that keeps growing. Such a file is opened without following a link (O_NOFOLLOW) and without
 * blocking (O_NONBLOCK), checked to be a regular file, and copied at most `maxBytes` into a
 * file of the judge's own; everything after reads that copy.
 */
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

export type Collected =
  | { ok: true; bytes: number }
  | { ok: false; reason: string; outputLimit: boolean };

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;
const WRITE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
const CHUNK = 64 * 1024;

/**
 * Copies the program's file `from` (named `shownName` in messages) to `to`. A missing file
 * is an empty output (the program wrote nothing).
 */
export async function collectUserFile(from: string, to: string, maxBytes: number, shownName: string): Promise<Collected> {
  const out = await open(to, WRITE_FLAGS, 0o644);
  try {
    let file: FileHandle;
    try {
      file = await open(from, READ_FLAGS);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { ok: true, bytes: 0 };
      if (code === 'ELOOP') return refused(`${shownName} is a symbolic link, not a file: it was not read`);
      return refused(`${shownName} cannot be read (${code ?? 'error'})`);
    }
    try {
      const st = await file.stat();
      if (!st.isFile()) return refused(`${shownName} is not a regular file: it was not read`);
      if (st.size > maxBytes) return refused(`${shownName} is larger than the output limit (${maxBytes} bytes)`, true);
      return await copyAtMost(file, out, maxBytes, shownName);
    } finally {
      await file.close();
    }
  } finally {
    await out.close();
  }
}

async function copyAtMost(file: FileHandle, out: FileHandle, maxBytes: number, shownName: string): Promise<Collected> {
  const buf = Buffer.allocUnsafe(CHUNK);
  let total = 0;
  for (;;) {
    const { bytesRead } = await file.read(buf, 0, CHUNK, null);
    if (bytesRead === 0) return { ok: true, bytes: total };
    if (total + bytesRead > maxBytes) return refused(`${shownName} is larger than the output limit (${maxBytes} bytes)`, true);
    await out.write(buf, 0, bytesRead);
    total += bytesRead;
  }
}

function refused(reason: string, outputLimit = false): Collected {
  return { ok: false, reason, outputLimit };
}
