/**
 * Copying a file a program may have left: opened without following a link (O_NOFOLLOW) or
 * waiting on a FIFO (O_NONBLOCK), checked by fstat, then copied by the kernel from the open
 * descriptor (/proc/self/fd/N names the file that was opened, whatever the path holds now).
 * The work space's copy back (work-disk.ts) and the judge's reads of outputs (judge/untrusted-file.ts)
 * both use it.
 */
import { chmodSync, closeSync, constants, copyFileSync, fstatSync, openSync, rmSync, type Stats } from 'node:fs';

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/** Opens `path` for reading without following a link; the caller closes the descriptor. */
export function openUntrusted(path: string): { fd: number; stat: Stats } {
  const fd = openSync(path, READ_FLAGS);
  try {
    return { fd, stat: fstatSync(fd) };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** Replaces `to` with a copy of the file open at `fd`, with the given mode. */
export function copyOpened(fd: number, to: string, mode: number): void {
  rmSync(to, { recursive: true, force: true });
  copyFileSync(`/proc/self/fd/${fd}`, to);
  chmodSync(to, mode);
}
