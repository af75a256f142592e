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

export class Standby extends StandbyBetweenRuns {
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
    const parts = ['R', ...limits.flat().map(String), String(argv.length), ...argv];
    const envList = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    parts.push(String(envList.length), ...envList);
    this.link.send(`${parts.join('\0')}\0`, [...fds, ...groupFds]);
    // While a run is in progress the event loop must wait for the launcher's reports (the
    // standby's own process and pipe are unreferenced).
    const keepAlive = setInterval(() => {}, 1 << 30);
    const forked = this.link.next().then((line) => {
      if (line === 'F') return;
      this.broken = true;
      throw new LauncherRefused(`standby launcher failed: ${line ?? 'exited'}`);
    });
    const ended = forked
      .then(() => this.link.next())
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
        () => this.link.next(),
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
        cleaned.then(() => (this.usable ? this.link.next() : null)),
      );
    }
    return {
      forked,
      kill: () => {
        try {
          this.link.send('K');
        } catch {
          // the launcher is gone: its end is reported through `ended`
        }
      },
      ended,
      cleaned,
    };
  }

  /** How many of this process's descriptors belong to this standby: socket, report pipe, pidfd, kept groups. */
  descriptors(): number {
    return this.processDescriptors() + this.groupDescriptors();
  }
}
