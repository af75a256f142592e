/**
 * One program in one slot: spawn bwrap as the slot's uid, wait for bwrap to report the
 * sandbox's first process (`--info-fd`), move it into the run's cgroup and set its rlimits while
 * bwrap waits (`--block-fd`), then let it run under the CPU and wall clock watch.
 */
import { chownSync, existsSync, read as readCb, readFileSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import type { Subprocess } from 'bun';
import { bwrapArgs, FD } from './bwrap-args.ts';
import type { CgroupDriver, GroupUsage, RunGroup } from './cgroup.ts';
import { closeFd, type LimitSetting, makePipe, type Reaped, reap, setProcessLimits } from './libc.ts';
import type { Slot } from './slots.ts';
import type { RunLimits, RunResult, RunSpec } from './types.ts';
import { cpuMsOfUid } from './proc-usage.ts';
import { decide } from './verdict.ts';

export interface Engine {
  driver: CgroupDriver | null;
  toolchain: string[];
  seccomp: Uint8Array | null;
}

/** Where the program's standard streams go: an open fd (closed by the caller) or nowhere. */
export interface Streams {
  stdin: number | 'ignore';
  stdout: number | 'ignore';
  stderr: number | 'ignore';
  /** Called once bwrap has been spawned (or could not be): the caller may close its copies. */
  afterSpawn?: () => void;
  /** Whether a size-limited output file reached limits.outputBytes; asked after the run. */
  outputFull?: () => boolean;
}

const CPUS = availableParallelism();

const MAX_TMP_BYTES = 256 * 1024 * 1024;
/** bwrap needs a few ms to set up; far longer means the host is broken. */
const SETUP_TIMEOUT_MS = 10_000;

function readFd(fd: number, buf: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => readCb(fd, buf, 0, buf.length, null, (e, n) => (e ? reject(e) : resolve(n))));
}

/** Reads bwrap's --info-fd JSON up to its end and returns "child-pid". */
async function readChildPid(fd: number): Promise<number> {
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

function applyLimits(pid: number, slot: Slot, limits: RunLimits, withoutCgroup: boolean): void {
  const cpuSeconds = Math.ceil(limits.cpuMs / 1000) + 1;
  const settings: LimitSetting[] = [
    { resource: 'CPU', soft: cpuSeconds, hard: cpuSeconds + 1 },
    { resource: 'STACK', soft: limits.stackBytes },
    { resource: 'FSIZE', soft: limits.outputBytes },
    { resource: 'NOFILE', soft: limits.openFiles },
    { resource: 'CORE', soft: 0 },
  ];
  if (withoutCgroup) {
    settings.push({ resource: 'AS', soft: limits.memoryBytes }, { resource: 'NPROC', soft: limits.processes + 1 });
  }
  setProcessLimits(pid, slot.uid, slot.gid, settings);
}

/** The host path behind argv[0], when it lies in the work dir or a toolchain directory. */
function hostPathOf(spec: RunSpec): string | null {
  const exe = spec.argv[0] ?? '';
  if (exe === '/w' || exe.startsWith('/w/')) return join(spec.workDir, exe.slice(2));
  if (spec.mounts?.some((m) => exe.startsWith(`${m.sandboxPath}/`)) || exe.startsWith('/tmp/')) return null;
  return exe;
}

/**
 * bwrap runs as the slot's uid, so it must be able to reach the directories it binds: every
 * parent needs the search (x) permission for others.
 */
function checkReachable(dir: string): void {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  for (let p = dirname(dir); ; p = dirname(p)) {
    if ((statSync(p).mode & 0o001) === 0) throw new Error(`${dir} is not reachable by the sandbox users: ${p} lacks o+x`);
    if (p === '/') return;
  }
}

function checkSpec(spec: RunSpec): void {
  if (!spec.argv[0]?.startsWith('/')) throw new Error(`argv[0] must be an absolute path: ${spec.argv[0]}`);
  for (const dir of [spec.workDir, ...(spec.mounts ?? []).map((m) => m.hostPath)]) checkReachable(dir);
  const host = hostPathOf(spec);
  if (host !== null && !existsSync(host)) throw new Error(`program ${spec.argv[0]} does not exist`);
}

export async function runProgram(engine: Engine, slot: Slot, spec: RunSpec, io: Streams): Promise<RunResult & { outputFull?: boolean }> {
  const { limits } = spec;
  let group: RunGroup | null = null;
  let proc: Subprocess<'ignore', 'ignore', 'ignore'> | null = null;
  const parentFds: number[] = [];
  const timers: Timer[] = [];
  let killedBy: 'cpu' | 'wall' | null = null;
  let childPid = 0;
  let wallMs = 0;
  try {
    checkSpec(spec);
    if (engine.driver) {
      group = await engine.driver.create(slot.group, { memoryBytes: limits.memoryBytes, processes: limits.processes + 1 });
    }
    chownSync(spec.workDir, slot.uid, slot.gid);
    const tmpBytes = Math.min(limits.outputBytes, MAX_TMP_BYTES);
    const [infoRead, infoWrite] = makePipe();
    parentFds.push(infoRead, infoWrite);
    const [blockRead, blockWrite] = makePipe();
    parentFds.push(blockRead, blockWrite);
    const [seccompRead, seccompWrite] = engine.seccomp ? makePipe() : [-1, -1];
    if (engine.seccomp) parentFds.push(seccompRead, seccompWrite);
    const spawned = Bun.spawn(bwrapArgs(engine.toolchain, spec, tmpBytes, engine.seccomp !== null), {
      uid: slot.uid,
      gid: slot.gid,
      env: {},
      cwd: '/',
      stdio: [io.stdin, io.stdout, io.stderr, infoWrite, blockRead, engine.seccomp ? seccompRead : 'ignore'] as never,
    }) as unknown as Subprocess<'ignore', 'ignore', 'ignore'>;
    proc = spawned;
    io.afterSpawn?.();
    // The child holds its own copies now: close ours so reads see EOF when bwrap dies.
    closeOwn(parentFds, infoWrite, blockRead, seccompRead);
    if (engine.seccomp) {
      writeSync(seccompWrite, engine.seccomp);
      closeOwn(parentFds, seccompWrite);
    }
    const infoFd = infoRead;
    const blockFd = blockWrite;
    const setupTimer = setTimeout(() => spawned.kill('SIGKILL'), SETUP_TIMEOUT_MS);
    timers.push(setupTimer);
    childPid = await readChildPid(infoFd);
    await waitUntilBlocked(childPid);
    clearTimeout(setupTimer);
    try {
      group?.join(childPid);
    } catch (e) {
      throw new Error(`bwrap stopped during setup (${(e as Error).message})`);
    }
    applyLimits(childPid, slot, limits, group === null);
    writeSync(blockFd, 'g');
    closeOwn(parentFds, blockFd);
    const started = performance.now();
    const kill = (why: 'cpu' | 'wall') => {
      killedBy ??= why;
      killTree(childPid, spawned);
    };
    timers.push(setTimeout(() => kill('wall'), limits.wallMs));
    const usedMs = group ? () => group!.usage().cpuNs / 1e6 : () => cpuMsOfUid(slot.uid);
    const lastSample = watchCpu(usedMs, limits.cpuMs, timers, () => kill('cpu'), group ? 5 : 50);
    await spawned.exited;
    wallMs = performance.now() - started;
    const orphan = await reapOrphan(childPid);
    childPid = 0;
    for (const t of timers) clearTimeout(t);
    let usage: GroupUsage;
    if (group) {
      await group.killAll();
      usage = group.usage();
    } else {
      // bwrap's own usage covers the sandbox's first process only when bwrap reaped it.
      const ru = spawned.resourceUsage();
      // Processes killed with their namespace are reaped by the kernel, not counted: the last
      // sample from /proc then is the better figure.
      const cpuMs = Math.max(Number(ru?.cpuTime.total ?? 0) / 1000 + (orphan?.cpuMs ?? 0), lastSample());
      usage = { cpuNs: cpuMs * 1e6, memoryPeakBytes: Math.max(ru?.maxRSS ?? 0, orphan?.maxRssBytes ?? 0), oomKills: 0 };
    }
    return decide({
      exitCode: spawned.exitCode,
      killedBy,
      cpuMs: usage.cpuNs / 1e6,
      wallMs,
      memoryBytes: usage.memoryPeakBytes,
      oomKills: usage.oomKills,
      outputFull: io.outputFull?.() ?? false,
    }, limits);
  } catch (e) {
    return { status: 'internal', exitCode: null, signal: null, cpuMs: 0, wallMs, memoryBytes: 0, error: (e as Error).message };
  } finally {
    if (!proc) io.afterSpawn?.();
    for (const t of timers) clearTimeout(t);
    closeOwn(parentFds, ...parentFds);
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      killTree(childPid, proc);
      await proc.exited;
    }
    if (childPid > 0) await reapOrphan(childPid);
    if (group) {
      await group.killAll().catch(() => {});
      await group.remove().catch(() => {});
    }
  }
}

/**
 * Kills the sandbox's first process (its pid namespace's init, so the kernel kills everything
 * in the namespace) and lets bwrap reap it. Killing bwrap first would orphan that process to the
 * host's init. Without a known pid, bwrap itself is killed.
 */
function killTree(childPid: number, bwrap: Subprocess<'ignore', 'ignore', 'ignore'>): void {
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
async function waitUntilBlocked(pid: number): Promise<void> {
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
 * also means the kernel has torn the pid namespace down.
 */
async function reapOrphan(pid: number): Promise<Reaped | null> {
  for (let i = 0; i < 5000; i++) {
    const r = reap(pid);
    if (r === 'gone') return null;
    if (r !== 'running') return r;
    await new Promise((resolve) => setImmediate(resolve));
    if (i > 50) await Bun.sleep(1);
  }
  return null;
}

function closeOwn(open: number[], ...fds: number[]): void {
  for (const fd of fds) {
    const i = open.indexOf(fd);
    if (i < 0) continue;
    open.splice(i, 1);
    closeFd(fd);
  }
}

/** Checks the CPU time used when the limit could first be reached, and again until the end. */
function watchCpu(usedMs: () => number, cpuMs: number, timers: Timer[], onLimit: () => void, minGapMs: number): () => number {
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
