/**
 * A standby sandbox: one long-lived bwrap per slot (and per set of extra mounts) whose first
 * process is the launcher (launcher.c). Namespaces, mounts and the seccomp filter are built once;
 * each run is a fork + exec inside them. The run's work dir is renamed to `<home>/w` (seen as /w)
 * for the run and renamed back afterwards; the launcher kills and reaps every process of the run
 * and empties /tmp, /dev/shm, /dev/mqueue and the System V IPC objects before it reports the end.
 * Here: its start and a run's protocol (`R`, `K`, the reports F, E and C); its processes are in
 * standby-process.ts, what it does between runs in standby-between-runs.ts.
 */
import { closeSync, readSync } from 'node:fs';
import { closeFd, sendMessage } from './libc.ts';
import type { Slot } from './slots.ts';
import { parseEnd, type StandbyEnd } from './standby-end.ts';
import { StandbyBetweenRuns } from './standby-between-runs.ts';
import { childrenOf, spawnStandby } from './standby-process.ts';

export type { Waiting } from './standby-between-runs.ts';

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

/** The launcher refused the run before forking (it exits): the run may go elsewhere. */
export class LauncherRefused extends Error {}

/** bwrap plus the launcher start in a few ms; far longer means the host is broken. */
const START_TIMEOUT_MS = 10_000;

const encoder = new TextEncoder();
/** The launcher's reason when its prepared child ended without having read a run (launcher.c). */
const NO_RUN = 'the prepared child ended before its run';

export class Standby extends StandbyBetweenRuns {
  /** Runs started, numbering each run for the launcher's "K". */
  private runs = 0;

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
    const { proc, ctl, log } = spawnStandby(slot, args, launcher, seccomp, logFile);
    // A standby waiting for runs must not keep the judge's process alive: unreferenced before its
    // pipe is read. The start timer, and a timer of each run (start()), keep the event loop going.
    proc.unref();
    const standby = new Standby(slot.group, key, home, proc, ctl);
    const timer = setTimeout(() => standby.kill(), START_TIMEOUT_MS);
    const hello = await standby.link.next();
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
    const seq = ++this.runs;
    const envList = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    const parts = [...limits.flat().map(String), String(argv.length), ...argv, String(envList.length), ...envList];
    const handoff = this.handoff;
    this.handoff = -1;
    const prepared = handoff >= 0 && groupFds.length === 0;
    let forked: Promise<void>;
    if (prepared) {
      // Straight to the prepared child (its run number first, for "K"): the launcher hears of the
      // run when it ends. The streams are in the message from here on.
      try {
        sendMessage(handoff, encoder.encode(`R\0${seq}\0${parts.join('\0')}\0`), fds);
      } catch (e) {
        this.broken = true;
        throw e;
      } finally {
        closeFd(handoff);
      }
      forked = Promise.resolve();
    } else {
      // The launcher forks the program (and ends a prepared child, whose socket is then closed).
      try {
        this.link.send(`R\0${parts.join('\0')}\0`, [...fds, ...groupFds]);
      } finally {
        if (handoff >= 0) closeFd(handoff);
      }
      forked = this.link.next().then((line) => {
        if (line === 'F') return;
        this.broken = true;
        throw new LauncherRefused(`standby launcher failed: ${line ?? 'exited'}`);
      });
    }
    // While a run is in progress the event loop must wait for the launcher's reports (the
    // standby's own process and pipe are unreferenced).
    const keepAlive = setInterval(() => {}, 1 << 30);
    const ended = forked
      .then(() => this.link.next())
      .then((line) => {
        const end = parseEnd(line);
        if (!end) {
          this.broken = true;
          // The prepared child was gone before it read its run: nothing of the program ran.
          if (prepared && line?.startsWith(`! ${NO_RUN}`))
            throw new LauncherRefused(`standby launcher failed: ${line}`);
          throw new Error(`standby launcher failed: ${line ?? 'exited during the run'}`);
        }
        return end;
      });
    const cleaned = ended
      .then(
        () => this.link.next(),
        () => null,
      )
      .then((line) => {
        if (line !== 'C') this.broken = true;
      })
      .finally(() => clearInterval(keepAlive));
    this.cleaning = cleaned;
    const queued = prepared ? this.queued : null;
    if (queued) {
      // The launcher forks the child for the queued group once this run is reaped: "Z" follows "C".
      this.queued = null;
      this.waitFor(
        queued.group,
        queued.socket,
        cleaned.then(() => (this.usable ? this.link.next() : null)),
      );
    }
    return {
      forked,
      kill: () => {
        try {
          this.link.send(`K${seq}`);
        } catch {
          // the launcher is gone: its end is reported through `ended`
        }
      },
      ended,
      cleaned,
    };
  }

  /** Ends the launcher; the socket of a prepared child taken for a run that never started is closed. */
  override async close(): Promise<void> {
    if (this.handoff >= 0) closeFd(this.handoff);
    this.handoff = -1;
    await super.close();
  }

  /** How many of this process's descriptors belong to this standby: socket, report pipe, pidfd, kept groups. */
  descriptors(): number {
    return this.processDescriptors() + this.groupDescriptors();
  }
}
