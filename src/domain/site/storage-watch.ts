import { log } from '../../log.ts';
import { freeBytes } from './disk-space.ts';

/**
 * Whether the data directory's disk is full, as the running server has seen it: a write that
 * failed for lack of space (a request, a verdict, a claim) marks it full, one that went through
 * again marks it clear. Each change is logged once, so the log says when the storage filled up
 * and when it had room again; the back office's dashboard shows it.
 */
export interface StorageState {
  /** Since when writes fail for lack of space (epoch ms), or null. */
  fullSince: number | null;
  /** What last failed for lack of space. */
  lastFailure: string | null;
}

class StorageWatch {
  private state: StorageState = { fullSince: null, lastFailure: null };

  constructor(private readonly dataDir: string) {}

  /** A write for `what` failed because the disk is full. */
  full(what: string, error?: unknown): void {
    const first = this.state.fullSince === null;
    this.state = { fullSince: this.state.fullSince ?? Date.now(), lastFailure: what };
    if (first)
      log.error("the server's storage is full", {
        dataDir: this.dataDir,
        what,
        freeBytes: safeFree(this.dataDir),
        error: error === undefined ? undefined : String(error),
      });
  }

  /** A write went through: the disk has room again. */
  room(): void {
    if (this.state.fullSince === null) return;
    log.warn("the server's storage has room again", {
      dataDir: this.dataDir,
      freeBytes: safeFree(this.dataDir),
      fullForMs: Date.now() - this.state.fullSince,
    });
    this.state = { fullSince: null, lastFailure: null };
  }

  get(): StorageState {
    return { ...this.state };
  }
}

function safeFree(dir: string): number | null {
  try {
    return freeBytes(dir);
  } catch {
    return null;
  }
}

const watches = new Map<string, StorageWatch>();

/** The watch of the data directory `dataDir` (one per directory in this process). */
export function storageWatch(dataDir: string): StorageWatch {
  let watch = watches.get(dataDir);
  if (!watch) watches.set(dataDir, (watch = new StorageWatch(dataDir)));
  return watch;
}
