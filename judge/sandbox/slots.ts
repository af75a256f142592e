/**
 * Worker slots. Each slot has its own unprivileged uid/gid (FIRST_UID + slot number) and its own
 * cgroup name, so concurrent runs never share either. Slot numbers are claimed host-wide with
 * flock() on `<stateDir>/slot-N.lock`, held for the sandbox's lifetime: two judge processes on
 * one host (a server and its self-test) never pick the same uid, and the kernel releases the
 * slots of a judge that dies.
 */
import { chmodSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { closeFd, tryLock } from './libc.ts';

export const FIRST_UID = 60001;
const MAX_SLOTS = 512;
const O_CLOEXEC = 0o2000000;
const O_CREAT = 0o100;
const O_RDWR = 2;

export interface Slot {
  index: number;
  uid: number;
  gid: number;
  /** The slot's cgroup directory name. */
  group: string;
}

export class SlotPool {
  private readonly free: Slot[] = [];
  private readonly waiting: { count: number; resolve: (slots: Slot[]) => void }[] = [];
  private readonly lockFds: number[] = [];
  readonly all: Slot[] = [];

  constructor(stateDir: string, count: number) {
    // 0711: the sandbox users must reach the staged /etc inside; the lock files are 0600.
    mkdirSync(stateDir, { recursive: true, mode: 0o711 });
    chmodSync(stateDir, 0o711);
    for (let index = 0; index < MAX_SLOTS && this.all.length < count; index++) {
      const fd = openSync(join(stateDir, `slot-${index}.lock`), O_RDWR | O_CREAT | O_CLOEXEC, 0o600);
      if (!tryLock(fd)) {
        closeFd(fd);
        continue;
      }
      this.lockFds.push(fd);
      const uid = FIRST_UID + index;
      this.all.push({ index, uid, gid: uid, group: `slot-${index}` });
    }
    if (this.all.length < count) {
      this.close();
      throw new Error(`only ${this.all.length} of ${count} sandbox slots are free in ${stateDir}`);
    }
    this.free.push(...this.all);
  }

  /** Takes `count` slots at once (first come, first served), so two pairs never deadlock. */
  acquire(count = 1): Promise<Slot[]> {
    if (count > this.all.length)
      return Promise.reject(new Error(`${count} slots needed, the sandbox has ${this.all.length}`));
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
      // Last released first: a slot that just ran keeps its standby sandbox warm.
      next.resolve(this.free.splice(-next.count, next.count));
    }
  }

  /** Gives the slot numbers back to the host. */
  close(): void {
    for (const fd of this.lockFds.splice(0)) closeFd(fd);
  }
}
