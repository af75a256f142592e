/**
 * Control groups: one group per run, created in the slot's name under the judge's own group,
 * so the program's CPU time, memory peak, OOM kills and process count are counted and limited
 * by the kernel. `cgroup-v1.ts` and `cgroup-v2.ts` implement the two kernel interfaces.
 */
import { readdirSync, readFileSync, readSync, rmdirSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface GroupUsage {
  cpuNs: number;
  memoryPeakBytes: number;
  oomKills: number;
}

/** The group of one run. */
export interface RunGroup {
  /** Moves a process (and so its future children) into the group. */
  join(pid: number): void;
  /**
   * The group's `cgroup.procs` files, open for writing (owned by the group): a process given them
   * joins by writing "0" (itself). The kernel checks the opener's (root's) credentials.
   */
  procsFds(): number[];
  usage(): GroupUsage;
  /**
   * The files a standby's launcher reads the run's figures from once everything of it is reaped:
   * memory peak, memory.oom_control, cpuacct.usage (v1 only; absent: the judge reads them).
   */
  accountingFds?(): number[];
  /**
   * Gives a group made ahead of its run (a prepared child already in it) the run's limits and
   * fresh counters (v1 only).
   */
  retarget?(limits: { memoryBytes: number; processes: number }): void;
  /**
   * Resets the counters of a group made ahead of its run once its prepared child is in it and
   * waits, so that retarget() writes only the limits that differ (v1 only; no-op once retargeted).
   */
  prime?(): void;
  /** Descriptors the judge holds open for this group (v1). */
  descriptors?(): number;
  /**
   * A group made ahead under the slot's spare name (v1, `create(…, true)`) takes the slot's run name,
   * once the group of the run before is gone; a no-op for a group that has it.
   */
  promote?(): void;
  /**
   * Ends a run the standby's launcher reported reaped (v1): only its memory group is emptied and
   * removed; the slot's kept groups may already hold the next run's prepared child.
   */
  release?(): Promise<void>;
  /** Kills every process still in the group and waits until it is empty. */
  killAll(): Promise<void>;
  /** Ends the run's use of the group (call after killAll): its per-run directories are removed. */
  remove(): Promise<void>;
}

export interface CgroupDriver {
  readonly version: 'v1' | 'v2';
  /**
   * Creates (or recreates) the group of a slot with the given limits; `ahead` (v1): under the slot's
   * spare name, beside the group of the run in progress (promote() gives it the run name later).
   */
  create(name: string, limits: { memoryBytes: number; processes: number }, ahead?: boolean): Promise<RunGroup>;
  /** The per-run directories a group of this name has (none exists between runs). */
  groupDirs(name: string): string[];
  /** Directories kept for a slot between its runs (no process is in them between runs). */
  keptDirs(name: string): string[];
  /** Descriptors the driver keeps open between runs (the kept groups' files). */
  descriptors(): number;
  /** Removes the parent directories the driver created (if no other judge uses them). */
  close(): void;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function readNumber(path: string): number {
  return Number(readFileSync(path, 'utf8').trim());
}

/** The value of `key` in a flat keyed file such as memory.events or cpu.stat. */
export function readKey(path: string, key: string): number {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [k, v] = line.split(' ');
    if (k === key) return Number(v);
  }
  return 0;
}

const readBuffer = Buffer.alloc(64 * 1024);

/** Reads a cgroup file from its start through a descriptor kept open (one pread, no open/close). */
export function readOpen(fd: number): string {
  return readBuffer.subarray(0, readSync(fd, readBuffer, 0, readBuffer.length, 0)).toString();
}

/** Writes a value to a cgroup file through a descriptor kept open. */
export function writeOpen(fd: number, value: string): void {
  writeSync(fd, value, 0);
}

export function pidsIn(procsFile: string): number[] {
  try {
    return readFileSync(procsFile, 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** rmdir that waits for exiting tasks to leave the group (EBUSY) for up to ~2 s. */
export async function removeGroupDir(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      rmdirSync(dir);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt >= 200) throw e;
      await sleep(attempt < 20 ? 1 : 10);
    }
  }
}

/**
 * Each judge process keeps its groups under its own `verdict-<pid>` directory, so one process
 * closing never removes a directory another one is creating groups in. Directories of processes
 * that died without closing are emptied and removed here.
 */
export function baseName(): string {
  return `verdict-${process.pid}`;
}

export function removeStaleBases(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^verdict-(\d+)$/.exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    const base = join(parent, name);
    try {
      for (const child of readdirSync(base, { withFileTypes: true })) {
        if (!child.isDirectory()) continue;
        killPids(pidsIn(join(base, child.name, 'cgroup.procs')));
        rmdirSync(join(base, child.name));
      }
      rmdirSync(base);
    } catch {
      // still busy: the next start-up tries again
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The judge's own group path for a v1 controller (or the v2 unified path, key ''). */
export function ownGroupPath(controller: string): string | undefined {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, path] = line.split(':');
    if (controllers === undefined || path === undefined) continue;
    if (controller === '' ? controllers === '' : controllers.split(',').includes(controller)) return path;
  }
  return undefined;
}
