/**
 * cgroup v2 (the unified hierarchy under /sys/fs/cgroup): a `verdict-<pid>` group with the memory
 * and pids controllers delegated, one group per run below it.
 * Files: memory.max, memory.swap.max, memory.peak (falls back to memory.current sampled at the
 * end when the kernel has no memory.peak), memory.events (oom_kill), memory.oom.group, pids.max,
 * cpu.stat (usage_usec), cgroup.kill (falls back to killing cgroup.procs one by one).
 */
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  baseName,
  type CgroupDriver,
  type RunGroup,
  killPids,
  ownGroupPath,
  pidsIn,
  readKey,
  readNumber,
  removeGroupDir,
  removeStaleBases,
  sleep,
} from './cgroup.ts';

export const V2_ROOT = '/sys/fs/cgroup';
const NEEDED = ['memory', 'pids'];

function controllers(dir: string, file: 'cgroup.controllers' | 'cgroup.subtree_control'): string[] {
  return readFileSync(join(dir, file), 'utf8').trim().split(/\s+/).filter(Boolean);
}

function enable(dir: string): void {
  const missing = NEEDED.filter((c) => !controllers(dir, 'cgroup.subtree_control').includes(c));
  if (missing.length > 0) writeFileSync(join(dir, 'cgroup.subtree_control'), missing.map((c) => `+${c}`).join(' '));
}

const LEAF = 'judge';

/**
 * Prepares `<own group>/verdict-<pid>`. A group with processes in it cannot delegate controllers
 * ("no internal processes"; only the host's root group is exempt, not a container's), so when
 * enabling them fails the judge moves itself into a leaf `<own group>/judge` and tries again.
 * Throws with the reason when that is impossible (other processes in the group, no delegation).
 */
export function createV2Driver(): CgroupDriver {
  let own = join(V2_ROOT, ownGroupPath('') ?? '/');
  if (basename(own) === LEAF) own = dirname(own); // moved there by an earlier sandbox
  const available = controllers(own, 'cgroup.controllers');
  const absent = NEEDED.filter((c) => !available.includes(c));
  if (absent.length > 0) throw new Error(`cgroup v2 controllers ${absent.join(', ')} are not available in ${own}`);
  try {
    enable(own);
  } catch {
    const leaf = join(own, LEAF);
    mkdirSync(leaf, { recursive: true });
    writeFileSync(join(leaf, 'cgroup.procs'), String(process.pid));
    enable(own);
  }
  removeStaleBases(own);
  const base = join(own, baseName());
  mkdirSync(base, { recursive: true });
  enable(base);

  return {
    version: 'v2',
    groupDirs: (name) => [join(base, name)],
    keptDirs: () => [],
    descriptors: () => 0,
    async create(name, limits) {
      const dir = join(base, name);
      if (existsSync(dir)) {
        await killGroup(dir);
        await removeGroupDir(dir);
      }
      mkdirSync(dir);
      try {
        writeFileSync(join(dir, 'memory.max'), String(limits.memoryBytes));
        if (existsSync(join(dir, 'memory.swap.max'))) writeFileSync(join(dir, 'memory.swap.max'), '0');
        if (existsSync(join(dir, 'memory.oom.group'))) writeFileSync(join(dir, 'memory.oom.group'), '1');
        writeFileSync(join(dir, 'pids.max'), String(limits.processes));
      } catch (e) {
        await removeGroupDir(dir).catch(() => {});
        throw e;
      }
      return v2Group(dir);
    },
    close() {
      try {
        rmdirSync(base);
      } catch {
        // still used by another judge process on this host
      }
    },
  };
}

async function killGroup(dir: string): Promise<void> {
  const killFile = join(dir, 'cgroup.kill');
  for (let round = 0; ; round++) {
    const pids = pidsIn(join(dir, 'cgroup.procs'));
    if (pids.length === 0) return;
    if (round > 500) throw new Error(`processes ${pids.join(',')} survive SIGKILL`);
    if (existsSync(killFile)) writeFileSync(killFile, '1');
    else killPids(pids);
    await sleep(round < 10 ? 1 : 10);
  }
}

function v2Group(dir: string): RunGroup {
  const file = (f: string) => join(dir, f);
  const hasPeak = existsSync(file('memory.peak'));
  let procs = -1;
  return {
    join(pid) {
      writeFileSync(file('cgroup.procs'), String(pid));
    },
    procsFds() {
      if (procs < 0) procs = openSync(file('cgroup.procs'), constants.O_WRONLY | 0o2000000); // O_CLOEXEC
      return [procs];
    },
    usage() {
      return {
        cpuNs: readKey(file('cpu.stat'), 'usage_usec') * 1000,
        memoryPeakBytes: readNumber(file(hasPeak ? 'memory.peak' : 'memory.current')),
        oomKills: readKey(file('memory.events'), 'oom_kill'),
      };
    },
    killAll: () => killGroup(dir),
    remove() {
      if (procs >= 0) closeSync(procs);
      procs = -1;
      return removeGroupDir(dir);
    },
  };
}
