/**
 * cgroup v1: the memory, cpuacct and pids hierarchies, each with a `verdict-<pid>` directory under
 * the judge's own group. The memory group is made for each run and removed after it (a memory
 * group kept between runs would carry the page cache a run charged to it, its output for one, into
 * the next run's peak and limit). The cpuacct and pids groups carry nothing over: they are made
 * once per slot and kept, their counter reset before each run (cpuacct.usage), their limit written
 * only when it changes (pids.max), their files kept open.
 * Files: memory.limit_in_bytes, memory.memsw.limit_in_bytes (when swap accounting exists),
 * memory.max_usage_in_bytes, memory.oom_control (oom_kill), cpuacct.usage, pids.max.
 */
import {
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  baseName,
  type CgroupDriver,
  type RunGroup,
  killPids,
  ownGroupPath,
  pidsIn,
  readKey,
  readNumber,
  readOpen,
  removeGroupDir,
  removeStaleBases,
  sleep,
  writeOpen,
} from './cgroup.ts';

const CONTROLLERS = ['memory', 'cpuacct', 'pids'] as const;
type Controller = (typeof CONTROLLERS)[number];

/** Mount points of v1 hierarchies by controller name, from /proc/self/mountinfo. */
export function v1Mounts(): Partial<Record<Controller, string>> {
  const found: Partial<Record<Controller, string>> = {};
  for (const line of readFileSync('/proc/self/mountinfo', 'utf8').split('\n')) {
    const [left, right] = line.split(' - ');
    if (!left || !right) continue;
    const [fstype, , superOpts = ''] = right.split(' ');
    if (fstype !== 'cgroup') continue;
    const mountPoint = left.split(' ')[4];
    for (const c of CONTROLLERS) if (mountPoint && superOpts.split(',').includes(c)) found[c] ??= mountPoint;
  }
  return found;
}

/** Throws with the reason when v1 cannot be used here. */
export function createV1Driver(): CgroupDriver {
  const mounts = v1Mounts();
  const bases = {} as Record<Controller, string>;
  for (const c of CONTROLLERS) {
    const mount = mounts[c];
    const own = ownGroupPath(c);
    if (!mount || own === undefined) throw new Error(`cgroup v1 controller ${c} is not mounted`);
    removeStaleBases(join(mount, own));
    bases[c] = join(mount, own, baseName());
    mkdirSync(bases[c], { recursive: true });
  }
  const hasSwap = existsSync(join(bases.memory, 'memory.memsw.limit_in_bytes'));
  const kept = new Map<string, Kept>();

  return {
    version: 'v1',
    groupDirs: (name) => [join(bases.memory, name)],
    keptDirs: (name) => [join(bases.cpuacct, name), join(bases.pids, name)],
    descriptors: () => [...kept.values()].reduce((n, k) => n + k.descriptors, 0),
    async create(name, limits, ahead = false) {
      let slot = kept.get(name);
      if (!slot) {
        slot = await keep(join(bases.cpuacct, name), join(bases.pids, name));
        kept.set(name, slot);
      }
      const runName = join(bases.memory, name);
      const memory = ahead ? `${runName}${SPARE}` : runName;
      try {
        await makeFresh(memory);
        writeFileSync(join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
        if (hasSwap) writeFileSync(join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
        slot.reset(limits.processes);
      } catch (e) {
        await removeGroupDir(memory).catch(() => {});
        kept.delete(name);
        slot.close();
        throw e;
      }
      return v1Group(memory, runName, slot, hasSwap, limits.memoryBytes, () => kept.delete(name));
    },
    close() {
      for (const slot of kept.values()) slot.close();
      kept.clear();
      for (const c of CONTROLLERS) {
        try {
          rmdirSync(bases[c]);
        } catch {
          // still used by another judge process on this host
        }
      }
    },
  };
}

/** Makes `dir` a new, empty group: one a killed run left is emptied and removed first. */
async function makeFresh(dir: string): Promise<void> {
  try {
    mkdirSync(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    killPids(pidsIn(join(dir, 'cgroup.procs')));
    await removeGroupDir(dir);
    mkdirSync(dir);
  }
}

/** The suffix of a slot's memory group made ahead, beside the one of the run in progress. */
const SPARE = '-next';

const OPEN = constants.O_RDWR | 0o2000000; // O_CLOEXEC: no program inherits them

/** A slot's cpuacct and pids groups, kept between its runs with their files open. */
interface Kept {
  procs: number[];
  /** The groups' cgroup.procs paths, for reading. */
  procsPaths: string[];
  descriptors: number;
  cpuUsage: number;
  /** Resets the CPU counter and sets pids.max for the next run. */
  reset(processes: number): void;
  /** Sets pids.max for the next run (written only when it changes). */
  limitProcesses(processes: number): void;
  /** Resets the CPU counter. */
  resetCpu(): void;
  /** Kills what is in the groups, removes them and closes their files. */
  close(): void;
}

async function keep(cpuacct: string, pids: string): Promise<Kept> {
  await makeFresh(cpuacct);
  await makeFresh(pids);
  const fds: number[] = [];
  const open = (path: string) => {
    const fd = openSync(path, OPEN);
    fds.push(fd);
    return fd;
  };
  try {
    const procs = [open(join(cpuacct, 'cgroup.procs')), open(join(pids, 'cgroup.procs'))];
    const cpuUsage = open(join(cpuacct, 'cpuacct.usage'));
    const pidsMax = open(join(pids, 'pids.max'));
    let processes = -1;
    const limitProcesses = (limit: number) => {
      if (limit !== processes) writeOpen(pidsMax, String(limit));
      processes = limit;
    };
    const resetCpu = () => writeOpen(cpuUsage, '0');
    return {
      procs,
      procsPaths: [join(cpuacct, 'cgroup.procs'), join(pids, 'cgroup.procs')],
      cpuUsage,
      descriptors: fds.length,
      reset(limit) {
        resetCpu();
        limitProcesses(limit);
      },
      limitProcesses,
      resetCpu,
      close() {
        for (const fd of fds.splice(0)) closeSync(fd);
        for (const dir of [cpuacct, pids]) {
          killPids(pidsIn(join(dir, 'cgroup.procs')));
          try {
            rmdirSync(dir);
          } catch {
            // a process still leaving: the next start-up removes the directory
          }
        }
      },
    };
  } catch (e) {
    for (const fd of fds) closeSync(fd);
    throw e;
  }
}

function v1Group(
  madeAt: string,
  runName: string,
  slot: Kept,
  hasSwap: boolean,
  memoryBytes: number,
  forget: () => void,
): RunGroup {
  let memory = madeAt;
  const mem = (f: string) => join(memory, f);
  const peakName = hasSwap ? 'memory.memsw.max_usage_in_bytes' : 'memory.max_usage_in_bytes';
  let memoryProcs = -1;
  const open: number[] = [];
  const openOnce = (path: string) => {
    const fd = openSync(path, OPEN);
    open.push(fd);
    return fd;
  };
  const procsFds = () => {
    if (memoryProcs < 0) memoryProcs = openOnce(mem('cgroup.procs'));
    return [memoryProcs, ...slot.procs];
  };
  let limit = memoryBytes;
  let peakFd = -1;
  /** fresh: made; primed: counters reset with the prepared child waiting in the group; taken: retargeted for its run. */
  let counters: 'fresh' | 'primed' | 'taken' = 'fresh';
  // What the waiting child touched before the run is not the program's peak, nor its CPU the program's time.
  const resetCounters = () => {
    if (peakFd >= 0) writeOpen(peakFd, '0');
    else writeFileSync(mem(peakName), '0');
    slot.resetCpu();
  };
  // Read through a new descriptor each time: a v1 cgroup.procs read again through the same open
  // file may be served from a list cached for a second, and polling keeps that list alive.
  const pidsNow = () => [mem('cgroup.procs'), ...slot.procsPaths].flatMap(pidsIn);
  return {
    join(pid) {
      for (const fd of procsFds()) writeOpen(fd, String(pid));
    },
    procsFds,
    descriptors: () => open.length,
    accountingFds: () => {
      peakFd = openOnce(mem(peakName));
      return [peakFd, openOnce(mem('memory.oom_control')), slot.cpuUsage];
    },
    retarget(limits) {
      // memsw may never be below the memory limit: lowered after it, raised before it.
      const files = [mem('memory.limit_in_bytes'), ...(hasSwap ? [mem('memory.memsw.limit_in_bytes')] : [])];
      if (limits.memoryBytes !== limit) {
        for (const f of limits.memoryBytes < limit ? files : files.reverse())
          writeFileSync(f, String(limits.memoryBytes));
        limit = limits.memoryBytes;
      }
      slot.limitProcesses(limits.processes);
      // Counters not reset while the child waited (prime()) are reset now.
      if (counters !== 'primed') resetCounters();
      counters = 'taken';
    },
    prime() {
      if (counters !== 'fresh') return;
      resetCounters();
      counters = 'primed';
    },
    usage() {
      const peak = readNumber(mem(peakName));
      return {
        cpuNs: Number(readOpen(slot.cpuUsage).trim()),
        memoryPeakBytes: peak,
        oomKills: readKey(mem('memory.oom_control'), 'oom_kill'),
      };
    },
    promote() {
      if (memory === runName) return;
      renameSync(memory, runName);
      memory = runName;
    },
    async release() {
      await killUntilEmpty(() => pidsIn(mem('cgroup.procs')));
      for (const fd of open.splice(0)) closeSync(fd);
      memoryProcs = -1;
      await removeGroupDir(memory);
    },
    killAll: () => killUntilEmpty(pidsNow),
    async remove() {
      // Processes still in the kept groups (a run that failed half-way): they are removed too.
      const stray = slot.procsPaths.some((path) => pidsIn(path).length > 0);
      for (const fd of open.splice(0)) closeSync(fd);
      memoryProcs = -1;
      if (stray) {
        forget();
        slot.close();
      }
      await removeGroupDir(memory);
    },
  };
}

/** Kills what `pidsOf` lists until it lists nothing. */
async function killUntilEmpty(pidsOf: () => number[]): Promise<void> {
  for (let round = 0; ; round++) {
    const pids = pidsOf();
    if (pids.length === 0) return;
    if (round > 500) throw new Error(`processes ${pids.join(',')} survive SIGKILL`);
    killPids(pids);
    await sleep(round < 10 ? 1 : 10);
  }
}
