/**
 * A standby sandbox: one long-lived bwrap per slot (and per set of extra mounts) whose first
 * process is the launcher (launcher.c). Namespaces, mounts and the seccomp filter are built once;
 * each run is a fork + exec inside them. The run's work dir is renamed to `<home>/w` (seen as /w)
 * for the run and renamed back afterwards; the launcher kills and reaps every process of the run
 * and empties /tmp, /dev/shm, /dev/mqueue and the System V IPC objects before it reports the end.
 */
import {
  closeSync,
  constants,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { Subprocess } from 'bun';
import { closeFd, makePipe, makeSeqpacketPair, sendMessage } from './libc.ts';
import { reapOrphan } from './run-control.ts';
import { parentOf } from './zombies.ts';
import type { Slot } from './slots.ts';
import type { RunGroup } from './cgroup.ts';
import { parseEnd, type StandbyEnd } from './standby-end.ts';

/** One run inside a standby: the program starts as soon as the launcher has forked it. */
export interface StandbyRun {
  /** Settles when the launcher has forked the program (it holds the streams from then on). */
  forked: Promise<void>;
  kill(): void;
  /** Rejects with LauncherRefused when the launcher would not run it (nothing ran). */
  ended: Promise<StandbyEnd>;
  /**
   * Settles once the launcher has emptied what the run left in the sandbox's shared mounts and IPC
   * (after `ended`); the standby is not usable afterwards when it could not.
   */
  cleaned: Promise<void>;
}

/** A prepared child's group, and whether the launcher reported the child in it. */
export interface Waiting {
  group: RunGroup;
  ready: Promise<boolean>;
}

/** The launcher refused the run before forking (it exits): the run may go elsewhere. */
export class LauncherRefused extends Error {}

const encoder = new TextEncoder();
/** bwrap plus the launcher start in a few ms; far longer means the host is broken. */
const START_TIMEOUT_MS = 10_000;
/** bwrap exits as soon as the launcher it waits for is killed; far longer means it is stuck. */
const STOP_TIMEOUT_MS = 10_000;

export class Standby {
  private lines: string[] = [];
  private waiters: Array<(line: string | null) => void> = [];
  private closed = false;
  /** The launcher failed, or could not clean up after a run, and exits: the slot needs a new standby. */
  private broken = false;
  private ctl: number;
  /** The sandbox's first processes as last killed: left to this process (a subreaper) if bwrap dies first. */
  private killed: number[] = [];
  /** The group of the next run, a prepared child of the launcher already in it (between runs). */
  private waiting: Waiting | null = null;
  private waitingPid = 0;
  /** The group of the run after the next, queued in the launcher while a prepared child waits (queue()). */
  private queued: RunGroup | null = null;
  /** The last run's emptying by the launcher (StandbyRun.cleaned). */
  private cleaning: Promise<void> = Promise.resolve();
  /** Host pid of the launcher (the sandbox's pid 1). */
  launcherPid = 0;
  lastUsed = 0;
  private constructor(
    readonly slotGroup: string,
    readonly key: string,
    readonly home: string,
    private readonly proc: Subprocess<'ignore', 'pipe', 'ignore'>,
    ctl: number,
  ) {
    this.ctl = ctl;
    void this.readLines();
  }

  /** Starts bwrap (`args` end with `--`) with the launcher and waits until it is ready. */
  static async start(
    key: string,
    home: string,
    slot: Slot,
    args: string[],
    launcher: string,
    seccomp: Uint8Array | null,
    logFile: string,
  ): Promise<Standby> {
    // bwrap's own complaints (if it cannot start) go to a file that is unlinked at once.
    const log = openSync(
      logFile,
      constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | 0o2000000,
      0o600,
    );
    unlinkSync(logFile);
    const [ours, theirs] = makeSeqpacketPair();
    const [seccompRead, seccompWrite] = seccomp ? makePipe() : [-1, -1];
    let proc: Subprocess<'ignore', 'pipe', 'ignore'>;
    try {
      proc = Bun.spawn([...args, launcher], {
        uid: slot.uid,
        gid: slot.gid,
        env: {},
        cwd: '/',
        stdio: ['ignore', 'pipe', log, theirs, 'ignore', seccomp ? seccompRead : 'ignore'] as never,
      }) as unknown as Subprocess<'ignore', 'pipe', 'ignore'>;
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
    // A standby waiting for runs must not keep the judge's process alive: unreferenced before its
    // pipe is read. The start timer, and a timer of each run (start()), keep the event loop going.
    proc.unref();
    const standby = new Standby(slot.group, key, home, proc, ours);
    const timer = setTimeout(() => standby.kill(), START_TIMEOUT_MS);
    const hello = await standby.next();
    clearTimeout(timer);
    standby.launcherPid = childrenOf(proc.pid)[0] ?? 0;
    try {
      if (hello !== 'H' || standby.launcherPid === 0) {
        await standby.close();
        const err = Buffer.alloc(1024);
        const text = err
          .subarray(0, readSync(log, err, 0, err.length, 0))
          .toString()
          .trim();
        throw new Error(`the standby sandbox did not start: ${hello ?? ''} ${text}`.trim());
      }
    } finally {
      closeSync(log);
    }
    return standby;
  }

  private async readLines(): Promise<void> {
    const decoder = new TextDecoder();
    let rest = '';
    try {
      for await (const chunk of this.proc.stdout) {
        rest += decoder.decode(chunk, { stream: true });
        for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
          this.push(rest.slice(0, i));
          rest = rest.slice(i + 1);
        }
      }
    } catch {
      // the stream ends with the process
    }
    this.closed = true;
    for (const w of this.waiters.splice(0)) w(null);
  }

  private push(line: string): void {
    const w = this.waiters.shift();
    if (w) w(line);
    else this.lines.push(line);
  }

  /** The launcher's next report line; null once it has exited. */
  private next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Settles once the launcher has emptied what the last run left; `usable` is false when it could not. */
  afterRun(): Promise<void> {
    return this.cleaning;
  }

  get alive(): boolean {
    return !this.closed;
  }

  /** Alive and clean: may take the next run. */
  get usable(): boolean {
    return !this.closed && !this.broken;
  }

  /**
   * Sends the run: argv, env, resource limits (`[soft, hard]` per RLIMIT number, -1 keeps the
   * launcher's own), the three streams and the run's open `cgroup.procs` files. The launcher's
   * child joins the cgroups itself and execs at once: no round trip through the judge before the
   * program runs. Throws when the launcher is gone.
   */
  start(
    argv: string[],
    env: Record<string, string>,
    limits: Array<[number, number]>,
    fds: [number, number, number],
    groupFds: number[],
  ): StandbyRun {
    const parts = ['R', ...limits.flat().map(String), String(argv.length), ...argv];
    const envList = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    parts.push(String(envList.length), ...envList);
    sendMessage(this.ctl, encoder.encode(`${parts.join('\0')}\0`), [...fds, ...groupFds]);
    // While a run is in progress the event loop must wait for the launcher's reports (the
    // standby's own process and pipe are unreferenced).
    const keepAlive = setInterval(() => {}, 1 << 30);
    const forked = this.next().then((line) => {
      if (line === 'F') return;
      this.broken = true;
      throw new LauncherRefused(`standby launcher failed: ${line ?? 'exited'}`);
    });
    const ended = forked
      .then(() => this.next())
      .then((line) => {
        const end = parseEnd(line);
        if (!end) {
          this.broken = true;
          throw new Error(`standby launcher failed: ${line ?? 'exited during the run'}`);
        }
        return end;
      });
    const cleaned = ended
      .then(
        () => this.next(),
        () => null,
      )
      .then((line) => {
        if (line !== 'C') this.broken = true;
      })
      .finally(() => clearInterval(keepAlive));
    this.cleaning = cleaned;
    const queued = groupFds.length === 0 ? this.queued : null;
    if (queued) {
      // The launcher forks the child for the queued group once this run is reaped: "Z" follows "C".
      this.queued = null;
      this.waitFor(
        queued,
        cleaned.then(() => (this.usable ? this.next() : null)),
      );
    }
    return {
      forked,
      kill: () => {
        try {
          sendMessage(this.ctl, encoder.encode('K'));
        } catch {
          // the launcher is gone: its end is reported through `ended`
        }
      },
      ended,
      cleaned,
    };
  }

  /**
   * Prepares the next run (after a run, with nothing of it left): the launcher forks a child that
   * joins `group` and waits; the next start() without cgroup files hands the run to it. Returns at
   * once (the join may wait for an RCU grace period: not the judge's time); the promise settles
   * once the launcher has reported the child in the groups ("Z 0": true) or not (false). Throws when
   * the launcher is gone (the caller removes the group).
   */
  prepare(group: RunGroup): Promise<boolean> {
    const acct = group.accountingFds?.();
    if (!acct || this.waiting) throw new Error('this standby cannot take a prepared child');
    sendMessage(this.ctl, encoder.encode('P'), [...group.procsFds(), ...acct]);
    return this.waitFor(group, this.next());
  }

  /**
   * Queues the group of the run after the next while a prepared child waits: the launcher forks the
   * child for it as soon as the waiting child's run is reaped, before the judge has that run's
   * result; it is then the standby's waiting entry (waitingEntry). Throws when the launcher is gone.
   */
  queue(group: RunGroup): void {
    const acct = group.accountingFds?.();
    if (!acct || !this.waiting || this.queued) throw new Error('this standby cannot queue a prepared run');
    // "Q": dropped by the launcher if the waiting child could not join (the next run then brings its own groups).
    sendMessage(this.ctl, encoder.encode('Q'), [...group.procsFds(), ...acct]);
    this.queued = group;
  }

  /** A prepared child waits and no group is queued after it. */
  get canQueue(): boolean {
    return this.waiting !== null && this.queued === null && this.usable;
  }

  /** The group the prepared child waits (or is about to wait) in, and its word that it is in. */
  get waitingEntry(): Waiting | null {
    return this.waiting;
  }

  /** The launcher's "Z" about the prepared child in `group`: whether it joined. */
  private waitFor(group: RunGroup, line: Promise<string | null>): Promise<boolean> {
    // The standby's process and pipe are unreferenced: the launcher's answer must keep the process alive.
    const keepAlive = setInterval(() => {}, 1 << 30);
    const entry: Waiting = {
      group,
      ready: line.then((answer) => {
        clearInterval(keepAlive);
        const joined = /^Z (-?\d+)$/.exec(answer ?? '');
        if (!joined) this.broken = true;
        if (joined?.[1] !== '0') return false;
        const children = childrenOf(this.launcherPid);
        if (this.waiting === entry) this.waitingPid = children.length === 1 ? children[0]! : 0;
        return true;
      }),
    };
    this.waiting = entry;
    return entry.ready;
  }

  /**
   * The group the prepared child waits in, for the run about to start: null when none is prepared
   * or it could not join (its group is then removed here).
   */
  async takeWaiting(): Promise<RunGroup | null> {
    const entry = this.waiting;
    this.waiting = null;
    this.waitingPid = 0;
    if (entry && (await entry.ready) && this.usable) return entry.group;
    // No child takes the run: it brings its own groups, and the launcher drops the queued ones.
    for (const group of [entry?.group, this.dropQueued()]) {
      if (!group) continue;
      await group.killAll();
      await group.remove();
    }
    return null;
  }

  private dropQueued(): RunGroup | null {
    const group = this.queued;
    this.queued = null;
    return group;
  }

  get hasWaiting(): boolean {
    return this.waiting !== null;
  }

  /**
   * Ends the prepared child (it leaves the slot's groups: another standby or a one-shot run of
   * the slot runs next) and returns its group and the one queued after it for removal.
   */
  async dismiss(): Promise<RunGroup[]> {
    const entry = this.waiting;
    this.waiting = null;
    this.waitingPid = 0;
    const queued = this.dropQueued();
    if (!entry) return queued ? [queued] : [];
    const groups = queued ? [entry.group, queued] : [entry.group];
    if (!(await entry.ready) || !this.usable) return groups;
    try {
      sendMessage(this.ctl, encoder.encode('D'));
    } catch {
      return groups;
    }
    const keepAlive = setInterval(() => {}, 1 << 30);
    if ((await this.next()) !== 'D') this.broken = true;
    clearInterval(keepAlive);
    return groups;
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
    if (this.ctl >= 0) closeFd(this.ctl);
    this.ctl = -1;
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
    return this.closed ? [] : [this.proc.pid, this.launcherPid].filter((p) => p > 0);
  }

  /** How many of this process's descriptors belong to this standby: socket, report pipe, pidfd. */
  descriptors(): number {
    const group = (this.waiting?.group.descriptors?.() ?? 0) + (this.queued?.descriptors?.() ?? 0);
    if (this.closed) return (this.ctl >= 0 ? 1 : 0) + group;
    let count = (this.ctl >= 0 ? 1 : 0) + 1 + group;
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

  /** Host pids of processes in this standby other than the launcher and its prepared child (none between runs). */
  leftovers(): number[] {
    const prepared = this.preparedPid();
    return this.closed || this.launcherPid <= 0 ? [] : childrenOf(this.launcherPid).filter((p) => p !== prepared);
  }

  /** Host pid of the prepared child (the launcher's only child when it reported it ready); 0 when none waits. */
  preparedPid(): number {
    return this.waiting && !this.closed ? this.waitingPid : 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
