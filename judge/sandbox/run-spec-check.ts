/** A run's spec checked before anything is staged (run-program.ts): its program and mounts exist and bwrap can reach them. */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RunSpec } from './types.ts';

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
    if ((statSync(p).mode & 0o001) === 0)
      throw new Error(`${dir} is not reachable by the sandbox users: ${p} lacks o+x`);
    if (p === '/') return;
  }
}

/**
 * The work dir is copied in by the judge (work-disk.ts): the sandbox's users never reach it, it
 * only has to exist (a program found in it proves that). The mounts are bound by bwrap as the
 * slot's user.
 */
export function checkSpec(spec: RunSpec): void {
  if (!spec.argv[0]?.startsWith('/')) throw new Error(`argv[0] must be an absolute path: ${spec.argv[0]}`);
  for (const m of spec.mounts ?? []) checkReachable(m.hostPath);
  const host = hostPathOf(spec);
  if (host !== null && existsSync(host)) {
    if (host.startsWith(`${spec.workDir}/`) || existsSync(spec.workDir)) return;
  } else if (host !== null && existsSync(spec.workDir)) {
    throw new Error(`program ${spec.argv[0]} does not exist`);
  } else if (host === null && existsSync(spec.workDir)) return;
  throw new Error(`${spec.workDir} does not exist`);
}
