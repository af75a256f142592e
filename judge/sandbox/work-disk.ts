/**
 * The writable space of a run. Each slot has its own tmpfs (`<stateDir>/disk-N`), resized before
 * every run to what the run's files take plus its quota (limits.diskBytes, default the output limit
 * plus a margin) and a bounded number of inodes. A run's work dir is copied in, the program runs
 * there (a standby renames it into its home on the same tmpfs), and afterwards what the program
 * made or changed is copied back without following a link: regular files (at most their quota),
 * directories, and links as links. A full tmpfs is an output limit.
 */
import {
  chmodSync,
  chownSync,
  closeSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statfsSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { KeptInputs } from './kept-inputs.ts';
import { detachMount, mountTmpfs } from './libc.ts';
import { copyOpened, openUntrusted } from './untrusted-copy.ts';
import type { Slot } from './slots.ts';

/** What a run may add to its work dir beyond its output limit, unless its limits say otherwise. */
export const DEFAULT_DISK_MARGIN_BYTES = 16 * 1024 * 1024;
/** Files and directories a run may create. */
export const DISK_INODES = 4096;
/** Room while the work dir is copied in (the size shrinks to use + quota before the program starts). */
const STAGING_BYTES = 4 * 1024 * 1024 * 1024;
const PAGE = 4096;
const MAX_DEPTH = 16;

/**
 * The copy's own mode: the run's uid owns it (chown below) and the program runs as that uid (bwrap
 * maps no other), so it needs no bit for others and no chmod past the umask.
 */
const WORK_DIR_MODE = 0o755;

const pages = (bytes: number) => Math.ceil(bytes / PAGE) * PAGE;

/** A file copied in: what it was, so the copy back skips what the program left alone. */
type Seen = Map<string, { ino: number; mtimeMs: number; size: number }>;

/** A run's copy of its work dir. */
export interface Staged {
  dir: string;
  seen: Seen;
  quotaBytes: number;
}

interface Budget {
  bytes: number;
  entries: number;
  exceeded: boolean;
}

export class WorkDisks {
  private readonly mounts = new Map<number, string>();
  /** The size options each slot's tmpfs has now (absent: the staging size). */
  private readonly sizes = new Map<number, string>();
  /** Each slot's last run's input files, linked into the next run's copy when unchanged. */
  private readonly inputs = new Map<number, KeptInputs>();
  private next = 0;

  constructor(
    readonly stateDir: string,
    slots: Slot[],
  ) {
    for (const slot of slots) {
      const dir = join(stateDir, `disk-${slot.index}`);
      mkdirSync(dir, { recursive: true, mode: 0o711 });
      // A judge killed before it could unmount leaves its tmpfs behind: this slot is ours now.
      while (detachMount(dir));
      mountTmpfs(dir, `size=${STAGING_BYTES},nr_inodes=${DISK_INODES * 4},mode=0711`);
      this.mounts.set(slot.index, dir);
      this.inputs.set(slot.index, new KeptInputs(join(dir, 'inputs')));
    }
  }

  /**
   * Copies `workDir` into the slot's tmpfs and sets its quota; returns the copy's path. The tmpfs is
   * resized only when its size must change: a run like the one before it (same files, same quota)
   * finds it at the right size already, and a copy that does not fit in it is made again after it
   * has grown to the staging size.
   */
  stage(slot: Slot, workDir: string, quotaBytes: number): Staged {
    const disk = this.diskOf(slot);
    const dir = join(disk, `w-${++this.next}`);
    const seen: Seen = new Map();
    const kept = this.inputs.get(slot.index)!;
    const into: Into = { kept, used: new Set() };
    try {
      mkdirSync(dir, { mode: WORK_DIR_MODE });
      copyTree(workDir, dir, seen, '', into);
    } catch (e) {
      // The copy does not fit in what the tmpfs has left at the last run's size: copy it again with room to spare.
      rmSync(dir, { recursive: true, force: true });
      kept.clear();
      if ((e as NodeJS.ErrnoException).code !== 'ENOSPC' || !this.sizes.get(slot.index)) throw e;
      this.resize(disk, slot, null);
      mkdirSync(dir, { mode: WORK_DIR_MODE });
      seen.clear();
      into.used.clear();
      copyTree(workDir, dir, seen, '', into);
    }
    kept.prune(into.used);
    chownSync(dir, slot.uid, slot.gid);
    const { blocks, bfree, bsize, files, ffree } = statfsSync(disk);
    this.resize(disk, slot, {
      bytes: (blocks - bfree) * bsize + pages(quotaBytes) + PAGE,
      inodes: files - ffree + DISK_INODES,
    });
    return { dir, seen, quotaBytes };
  }

  /** Sets the tmpfs's size (null: the staging size), unless it has it already. */
  private resize(disk: string, slot: Slot, to: { bytes: number; inodes: number } | null): void {
    const options = to
      ? `size=${to.bytes},nr_inodes=${to.inodes}`
      : `size=${STAGING_BYTES},nr_inodes=${DISK_INODES * 4}`;
    const now = this.sizes.get(slot.index);
    if (now === options || (!to && now === undefined)) return;
    this.sizes.delete(slot.index);
    mountTmpfs(disk, options, true);
    if (to) this.sizes.set(slot.index, options);
  }

  /** Where the slot's standby homes live: on its tmpfs, beside the runs' copies. */
  homeRoot(slot: Slot): string {
    return this.diskOf(slot);
  }

  /** Whether the run filled its quota (space or inodes). */
  full(slot: Slot): boolean {
    const { bavail, ffree } = statfsSync(this.diskOf(slot));
    return bavail === 0 || ffree === 0;
  }

  /**
   * Copies back what the program made or changed (to `workDir`; null: nothing), then removes the copy. False when the copy
   * back stopped at the quota: files whose sizes add up past it (sparse files take little room
   * in the tmpfs) or more entries than the inode bound.
   */
  unstage(staged: Staged, workDir: string | null): boolean {
    try {
      return this.copyOut(staged, workDir);
    } finally {
      this.remove(staged);
    }
  }

  /** unstage() without the removal, for a caller that removes the copy after handing the result on. */
  copyOut(staged: Staged, workDir: string | null): boolean {
    const budget = { bytes: staged.quotaBytes, entries: DISK_INODES, exceeded: false };
    if (workDir) copyBack(staged.dir, workDir, staged.seen, '', 0, budget);
    return !budget.exceeded;
  }

  remove(staged: Staged): void {
    rmSync(staged.dir, { recursive: true, force: true });
  }

  close(): void {
    for (const dir of this.mounts.values()) {
      detachMount(dir);
      rmSync(dir, { recursive: true, force: true });
    }
    this.mounts.clear();
  }

  private diskOf(slot: Slot): string {
    const dir = this.mounts.get(slot.index);
    if (!dir) throw new Error(`slot ${slot.index} has no work disk`);
    return dir;
  }
}

/** Where a staging's files come from: the slot's kept inputs, and which of them it used. */
interface Into {
  kept: KeptInputs;
  used: Set<string>;
}

/** The judge's own files: regular files (linked to the kept inputs when unchanged) and directories, links skipped. */
function copyTree(from: string, to: string, seen: Seen, rel: string, into: Into): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target);
      chmodSync(target, lstatSync(source).mode & 0o7777);
      copyTree(source, target, seen, join(rel, entry.name), into);
    } else if (entry.isFile()) {
      const name = join(rel, entry.name);
      const st = into.kept.place(source, target, name, into.used);
      seen.set(name, { ino: st.ino, mtimeMs: st.mtimeMs, size: st.size });
    }
  }
}

function copyBack(from: string, to: string, seen: Seen, rel: string, depth: number, budget: Budget): void {
  if (depth > MAX_DEPTH) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (budget.exceeded || --budget.entries < 0) {
      budget.exceeded = true;
      return;
    }
    const name = join(rel, entry.name);
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      // Hidden directories are a tool's scratch (a Go build cache): never needed afterwards.
      if (entry.name.startsWith('.')) continue;
      mkdirSync(target, { recursive: true });
      copyBack(source, target, seen, name, depth + 1, budget);
    } else if (entry.isSymbolicLink()) {
      rmSync(target, { recursive: true, force: true });
      symlinkSync(readlinkSync(source), target);
    } else if (entry.isFile()) {
      // Nothing runs in the work space any more: a file that is still what was copied in is skipped unopened.
      const before = seen.get(name);
      const now = before && lstatSync(source);
      if (before && now && now.ino === before.ino && now.mtimeMs === before.mtimeMs && now.size === before.size)
        continue;
      copyRegular(source, target, budget);
    }
  }
}

/** One regular file, opened without following a link or waiting on a FIFO (untrusted-copy.ts). */
function copyRegular(source: string, target: string, budget: Budget): void {
  const { fd, stat } = openUntrusted(source);
  try {
    if (!stat.isFile()) return;
    budget.bytes -= stat.size;
    if (budget.bytes < 0) {
      budget.exceeded = true;
      return;
    }
    copyOpened(fd, target, stat.mode & 0o777);
  } finally {
    closeSync(fd);
  }
}
