/**
 * A write that failed because the disk (or the user's filesystem quota) is full, as SQLite and
 * the file system report it: the server and the judge both tell it from other failures, so a full
 * disk is a clear message and work kept for later, never a crash or a wrong verdict.
 */
const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

export function isStorageFull(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /database or disk is full|no space left on device|disk quota exceeded/i.test(message)
    )
      return true;
  }
  return false;
}
