import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The sandboxed programs run as unprivileged users, so the judge's work and test data directories
 * must be reachable by others: every directory above them needs the search (x) bit for others.
 * Returns the first directory that blocks, or null.
 */
export function blockingAncestor(path: string): string | null {
  let dir = resolve(path);
  for (;;) {
    if ((statSync(dir).mode & 0o001) === 0) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function assertReachable(dataDir: string): void {
  const blocking = blockingAncestor(dataDir);
  if (blocking) {
    throw new Error(
      `the sandbox users cannot reach the data directory ${dataDir}: ${blocking} is closed to others ` +
        `(mode ${(statSync(blocking).mode & 0o777).toString(8)}). Use a data directory such as /var/lib/verdict ` +
        `(--data or VERDICT_DATA), or allow passing through with: chmod o+x ${blocking}`,
    );
  }
}
