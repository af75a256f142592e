/**
 * The seccomp filter every sandboxed program runs under, compiled once at start-up with the
 * system's libseccomp and handed to bwrap (`--seccomp FD`) as raw BPF.
 * Everything is allowed except system calls that reach outside the sandbox or the kernel's
 * attack surface; `clone3` answers ENOSYS so that thread libraries fall back to `clone`.
 */
import { dlopen, FFIType, ptr } from 'bun:ffi';
import { closeSync, readFileSync } from 'node:fs';

/** Denied with EPERM. Names unknown to this libseccomp or architecture are skipped. */
export const DENIED_SYSCALLS = [
  'ptrace',
  'process_vm_readv',
  'process_vm_writev',
  'kcmp',
  'pidfd_getfd',
  'mount',
  'umount2',
  'pivot_root',
  'chroot',
  'move_mount',
  'open_tree',
  'fsopen',
  'fsconfig',
  'fsmount',
  'fspick',
  'mount_setattr',
  'setns',
  'unshare',
  'keyctl',
  'add_key',
  'request_key',
  'bpf',
  'perf_event_open',
  'userfaultfd',
  'fanotify_init',
  'io_uring_setup',
  'io_uring_enter',
  'io_uring_register',
  'kexec_load',
  'kexec_file_load',
  'init_module',
  'finit_module',
  'delete_module',
  'reboot',
  'swapon',
  'swapoff',
  'acct',
  'quotactl',
  'quotactl_fd',
  'syslog',
  'vhangup',
  'open_by_handle_at',
  'name_to_handle_at',
  'lookup_dcookie',
  'settimeofday',
  'clock_settime',
  'clock_adjtime',
  'adjtimex',
  'sethostname',
  'setdomainname',
  'iopl',
  'ioperm',
  'uselib',
  'nfsservctl',
] as const;

const SCMP_ACT_ALLOW = 0x7fff0000;
const SCMP_ACT_ERRNO = (errno: number) => 0x00050000 | (errno & 0xffff);
const EPERM = 1;
const ENOSYS = 38;
const MFD_CLOEXEC = 1;

function cstr(s: string): Uint8Array {
  return new TextEncoder().encode(`${s}\0`);
}

/** Builds the filter and returns its BPF program (a multiple of 8 bytes). */
export function buildSeccompFilter(): Uint8Array {
  const lib = dlopen('libseccomp.so.2', {
    seccomp_init: { args: [FFIType.u32], returns: FFIType.ptr },
    seccomp_release: { args: [FFIType.ptr], returns: FFIType.void },
    seccomp_syscall_resolve_name: { args: [FFIType.ptr], returns: FFIType.i32 },
    seccomp_rule_add_array: {
      args: [FFIType.ptr, FFIType.u32, FFIType.i32, FFIType.u32, FFIType.ptr],
      returns: FFIType.i32,
    },
    seccomp_export_bpf: { args: [FFIType.ptr, FFIType.i32], returns: FFIType.i32 },
  });
  const libc = dlopen('libc.so.6', {
    memfd_create: { args: [FFIType.ptr, FFIType.u32], returns: FFIType.i32 },
  });
  const s = lib.symbols;
  const ctx = s.seccomp_init(SCMP_ACT_ALLOW);
  if (ctx === null) throw new Error('seccomp_init failed');
  try {
    const rule = (name: string, action: number) => {
      const nr = s.seccomp_syscall_resolve_name(ptr(cstr(name)));
      if (nr < 0) return; // not a system call on this architecture
      const rc = s.seccomp_rule_add_array(ctx, action, nr, 0, null);
      if (rc !== 0) throw new Error(`seccomp_rule_add(${name}) failed: ${rc}`);
    };
    for (const name of DENIED_SYSCALLS) rule(name, SCMP_ACT_ERRNO(EPERM));
    rule('clone3', SCMP_ACT_ERRNO(ENOSYS));
    const fd = libc.symbols.memfd_create(ptr(cstr('verdict-seccomp')), MFD_CLOEXEC);
    if (fd < 0) throw new Error('memfd_create failed');
    try {
      const rc = s.seccomp_export_bpf(ctx, fd);
      if (rc !== 0) throw new Error(`seccomp_export_bpf failed: ${rc}`);
      const bpf = new Uint8Array(readFileSync(`/proc/self/fd/${fd}`));
      if (bpf.length === 0 || bpf.length % 8 !== 0) throw new Error(`bad BPF length ${bpf.length}`);
      return bpf;
    } finally {
      closeSync(fd);
    }
  } finally {
    s.seccomp_release(ctx);
    lib.close();
    libc.close();
  }
}
