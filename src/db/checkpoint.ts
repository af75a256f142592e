/**
 * Checkpoints: copying what the write-ahead log (verdict.db-wal) holds into the database file.
 * SQLite does it by itself only once the log reaches 1000 pages, which a quiet site may take
 * days to write; until then every change lives in the log alone, and a log lost (a disk fault,
 * a copy of verdict.db without it) takes them all with it. The server checkpoints every minute
 * and once more when it stops, so a lost log costs at most the last minute.
 */
import type { Db } from './client.ts';
import { log } from '../log.ts';

export type CheckpointMode = 'PASSIVE' | 'TRUNCATE';

export interface CheckpointResult {
  /** A reader or writer kept part of the log from being copied (it is copied next time). */
  busy: boolean;
  /** Pages in the log, and how many of them are now in the database file. */
  logPages: number;
  copiedPages: number;
}

/**
 * PASSIVE copies what it can without waiting for anyone (the minute's checkpoint); TRUNCATE waits
 * for readers (busy_timeout) and empties the log file (the one at shutdown).
 */
export function checkpoint(db: Db, mode: CheckpointMode = 'PASSIVE'): CheckpointResult {
  const row = db.$client.query(`PRAGMA wal_checkpoint(${mode})`).get() as {
    busy: number;
    log: number;
    checkpointed: number;
  };
  return { busy: row.busy !== 0, logPages: Math.max(row.log, 0), copiedPages: Math.max(row.checkpointed, 0) };
}

export const CHECKPOINT_EVERY_MS = 60_000;

/** Checkpoints every `everyMs` until stop(), which checkpoints once more (TRUNCATE). `after` sees each result. */
export function startCheckpoints(
  db: Db,
  { everyMs = CHECKPOINT_EVERY_MS, after }: { everyMs?: number; after?: (r: CheckpointResult) => void } = {},
) {
  const timer = setInterval(() => {
    try {
      after?.(checkpoint(db, 'PASSIVE'));
    } catch (e) {
      log.warn('the database checkpoint failed; the next one tries again', { error: String(e) });
    }
  }, everyMs);
  // The timer alone never keeps a process running.
  timer.unref();
  return {
    stop(): CheckpointResult {
      clearInterval(timer);
      return checkpoint(db, 'TRUNCATE');
    },
  };
}
