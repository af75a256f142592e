/**
 * Reading what a program left in its work dir. The judge runs as root and the program could have
 * put anything there: a link to the answer file or to /etc/shadow, a directory, a FIFO, a file
 * too large. Such a file is opened without following a link and without blocking, checked to be
 * a regular file of at most `maxBytes`, and copied into a file of the judge's own
 * (sandbox/untrusted-copy.ts); everything after reads that copy.
 */
import { closeSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus, type JudgeStatusCode, OUTPUT_LIMIT_MESSAGE } from '../src/contract/judge-status.ts';
import { copyOpened, openUntrusted } from './sandbox/untrusted-copy.ts';
import { safeFileName } from './workspace.ts';

export type Collected = { ok: true; bytes: number } | { ok: false; reason: string; outputLimit: boolean };

/**
 * Copies the program's file `from` (named `shownName` in messages) to `to`. A missing file
 * is an empty output (the program wrote nothing).
 */
export async function collectUserFile(
  from: string,
  to: string,
  maxBytes: number,
  shownName: string,
): Promise<Collected> {
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

/**
 * Collects a file-IO output `name` from the program's work dir into `to`. Returns the case's
 * verdict when it is refused (Wrong Answer; an output limit is Runtime Error), else null.
 */
export async function collectOutputFile(
  workDir: string,
  name: string,
  to: string,
  maxBytes: number,
): Promise<{ status: JudgeStatusCode; message: string } | null> {
  const c = await collectUserFile(join(workDir, safeFileName(name)), to, maxBytes, name);
  if (c.ok) return null;
  return c.outputLimit
    ? { status: JudgeStatus.RUNTIME_ERROR, message: `${OUTPUT_LIMIT_MESSAGE}: ${c.reason}` }
    : { status: JudgeStatus.WRONG_ANSWER, message: c.reason };
}

function refused(reason: string, outputLimit = false): Collected {
  return { ok: false, reason, outputLimit };
}
