/**
 * Reading what a program left in its work dir. The judge runs as root and the program could have
 * put anything there: a link to the answer file or to /etc/shadow, a directory, a FIFO, a file
 * too large. Such a file is opened without following a link and without blocking, checked to be
 * a regular file of at most `maxBytes`, and copied into a file of the judge's own
 * (sandbox/untrusted-copy.ts); everything after reads that copy.
 */
import { closeSync, statSync, writeFileSync } from 'node:fs';
import { copyOpened, openUntrusted } from './sandbox/untrusted-copy.ts';

export type Collected =
  | { ok: true; bytes: number }
  | { ok: false; reason: string; outputLimit: boolean };

/**
 * Copies the program's file `from` (named `shownName` in messages) to `to`. A missing file
 * is an empty output (the program wrote nothing).
 */
export async function collectUserFile(from: string, to: string, maxBytes: number, shownName: string): Promise<Collected> {
  writeFileSync(to, '', { mode: 0o644, flag: 'w' });
  let opened: ReturnType<typeof openUntrusted>;
  try {
    opened = openUntrusted(from);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: true, bytes: 0 };
    if (code === 'ELOOP') return refused(`${shownName} is a symbolic link, not a file: it was not read`);
    return refused(`${shownName} cannot be read (${code ?? 'error'})`);
  }
  const tooLarge = () => refused(`${shownName} is larger than the output limit (${maxBytes} bytes)`, true);
  try {
    if (!opened.stat.isFile()) return refused(`${shownName} is not a regular file: it was not read`);
    if (opened.stat.size > maxBytes) return tooLarge();
    copyOpened(opened.fd, to, 0o644);
  } finally {
    closeSync(opened.fd);
  }
  // A file still growing while it was copied is judged by the size it reached.
  const bytes = statSync(to).size;
  if (bytes > maxBytes) {
    writeFileSync(to, '');
    return tooLarge();
  }
  return { ok: true, bytes };
}

function refused(reason: string, outputLimit = false): Collected {
  return { ok: false, reason, outputLimit };
}
