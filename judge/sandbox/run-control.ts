/**
 * Process control around one bwrap run: reading its --info-fd report, waiting until it blocks,
 * killing it through the namespace init, reaping that init, and the CPU watch.
 */
import { read as readCb, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Subprocess } from 'bun';
import { FD } from './bwrap-args.ts';
import { closeFd, type Reaped, reap } from './libc.ts';

const CPUS = availableParallelism();

function readFd(fd: number, buf: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => readCb(fd, buf, 0, buf.length, null, (e, n) => (e ? reject(e) : resolve(n))));
}

/** Reads bwrap's --info-fd JSON up to its end and returns "child-pid". */
export async function readChildPid(fd: number): Promise<number> {
  const buf = new Uint8Array(4096);
  let text = '';
  for (;;) {
    const n = await readFd(fd, buf);
    if (n === 0) break;
    text += new TextDecoder().decode(buf.subarray(0, n));
    if (text.includes('}')) break;
  }
  const pid = /"child-pid":\s*(\d+)/.exec(text)?.[1];
  if (!pid) throw new Error('bwrap exited before starting the program');
  return Number(pid);
}

/**
 * Kills the sandbox's first process (its pid namespace's init, so the kernel kills everything
 * in the namespace) and lets bwrap reap it. Killing bwrap first would orphan that process to the
 * host's init. Without a known pid, bwrap itself is killed.
 */
export function killTree(childPid: number, bwrap: Subprocess<'ignore', 'ignore', 'ignore'>): void {
  if (childPid > 0) {
    try {
      process.kill(childPid, 'SIGKILL');
      return;
    } catch {
      // already gone: bwrap exits by itself
    }
  }
  bwrap.kill('SIGKILL');
}

const SYS_READ = process.arch === 'arm64' ? 63 : 0;

/**
 * Waits until bwrap has built the sandbox and sits in read() on the block fd, so that its
 * set-up (mounts, namespaces) is charged neither to the program's cgroup nor to its wall time.
 * Ends early if the process disappears (bwrap failed: the caller sees it at join).
 */
export async function waitUntilBlocked(pid: number): Promise<void> {
  const waiting = `${SYS_READ} 0x${FD.block.toString(16)} `;
  for (let i = 0; ; i++) {
    let now: string;
    try {
      now = readFileSync(`/proc/${pid}/syscall`, 'utf8');
    } catch {
      return;
    }
    if (now.startsWith(waiting)) return;
    if (i < 30) await new Promise((r) => setImmediate(r));
    else await Bun.sleep(1);
  }
}

/**
 * bwrap may exit before the sandbox's first process, which then dies (parent-death signal) and
 * is reparented to this process (a subreaper): collect it, so no zombie is left behind. Its exit
 * also means the kernel has torn the pid namespace down. One still dying after a few seconds (a
 * loaded host) is no longer waited for, but collected in the background once it has exited.
 */
export async function reapOrphan(pid: number): Promise<Reaped | null> {
  for (let i = 0; i < 5000; i++) {
    const r = reap(pid);
    if (r === 'gone') return null;
    if (r !== 'running') return r;
    await new Promise((resolve) => setImmediate(resolve));
    if (i > 50) await Bun.sleep(1);
  }
  reapLater(pid);
  return null;
}

/** Collects a child that has not exited yet whenever it does (a pid stays ours until reaped). */
function reapLater(pid: number, delayMs = 100): void {
  const timer = setTimeout(() => {
    if (reap(pid) === 'running') reapLater(pid, Math.min(delayMs * 2, 5000));
  }, delayMs);
  timer.unref();
}

export function closeOwn(open: number[], ...fds: number[]): void {
  for (const fd of fds) {
    const i = open.indexOf(fd);
    if (i < 0) continue;
    open.splice(i, 1);
    closeFd(fd);
  }
}

/** Checks the CPU time used when the limit could first be reached, and again until the end. */
export function watchCpu(
  usedMs: () => number,
  cpuMs: number,
  timers: Timer[],
  onLimit: () => void,
  minGapMs: number,
): () => number {
  let last = 0;
  const check = () => {
    let used: number;
    try {
      used = usedMs();
    } catch {
      return;
    }
    last = used;
    if (used >= cpuMs) return onLimit();
    timers.push(setTimeout(check, Math.max(minGapMs, (cpuMs - used) / CPUS)));
  };
  timers.push(setTimeout(check, Math.max(minGapMs, cpuMs / CPUS)));
  return () => last;
}
