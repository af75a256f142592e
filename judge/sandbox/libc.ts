/**
 * The few libc calls Bun does not offer: setting resource limits on another process (so the
 * limits apply to the sandboxed program and never to the judge itself) and anonymous pipes for
 * connecting two sandboxed programs.
 */
import { dlopen, FFIType, ptr, read } from 'bun:ffi';

const libc = dlopen('libc.so.6', {
  prlimit: { args: [FFIType.i32, FFIType.i32, FFIType.ptr, FFIType.ptr], returns: FFIType.i32 },
  pipe2: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.i32 },
  close: { args: [FFIType.i32], returns: FFIType.i32 },
  __errno_location: { args: [], returns: FFIType.ptr },
  strerror: { args: [FFIType.i32], returns: FFIType.cstring },
  flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
  prctl: { args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64], returns: FFIType.i32 },
  wait4: { args: [FFIType.i32, FFIType.ptr, FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
  syscall: { args: [FFIType.i64, FFIType.i64, FFIType.i64, FFIType.i64], returns: FFIType.i64 },
  socketpair: { args: [FFIType.i32, FFIType.i32, FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
  sendmsg: { args: [FFIType.i32, FFIType.ptr, FFIType.i32], returns: FFIType.i64 },
  mount: {
    args: [FFIType.cstring, FFIType.cstring, FFIType.cstring, FFIType.u64, FFIType.cstring],
    returns: FFIType.i32,
  },
  umount2: { args: [FFIType.cstring, FFIType.i32], returns: FFIType.i32 },
  clock_gettime: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
});

/** setresuid/setresgid numbers: the raw calls change only the calling thread's credentials. */
const SYS = process.arch === 'arm64' ? { setresuid: 147, setresgid: 149 } : { setresuid: 117, setresgid: 119 };

export const RLIMIT = { CPU: 0, FSIZE: 1, STACK: 3, CORE: 4, NPROC: 6, NOFILE: 7, AS: 9 } as const;
export type RlimitName = keyof typeof RLIMIT;

const O_CLOEXEC = 0o2000000;

function lastError(what: string): Error {
  const loc = libc.symbols.__errno_location();
  const errno = loc === null ? 0 : read.i32(loc, 0);
  return new Error(`${what}: ${String(libc.symbols.strerror(errno))} (errno ${errno})`);
}

function setThreadIds(uid: number, gid: number, savedUid: number, savedGid: number): void {
  const s = libc.symbols;
  if (uid === 0) {
    if (s.syscall(SYS.setresuid, 0, 0, 0) !== 0n) throw lastError('setresuid(0)');
    if (s.syscall(SYS.setresgid, gid, gid, savedGid) !== 0n) throw lastError('setresgid(0)');
  } else {
    if (s.syscall(SYS.setresgid, gid, gid, savedGid) !== 0n) throw lastError(`setresgid(${gid})`);
    if (s.syscall(SYS.setresuid, uid, uid, savedUid) !== 0n) throw lastError(`setresuid(${uid})`);
  }
}

/** The C library's text for an errno value. */
export function errnoText(errno: number): string {
  return String(libc.symbols.strerror(errno));
}

export interface LimitSetting {
  resource: RlimitName;
  soft: number;
  hard?: number;
}

/**
 * Sets soft and hard limits on process `pid`, which runs as `uid`/`gid`. Root with
 * CAP_SYS_RESOURCE may do that directly; without it (containers usually drop that capability)
 * the calling thread briefly takes the target's ids (keeping root as its saved uid), which the
 * kernel accepts for a process of the same user, and returns to root at once.
 */
export function setProcessLimits(pid: number, uid: number, gid: number, limits: LimitSetting[]): void {
  const apply = () => {
    for (const { resource, soft, hard = soft } of limits) {
      const value = new BigUint64Array([BigInt(Math.floor(soft)), BigInt(Math.floor(hard))]);
      if (libc.symbols.prlimit(pid, RLIMIT[resource], ptr(value), null) !== 0)
        throw lastError(`prlimit(${pid}, ${resource})`);
    }
  };
  try {
    apply();
    return;
  } catch (e) {
    if (!String((e as Error).message).includes('errno 1)')) throw e;
  }
  setThreadIds(uid, gid, 0, 0);
  try {
    apply();
  } finally {
    try {
      setThreadIds(0, 0, 0, 0);
    } catch (e) {
      // The judge thread must never keep running as a sandbox user.
      console.error(`[sandbox] cannot return to root: ${(e as Error).message}`);
      process.exit(70);
    }
  }
}

/** Reads the soft and hard limit of `resource` on process `pid`. */
export function getProcessLimit(pid: number, resource: RlimitName): [bigint, bigint] {
  const value = new BigUint64Array(2);
  if (libc.symbols.prlimit(pid, RLIMIT[resource], null, ptr(value)) !== 0) {
    throw lastError(`prlimit(${pid}, ${resource})`);
  }
  return [value[0]!, value[1]!];
}

/** A close-on-exec pipe: [readFd, writeFd]. The close-on-exec flag is cleared on the child's copy. */
export function makePipe(): [number, number] {
  const fds = new Int32Array(2);
  if (libc.symbols.pipe2(ptr(fds), O_CLOEXEC) !== 0) throw lastError('pipe2');
  return [fds[0]!, fds[1]!];
}

const PR_SET_CHILD_SUBREAPER = 36;
const WNOHANG = 1;

/**
 * Makes this process the reaper of its orphaned descendants. bwrap exits as soon as the program
 * has, and the sandbox's first process dies just after it: without this it would be left to the
 * host's init (which in some containers never reaps it).
 */
export function becomeSubreaper(): void {
  if (libc.symbols.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) !== 0) throw lastError('prctl(PR_SET_CHILD_SUBREAPER)');
}

export interface Reaped {
  /** User + system CPU of the process and the children it reaped, in ms. */
  cpuMs: number;
  maxRssBytes: number;
}

/**
 * Reaps `pid` if it has exited and returns its resource usage; 'running' if it has not, 'gone'
 * if it is not (or no longer) our child.
 */
export function reap(pid: number): Reaped | 'running' | 'gone' {
  const status = new Int32Array(1);
  const usage = new BigInt64Array(18); // struct rusage
  const r = libc.symbols.wait4(pid, ptr(status), WNOHANG, ptr(usage));
  if (r === 0) return 'running';
  if (r !== pid) return 'gone';
  const timeval = (i: number) => Number(usage[i]!) * 1000 + Number(usage[i + 1]!) / 1000;
  return { cpuMs: timeval(0) + timeval(2), maxRssBytes: Number(usage[4]!) * 1024 };
}

const LOCK_EX = 2;
const LOCK_NB = 4;

/** Takes an exclusive lock on an open file without waiting; the kernel drops it when the holder dies. */
export function tryLock(fd: number): boolean {
  return libc.symbols.flock(fd, LOCK_EX | LOCK_NB) === 0;
}

export function closeFd(fd: number): void {
  libc.symbols.close(fd);
}

const AF_UNIX = 1;
const SOCK_SEQPACKET = 5;
const SOL_SOCKET = 1;
const SCM_RIGHTS = 1;
const MSG_NOSIGNAL = 0x4000;

/** A close-on-exec SOCK_SEQPACKET pair (messages keep their boundaries): [ours, theirs]. */
export function makeSeqpacketPair(): [number, number] {
  const fds = new Int32Array(2);
  if (libc.symbols.socketpair(AF_UNIX, SOCK_SEQPACKET | O_CLOEXEC, 0, ptr(fds)) !== 0) throw lastError('socketpair');
  return [fds[0]!, fds[1]!];
}

/**
 * Sends one message on a socket, with file descriptors attached (SCM_RIGHTS) when given.
 * struct msghdr / iovec / cmsghdr as laid out on 64-bit Linux.
 */
export function sendMessage(fd: number, data: Uint8Array, fds: number[] = []): void {
  const iov = new BigUint64Array([BigInt(ptr(data)), BigInt(data.length)]);
  const controlLen = fds.length > 0 ? 16 + ((fds.length * 4 + 7) & ~7) : 0;
  const control = new Uint8Array(Math.max(controlLen, 8));
  if (fds.length > 0) {
    const view = new DataView(control.buffer);
    view.setBigUint64(0, BigInt(16 + fds.length * 4), true);
    view.setInt32(8, SOL_SOCKET, true);
    view.setInt32(12, SCM_RIGHTS, true);
    for (const [i, f] of fds.entries()) view.setInt32(16 + i * 4, f, true);
  }
  const header = new BigUint64Array(7);
  header[2] = BigInt(ptr(iov));
  header[3] = 1n;
  header[4] = controlLen > 0 ? BigInt(ptr(control)) : 0n;
  header[5] = BigInt(controlLen);
  if (libc.symbols.sendmsg(fd, ptr(header), MSG_NOSIGNAL) < 0n) throw lastError('sendmsg');
}

const MS_NOSUID = 2,
  MS_NODEV = 4,
  MS_REMOUNT = 32;
const MNT_DETACH = 2;
const cstr = (text: string) => Buffer.from(`${text}\0`);

/** Mounts a tmpfs with these options (e.g. "size=4096,nr_inodes=64,mode=0711") at `target`, or changes them (`remount`). */
export function mountTmpfs(target: string, options: string, remount = false): void {
  const flags = MS_NOSUID | MS_NODEV | (remount ? MS_REMOUNT : 0);
  const code = libc.symbols.mount(ptr(cstr('tmpfs')), ptr(cstr(target)), ptr(cstr('tmpfs')), flags, ptr(cstr(options)));
  if (code !== 0) throw lastError(`${remount ? 'remount' : 'mount'} tmpfs at ${target} (${options})`);
}

/** Detaches whatever is mounted at `target`; false when nothing was. */
export function detachMount(target: string): boolean {
  return libc.symbols.umount2(ptr(cstr(target)), MNT_DETACH) === 0;
}

const CLOCK_MONOTONIC = 1;
const timespec = new BigInt64Array(2);

/** CLOCK_MONOTONIC in µs: the clock the standby launcher stamps its reports with. */
export function monotonicUs(): number {
  libc.symbols.clock_gettime(CLOCK_MONOTONIC, ptr(timespec));
  return Number(timespec[0]!) * 1e6 + Number(timespec[1]!) / 1000;
}
