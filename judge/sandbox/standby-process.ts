/**
 * A standby's processes (standby.ts): bwrap started as the slot's user with the launcher as the
 * sandbox's first process, and their end — killed at once (also at process exit) or closed and
 * collected, so that nothing of the standby is left, not even a zombie.
 */
import {
  closeSync,
  constants,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { Subprocess } from 'bun';
import { closeFd, makePipe, makeSeqpacketPair } from './libc.ts';
import { reapOrphan } from './run-control.ts';
import { parentOf } from './zombies.ts';
import type { Slot } from './slots.ts';
import { LauncherLink } from './standby-link.ts';

export type StandbyProc = Subprocess<'ignore', 'pipe', 'ignore'>;

/** bwrap exits as soon as the launcher it waits for is killed; far longer means it is stuck. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Spawns bwrap (`args` end with `--`) with the launcher as the slot's user; returns it with the
 * judge's end of the command socket and the open (already unlinked) file bwrap complains to.
 */
export function spawnStandby(
  slot: Slot,
  args: string[],
  launcher: string,
  seccomp: Uint8Array | null,
  logFile: string,
): { proc: StandbyProc; ctl: number; log: number } {
  // bwrap's own complaints (if it cannot start) go to a file that is unlinked at once.
  const log = openSync(
    logFile,
    constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | 0o2000000,
    0o600,
  );
  unlinkSync(logFile);
  const [ours, theirs] = makeSeqpacketPair();
  const [seccompRead, seccompWrite] = seccomp ? makePipe() : [-1, -1];
  let proc: StandbyProc;
  try {
    proc = Bun.spawn([...args, launcher], {
      uid: slot.uid,
      gid: slot.gid,
      env: {},
      cwd: '/',
      stdio: ['ignore', 'pipe', log, theirs, 'ignore', seccomp ? seccompRead : 'ignore'] as never,
    }) as unknown as StandbyProc;
  } catch (e) {
    closeFd(ours);
    closeSync(log);
    throw e;
  } finally {
    closeFd(theirs);
    if (seccomp) {
      closeFd(seccompRead);
      writeSync(seccompWrite, seccomp);
      closeFd(seccompWrite);
    }
  }
  return { proc, ctl: ours, log };
}

export abstract class StandbyProcess {
  protected readonly link: LauncherLink;
  /** The launcher failed, or could not clean up after a run, and exits: the slot needs a new standby. */
  protected broken = false;
  /** The sandbox's first processes as last killed: left to this process (a subreaper) if bwrap dies first. */
  private killed: number[] = [];
  /** Host pid of the launcher (the sandbox's pid 1). */
  launcherPid = 0;
  lastUsed = 0;
  protected constructor(
    readonly slotGroup: string,
    readonly key: string,
    readonly home: string,
    protected readonly proc: StandbyProc,
    ctl: number,
  ) {
    this.link = new LauncherLink(ctl, proc.stdout);
  }

  get alive(): boolean {
    return !this.link.ended;
  }

  /** Alive and clean: may take the next run. */
  get usable(): boolean {
    return !this.link.ended && !this.broken;
  }

  /**
   * Ends the launcher and with it the namespaces, and waits until both bwrap and the launcher are
   * collected: bwrap reaps the launcher; one that outlived bwrap is this process's child (a
   * subreaper) and is reaped here. Nothing of the standby is left, not even a zombie.
   */
  async close(): Promise<void> {
    // A prepared child dies with the namespace and may be left to this process (a subreaper).
    const inside = this.launcherPid > 0 ? childrenOf(this.launcherPid) : [];
    this.kill();
    // bwrap exits once its child has; one that does not is killed too (its child is then ours).
    // The timer also keeps the event loop alive meanwhile: the standby's process is unreferenced.
    const stuck = setTimeout(() => this.proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.proc.exited;
    clearTimeout(stuck);
    // bwrap has exited: a first process it did not reap was reparented to this process by then.
    const first = new Set([...this.killed.splice(0), this.launcherPid, ...inside]);
    for (const pid of first) if (pid > 0 && parentOf(pid) === process.pid) await reapOrphan(pid);
  }

  /**
   * Synchronous stop (for process exit too): closes the socket and kills the sandbox's first
   * process, the launcher, while it is still bwrap's child (the kernel kills the rest of its pid
   * namespace, bwrap reaps it and exits); bwrap itself when it has no child.
   */
  kill(): void {
    this.link.closeSocket();
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
    const first = childrenOf(this.proc.pid);
    this.killed.push(...first);
    for (const pid of first) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (first.length > 0) return;
    try {
      this.proc.kill('SIGKILL');
    } catch {
      // already gone
    }
  }

  get pids(): number[] {
    return this.link.ended ? [] : [this.proc.pid, this.launcherPid].filter((p) => p > 0);
  }

  /** How many of this process's descriptors the standby's processes hold: socket, report pipe, pidfd. */
  protected processDescriptors(): number {
    if (this.link.ended) return this.link.socketCount;
    let count = this.link.socketCount + 1;
    for (const fd of readdirSync('/proc/self/fd')) {
      try {
        if (readlinkSync(`/proc/self/fd/${fd}`) !== 'anon_inode:[pidfd]') continue;
        if (readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8').includes(`Pid:\t${this.proc.pid}\n`)) count++;
      } catch {
        // closed meanwhile
      }
    }
    return count;
  }
}

export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
