/**
 * Worker slots. Each slot has its own unprivileged uid/gid (FIRST_UID + slot number) and its own
 * cgroup name, so concurrent runs never share either. Slot numbers are claimed host-wide with
 * lock files (`<stateDir>/slot-N.lock` holding the owner's pid), so two judge processes on one
 * host (a server and its self-test) never pick the same uid; a lock whose owner is dead is taken
 * over.
 */
import { chmodSync, mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_UID = 60001;
const MAX_SLOTS = 512;

export interface Slot {
  index: number;
  uid: number;
  gid: number;
  /** The slot's cgroup directory name. */
  group: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryClaim(lockPath: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let owner = NaN;
      try {
        owner = Number(readFileSync(lockPath, 'utf8'));
      } catch {
        // removed meanwhile: retry
      }
      if (owner > 0 && alive(owner)) return false;
      try {
        unlinkSync(lockPath);
      } catch {
        // someone else took it over
      }
    }
  }
  return false;
}

export class SlotPool {
  private readonly free: Slot[] = [];
  private readonly waiting: { count: number; resolve: (slots: Slot[]) => void }[] = [];
  readonly all: Slot[] = [];

  constructor(private readonly stateDir: string, count: number) {
    // 0711: the sandbox users must reach the staged /etc inside; the lock files are 0600.
    mkdirSync(stateDir, { recursive: true, mode: 0o711 });
    chmodSync(stateDir, 0o711);
    for (let index = 0; index < MAX_SLOTS && this.all.length < count; index++) {
      if (!tryClaim(this.lockPath(index))) continue;
      const uid = FIRST_UID + index;
      this.all.push({ index, uid, gid: uid, group: `slot-${index}` });
    }
    if (this.all.length < count) {
      this.close();
      throw new Error(`only ${this.all.length} of ${count} sandbox slots are free in ${stateDir}`);
    }
    this.free.push(...this.all);
  }

  private lockPath(index: number): string {
    return join(this.stateDir, `slot-${index}.lock`);
  }

  /** Takes `count` slots at once (first come, first served), so two pairs never deadlock. */
  acquire(count = 1): Promise<Slot[]> {
    if (count > this.all.length) return Promise.reject(new Error(`${count} slots needed, the sandbox has ${this.all.length}`));
    return new Promise((resolve) => {
      this.waiting.push({ count, resolve });
      this.grant();
    });
  }

  release(...slots: Slot[]): void {
    this.free.push(...slots);
    this.grant();
  }

  private grant(): void {
    for (let next = this.waiting[0]; next && next.count <= this.free.length; next = this.waiting[0]) {
      this.waiting.shift();
      next.resolve(this.free.splice(0, next.count));
    }
  }

  /** Gives the slot numbers back to the host. */
  close(): void {
    for (const slot of this.all) {
      try {
        unlinkSync(this.lockPath(slot.index));
      } catch {
        // already gone
      }
    }
  }
}
