import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Errors } from '../errors.ts';

/**
 * Staged uploads wait in <dataDir>/testcases/.staging/ until a problem form saves them. They are
 * removed once they are older than a day (a sweep runs on a schedule while the server is up), and
 * together they may not take more than a disk budget: new staging is refused while they would.
 */
export const STAGING_TTL_MS = 24 * 60 * 60 * 1000;
/** A folder still being written (`.tmp-…`) that old was left by a stopped process. */
const UNFINISHED_TTL_MS = 60 * 60 * 1000;
export const STAGING_BUDGET_BYTES = 2 * 1024 * 1024 * 1024;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function stagingRoot(dataDir: string): string {
  return join(dataDir, 'testcases', '.staging');
}

export function mib(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
}

/** Bytes the staged uploads take: from each folder's record, or counted when it has none. */
export function stagingUsage(dataDir: string): number {
  const root = stagingRoot(dataDir);
  if (!existsSync(root)) return 0;
  let total = 0;
  for (const name of readdirSync(root)) {
    const dir = join(root, name);
    try {
      const record = JSON.parse(readFileSync(join(dir, 'staging.json'), 'utf8')) as { bytes?: unknown };
      total += typeof record.bytes === 'number' ? record.bytes : folderBytes(dir);
    } catch {
      total += existsSync(dir) ? folderBytes(dir) : 0;
    }
  }
  return total;
}

/** Removes staged uploads older than the time to live (and unfinished ones older than an hour). */
export function sweepStaging(dataDir: string, now = Date.now()): string[] {
  const root = stagingRoot(dataDir);
  if (!existsSync(root)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > (name.startsWith('.tmp-') ? UNFINISHED_TTL_MS : STAGING_TTL_MS)) {
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Sweeps now and then every ten minutes; returns the function that stops it. */
export function startStagingSweeper(dataDir: string): () => void {
  const sweep = () => {
    try {
      sweepStaging(dataDir);
    } catch {
      /* the next sweep tries again */
    }
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Makes room for `incoming` bytes: sweeps, then refuses when the budget would be passed. */
export function reserveStaging(dataDir: string, incoming: number, budget = STAGING_BUDGET_BYTES): void {
  mkdirSync(stagingRoot(dataDir), { recursive: true });
  sweepStaging(dataDir);
  const used = stagingUsage(dataDir);
  if (used + incoming > budget) throw Errors.StagingFull(mib(used), mib(budget));
}
