/**
 * The bwrap command line. The program sees: the toolchain directories read-only (top-level
 * symlinks such as /bin → usr/bin recreated as symlinks), its own /proc, a minimal read-only
 * /dev, size-limited tmpfs at /tmp and /dev/shm, the work directory writable at /w, and nothing else of the host.
 * All namespaces are new (no network, no view of other processes); user namespaces are disabled
 * inside; the program gets a new session (no terminal to inject into).
 */
import { cpSync, existsSync, lstatSync, readlinkSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RunSpec } from './types.ts';

export const DEFAULT_TOOLCHAIN_DIRS = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc/alternatives',
  '/etc/java-17-openjdk',
  '/etc/ld.so.cache',
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/fpc.cfg',
  '/etc/localtime',
];

/** fpc reads /etc/fpc-<version>.cfg besides /etc/fpc.cfg. */
function versionedConfigs(): string[] {
  try {
    return readdirSync('/etc')
      .filter((n) => /^fpc-[\d.]+\.cfg$/.test(n))
      .map((n) => `/etc/${n}`);
  } catch {
    return [];
  }
}

/**
 * Mount arguments for the toolchain directories that exist on this host. Entries under /etc are
 * copied once into `etcStage` (symlinks kept as symlinks) which is bound as the sandbox's /etc:
 * one mount instead of one per entry, and nothing else of the host's /etc is visible.
 */
export function toolchainArgs(dirs: string[], etcStage: string): string[] {
  const args: string[] = [];
  let etc = false;
  for (const dir of [...dirs, ...versionedConfigs()]) {
    if (!existsSync(dir)) continue;
    if (dir.startsWith('/etc/')) {
      cpSync(dir, join(etcStage, dir.slice('/etc/'.length)), {
        recursive: true,
        verbatimSymlinks: true,
        preserveTimestamps: true,
      });
      etc = true;
    } else if (lstatSync(dir).isSymbolicLink() && dir.split('/').length === 2) {
      args.push('--symlink', readlinkSync(dir), dir);
    } else {
      args.push('--ro-bind', dir, dir);
    }
  }
  if (etc) args.push('--ro-bind', etcStage, '/etc');
  return args;
}

/** A minimal /dev: the harmless character devices, the usual symlinks, a tmpfs /dev/shm. */
function devArgs(shmBytes: number, mqueue: boolean): string[] {
  const args = ['--tmpfs', '/dev'];
  for (const d of ['null', 'zero', 'full', 'random', 'urandom']) args.push('--dev-bind', `/dev/${d}`, `/dev/${d}`);
  args.push('--symlink', '/proc/self/fd', '/dev/fd');
  for (const [i, n] of ['stdin', 'stdout', 'stderr'].entries())
    args.push('--symlink', `/proc/self/fd/${i}`, `/dev/${n}`);
  args.push('--size', String(shmBytes), '--tmpfs', '/dev/shm');
  if (mqueue) args.push('--mqueue', '/dev/mqueue');
  args.push('--remount-ro', '/dev');
  return args;
}

export const FD = { info: 3, block: 4, seccomp: 5 } as const;

export const BASE_ENV: Record<string, string> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/w',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
};

/** Namespaces, toolchain, /proc, /dev and /tmp: what every sandbox has. */
function commonArgs(toolchain: string[], tmpBytes: number, mqueue: boolean): string[] {
  return [
    'bwrap',
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--hostname',
    'sandbox',
    ...toolchain,
    '--proc',
    '/proc',
    ...devArgs(tmpBytes, mqueue),
    '--size',
    String(tmpBytes),
    '--tmpfs',
    '/tmp',
  ];
}

function mountArgs(mounts: RunSpec['mounts']): string[] {
  return (mounts ?? []).flatMap((m) => [m.writable ? '--bind' : '--ro-bind', m.hostPath, m.sandboxPath]);
}

export function bwrapArgs(toolchain: string[], spec: RunSpec, tmpBytes: number, seccomp: boolean): string[] {
  const args = [...commonArgs(toolchain, tmpBytes, false), '--bind', spec.workDir, '/w', ...mountArgs(spec.mounts)];
  args.push('--remount-ro', '/', '--chdir', '/w', '--clearenv');
  for (const [k, v] of Object.entries({ ...BASE_ENV, ...spec.env })) args.push('--setenv', k, v);
  args.push('--info-fd', String(FD.info), '--block-fd', String(FD.block));
  if (seccomp) args.push('--seccomp', String(FD.seccomp));
  args.push('--', ...spec.argv);
  return args;
}

/** Where a standby sandbox sees its home directory; /w is a symlink to the run's dir inside. */
export const STANDBY_HOME = '/.slot';
/** Where the launcher binary is bound inside a standby sandbox. */
export const STANDBY_LAUNCHER = '/.launcher';

/**
 * A standby sandbox (standby.ts): the same view, plus the slot's home at /.slot (/w → .slot/w),
 * the launcher at /.launcher as the pid namespace's first process, and /dev/mqueue so the launcher
 * can empty it between runs. Ends with `--`: the launcher's path follows.
 */
export function standbyArgs(
  toolchain: string[],
  home: string,
  launcher: string,
  mounts: RunSpec['mounts'],
  tmpBytes: number,
  seccomp: boolean,
): string[] {
  const args = [
    ...commonArgs(toolchain, tmpBytes, true),
    '--bind',
    home,
    STANDBY_HOME,
    '--symlink',
    `${STANDBY_HOME.slice(1)}/w`,
    '/w',
  ];
  args.push('--ro-bind', launcher, STANDBY_LAUNCHER, ...mountArgs(mounts));
  args.push('--remount-ro', '/', '--chdir', '/', '--clearenv', '--as-pid-1');
  if (seccomp) args.push('--seccomp', String(FD.seccomp));
  args.push('--');
  return args;
}
