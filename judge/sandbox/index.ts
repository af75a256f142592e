/**
 * createSandbox(): the bubblewrap + cgroups + rlimits + seccomp sandbox. See README.md.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { DEFAULT_TOOLCHAIN_DIRS, toolchainArgs } from './bwrap-args.ts';
import type { CgroupDriver } from './cgroup.ts';
import { createV1Driver, v1Mounts } from './cgroup-v1.ts';
import { createV2Driver, V2_ROOT } from './cgroup-v2.ts';
import { runPair, runSingle } from './run-files.ts';
import type { Engine } from './run-program.ts';
import { buildSeccompFilter } from './seccomp.ts';
import { becomeSubreaper } from './libc.ts';
import { SlotPool } from './slots.ts';
import { buildLauncher } from './launcher-build.ts';
import { StandbyPool } from './standby-pool.ts';
import { DEFAULT_DISK_MARGIN_BYTES, WorkDisks } from './work-disk.ts';
import type { RunResult, Sandbox, SandboxInfo } from './types.ts';
import { isStorageFull } from '../../src/contract/storage-full.ts';

export interface SandboxOptions {
  /** Concurrent runs (default: number of CPUs). */
  slots?: number;
  /** Host directories bound read-only at the same path (default: DEFAULT_TOOLCHAIN_DIRS). */
  toolchainDirs?: string[];
  /** Where slot lock files and the staged /etc live (default /run/verdict-sandbox). */
  stateDir?: string;
  /** false: do not use cgroups even where they work (rlimit-only mode, with its warning). */
  cgroups?: boolean;
  /** false: one bwrap per run, never a standby sandbox per slot (standby.ts). */
  standby?: boolean;
  /** What a run may write in its work dir beyond its output limit (default 16 MiB; see work-disk.ts). */
  diskMarginBytes?: number;
}

function detectCgroups(warnings: string[], wanted: boolean): CgroupDriver | null {
  try {
    if (!wanted) throw new Error('disabled by configuration');
    if (existsSync(`${V2_ROOT}/cgroup.controllers`)) return createV2Driver();
    if (v1Mounts().memory) return createV1Driver();
    throw new Error('no cgroup v1 or v2 hierarchy with the memory controller is mounted');
  } catch (e) {
    warnings.push(
      `CGROUPS UNAVAILABLE (${(e as Error).message}): rlimit-only mode. Memory is limited by RLIMIT_AS ` +
        '(Java cannot run), CPU time by RLIMIT_CPU per process in whole seconds, processes by RLIMIT_NPROC; ' +
        'memory and CPU figures are approximate. Run the judge as root on a host with cgroups.',
    );
    return null;
  }
}

function buildSeccomp(warnings: string[]): Uint8Array | null {
  try {
    return buildSeccompFilter();
  } catch (e) {
    warnings.push(`SECCOMP UNAVAILABLE (${(e as Error).message}): programs may call ptrace, mount, bpf, …`);
    return null;
  }
}

/** Sandboxes still open when the process exits give back their slots and files then. */
const atExit = new Set<() => void>();
process.once('exit', () => {
  for (const release of atExit) {
    try {
      release();
    } catch {
      // best effort while exiting
    }
  }
});

/** Staged /etc copies of judge processes that died without closing their sandbox. */
function removeStaleStages(stateDir: string): void {
  for (const name of readdirSync(stateDir)) {
    const pid = Number(/^etc-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(stateDir, name), { recursive: true, force: true });
    }
  }
}

/** The standby pool, or null (one bwrap per run) when its launcher cannot be built here. */
async function startStandbyPool(
  stateDir: string,
  toolchain: string[],
  seccomp: Uint8Array | null,
): Promise<StandbyPool | null> {
  try {
    return new StandbyPool(toolchain, await buildLauncher(stateDir), seccomp);
  } catch (e) {
    console.warn(`[sandbox] no standby sandboxes, one bwrap per run: ${(e as Error).message}`);
    return null;
  }
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  if (process.getuid?.() !== 0) throw new Error('the sandbox needs root (cgroups and one uid per slot)');
  if (!Bun.which('bwrap')) throw new Error('bubblewrap (bwrap) is not installed');
  const warnings: string[] = [];
  becomeSubreaper();
  const driver = detectCgroups(warnings, options.cgroups ?? true);
  const seccomp = buildSeccomp(warnings);
  const stateDir = options.stateDir ?? '/run/verdict-sandbox';
  const pool = new SlotPool(stateDir, options.slots ?? availableParallelism());
  removeStaleStages(stateDir);
  const etcStage = join(stateDir, `etc-${process.pid}-${pool.all[0]!.index}`);
  rmSync(etcStage, { recursive: true, force: true });
  mkdirSync(etcStage, { mode: 0o755 });
  const toolchain = toolchainArgs(options.toolchainDirs ?? DEFAULT_TOOLCHAIN_DIRS, etcStage);
  const standby = options.standby === false ? null : await startStandbyPool(stateDir, toolchain, seccomp);
  const nullFd = openSync('/dev/null', 'r+');
  const release = () => {
    standby?.close();
    disks.close();
    pool.close();
    driver?.close();
    closeSync(nullFd);
    rmSync(etcStage, { recursive: true, force: true });
  };
  atExit.add(release);
  const disks = new WorkDisks(stateDir, pool.all);
  const engine: Engine = {
    driver,
    seccomp,
    toolchain,
    standby,
    nullFd,
    disks,
    diskMarginBytes: options.diskMarginBytes ?? DEFAULT_DISK_MARGIN_BYTES,
    settling: new Set(),
  };
  const info = (): SandboxInfo => ({
    cgroup: driver?.version ?? 'none',
    seccomp: seccomp !== null,
    warnings,
    slotUids: pool.all.map((s) => s.uid),
    runGroupDirs: driver ? pool.all.flatMap((s) => driver.groupDirs(s.group)) : [],
    keptGroupDirs: driver ? pool.all.flatMap((s) => driver.keptDirs(s.group)) : [],
    standbyPids: standby?.pids() ?? [],
    standbyLeftovers: standby?.leftovers() ?? [],
    standbyWaiting: standby?.waitingPids() ?? [],
    standbyDescriptors: standby?.descriptors() ?? 0,
    keptDescriptors: driver?.descriptors() ?? 0,
  });
  for (const w of info().warnings) console.warn(`[sandbox] ${w}`);
  let active = 0;
  let closed = false;
  const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (closed) throw new Error('sandbox is closed');
    active++;
    try {
      return await fn();
    } finally {
      active--;
    }
  };
  const settled = async () => {
    while (engine.settling.size > 0) await Promise.all([...engine.settling]);
  };
  return {
    info,
    settled,
    run: (spec) => guard(async () => unlessDiskFull(await runSingle(engine, pool, spec))),
    runPiped: (a, b) => guard(async () => unlessDiskFull(await runPair(engine, pool, a, b))),
    async close() {
      closed = true;
      while (active > 0) await Bun.sleep(5);
      await settled();
      await standby?.closeAll();
      atExit.delete(release);
      release();
    },
  };
}

/**
 * A run the sandbox could not finish because the host's disk is full (copying the work dir back
 * failed with ENOSPC) tells nothing about the program: it throws, so no verdict is made of it
 * and the attempt is judged again once there is room.
 */
function unlessDiskFull<T extends RunResult | [RunResult, RunResult]>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    if (r.status === 'internal' && isStorageFull({ message: r.error }))
      throw Object.assign(new Error(`the disk is full: ${r.error}`), { code: 'ENOSPC' });
  }
  return result;
}

export type { Sandbox, RunSpec, RunResult, RunLimits, RunStatus, SandboxInfo, Mount } from './types.ts';
