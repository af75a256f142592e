/**
 * A standby between runs (standby.ts): the launcher's emptying after a run, the prepared child
 * that waits in the next run's groups (`P`), the group of the run after it queued in the launcher
 * (`Q`), and the child's dismissal when another standby or a one-shot run of the slot runs next (`D`).
 */
import type { RunGroup } from './cgroup.ts';
import { closeFd, makeSeqpacketPair } from './libc.ts';
import { childrenOf, StandbyProcess } from './standby-process.ts';

/** A prepared child's group, and whether the launcher reported the child in it. */
export interface Waiting {
  group: RunGroup;
  ready: Promise<boolean>;
  /** The judge's end of the socket the child waits for its run on. */
  socket: number;
}

/** A group queued for the child after the waiting one, and the judge's end of that child's socket. */
interface Queued {
  group: RunGroup;
  socket: number;
}

export abstract class StandbyBetweenRuns extends StandbyProcess {
  /** The group of the next run, a prepared child of the launcher already in it (between runs). */
  private waiting: Waiting | null = null;
  private waitingPid = 0;
  /** The group of the run after the next, queued in the launcher while a prepared child waits (queue()). */
  protected queued: Queued | null = null;
  /** The socket of the prepared child the next start() hands its run to (takeWaiting()); -1 when none. */
  protected handoff = -1;
  /** The last run's emptying by the launcher (StandbyRun.cleaned). */
  protected cleaning: Promise<void> = Promise.resolve();

  /** Settles once the launcher has emptied what the last run left; `usable` is false when it could not. */
  afterRun(): Promise<void> {
    return this.cleaning;
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
    const socket = this.sendWithSocket('P', [...group.procsFds(), ...acct]);
    return this.waitFor(group, socket, this.link.next());
  }

  /** Sends `command` with `fds` and the child's end of a new socket pair; returns the judge's end. */
  private sendWithSocket(command: string, fds: number[]): number {
    const [ours, theirs] = makeSeqpacketPair();
    try {
      this.link.send(command, [...fds, theirs]);
    } catch (e) {
      closeFd(ours);
      throw e;
    } finally {
      closeFd(theirs);
    }
    return ours;
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
    this.queued = { group, socket: this.sendWithSocket('Q', [...group.procsFds(), ...acct]) };
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
  protected waitFor(group: RunGroup, socket: number, line: Promise<string | null>): Promise<boolean> {
    // The standby's process and pipe are unreferenced: the launcher's answer must keep the process alive.
    const keepAlive = setInterval(() => {}, 1 << 30);
    const entry: Waiting = {
      group,
      socket,
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
    if (entry && (await entry.ready) && this.usable) {
      this.handoff = entry.socket;
      return entry.group;
    }
    // No child takes the run: it brings its own groups, and the launcher drops the queued ones.
    if (entry) closeFd(entry.socket);
    for (const group of [entry?.group, this.dropQueued()]) {
      if (!group) continue;
      await group.killAll();
      await group.remove();
    }
    return null;
  }

  /** Forgets the queued group (the launcher has dropped it or dismisses it) and closes its child's socket. */
  private dropQueued(): RunGroup | null {
    const queued = this.queued;
    this.queued = null;
    if (queued) closeFd(queued.socket);
    return queued?.group ?? null;
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
    try {
      if (!(await entry.ready) || !this.usable) return groups;
      this.link.send('D');
      const keepAlive = setInterval(() => {}, 1 << 30);
      if ((await this.link.next()) !== 'D') this.broken = true;
      clearInterval(keepAlive);
    } catch {
      // the launcher is gone
    } finally {
      // Closed once the launcher has ended the child: a child that sees its socket closed first ends
      // without a run, which the launcher takes for a broken sandbox.
      closeFd(entry.socket);
    }
    return groups;
  }

  /** How many of this process's descriptors the waiting and the queued group hold, with their children's sockets. */
  protected groupDescriptors(): number {
    const waiting = this.waiting ? 1 + (this.waiting.group.descriptors?.() ?? 0) : 0;
    const queued = this.queued ? 1 + (this.queued.group.descriptors?.() ?? 0) : 0;
    return waiting + queued + (this.handoff >= 0 ? 1 : 0);
  }

  /** Host pids of processes in this standby other than the launcher and its prepared child (none between runs). */
  leftovers(): number[] {
    const prepared = this.preparedPid();
    return !this.alive || this.launcherPid <= 0 ? [] : childrenOf(this.launcherPid).filter((p) => p !== prepared);
  }

  /** Host pid of the prepared child (the launcher's only child when it reported it ready); 0 when none waits. */
  preparedPid(): number {
    return this.waiting && this.alive ? this.waitingPid : 0;
  }
}
