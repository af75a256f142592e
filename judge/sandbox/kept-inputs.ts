/**
 * The last run's input files of a slot, kept on its tmpfs beside the runs' copies (outside every
 * run's view: only a run's own copy, or a standby's home, is bound in a sandbox). A run whose work
 * dir holds a file with the same bytes and mode gets a hard link to the kept file instead of a new
 * copy; a changed file is kept anew, and files the run does not have are dropped.
 *
 * A link is only made to what the program cannot change: the kept file is root's, and its mode
 * gives others no write bit (a file that does is copied for the run, as before). The program owns
 * the directory the link is in, so it may remove or replace the name, never the kept file's bytes,
 * mode or times (root is not mapped in its user namespace). Bytes are compared in full (kept in
 * memory), never by a hash a crafted file could collide with.
 */
import {
  chmodSync,
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** What a slot keeps at most, all files together (their bytes are held in memory): beyond it files are copied for each run. */
const KEEP_MAX_BYTES = 8 * 1024 * 1024;

interface Kept {
  path: string;
  bytes: Buffer;
  mode: number;
  stat: Stats;
}

export class KeptInputs {
  private files = new Map<string, Kept>();
  private next = 0;
  private bytes = 0;

  /** `dir`: a directory on the slot's tmpfs that no run sees. */
  constructor(private readonly dir: string) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { mode: 0o700 });
  }

  /**
   * Puts the regular file `source` at `target` (a new name in the run's copy), as a link to the
   * kept file when it can; returns what the copy back compares the file with afterwards.
   */
  place(source: string, target: string, rel: string, used: Set<string>): Stats {
    const { mode: fullMode, size } = statSync(source);
    const mode = fullMode & 0o7777;
    // A file others may write to is the program's to change: its own copy. So is one too large to keep.
    if (mode & 0o002 || size > KEEP_MAX_BYTES) {
      copyFileSync(source, target);
      return lstatSync(target);
    }
    const bytes = readFileSync(source);
    let kept = this.files.get(rel);
    if (!kept || kept.mode !== mode || !kept.bytes.equals(bytes)) {
      if (kept) this.drop(rel, kept);
      if (this.bytes + bytes.length > KEEP_MAX_BYTES) {
        writeFileSync(target, bytes, { flag: 'wx' });
        chmodSync(target, mode);
        return lstatSync(target);
      }
      const path = join(this.dir, String(++this.next));
      writeFileSync(path, bytes, { flag: 'wx' });
      chmodSync(path, mode);
      kept = { path, bytes, mode, stat: lstatSync(path) };
      this.files.set(rel, kept);
      this.bytes += bytes.length;
    }
    linkSync(kept.path, target);
    used.add(rel);
    return kept.stat;
  }

  /** Drops the kept files the last staging did not use. */
  prune(used: Set<string>): void {
    for (const [rel, kept] of this.files) if (!used.has(rel)) this.drop(rel, kept);
  }

  private drop(rel: string, kept: Kept): void {
    rmSync(kept.path, { force: true });
    this.files.delete(rel);
    this.bytes -= kept.bytes.length;
  }

  /** Drops every kept file (the tmpfs is full, or closing). */
  clear(): void {
    this.prune(new Set());
  }
}
