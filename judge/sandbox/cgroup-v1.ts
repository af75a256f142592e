/**
 * cgroup v1: the memory, cpuacct and pids hierarchies, each with a `verdict-<pid>` directory under
 * the judge's own group and one group per run below it.
 * Files: memory.limit_in_bytes, memory.memsw.limit_in_bytes (when swap accounting exists),
 * memory.max_usage_in_bytes, memory.oom_control (oom_kill), cpuacct.usage, pids.max.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
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
  removeGroupDir,
  removeStaleBases,
  sleep,
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

  return {
    version: 'v1',
    groupDirs: (name) => CONTROLLERS.map((c) => join(bases[c], name)),
    async create(name, limits) {
      const dirs = {} as Record<Controller, string>;
      for (const c of CONTROLLERS) dirs[c] = join(bases[c], name);
      const group = v1Group(dirs, hasSwap);
      try {
        for (const c of CONTROLLERS) {
          if (existsSync(dirs[c])) {
            killPids(pidsIn(join(dirs[c], 'cgroup.procs')));
            await removeGroupDir(dirs[c]);
          }
          mkdirSync(dirs[c]);
        }
        const mem = (f: string) => join(dirs.memory, f);
        writeFileSync(mem('memory.limit_in_bytes'), String(limits.memoryBytes));
        if (hasSwap) writeFileSync(mem('memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
        writeFileSync(join(dirs.pids, 'pids.max'), String(limits.processes));
        return group;
      } catch (e) {
        await group.remove().catch(() => {});
        throw e;
      }
    },
    close() {
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

function v1Group(dirs: Record<Controller, string>, hasSwap: boolean): RunGroup {
  const mem = (f: string) => join(dirs.memory, f);
  return {
    join(pid) {
      for (const c of CONTROLLERS) writeFileSync(join(dirs[c], 'cgroup.procs'), String(pid));
    },
    usage() {
      const peak = readNumber(mem(hasSwap ? 'memory.memsw.max_usage_in_bytes' : 'memory.max_usage_in_bytes'));
      return {
        cpuNs: readNumber(join(dirs.cpuacct, 'cpuacct.usage')),
        memoryPeakBytes: peak,
        oomKills: readKey(mem('memory.oom_control'), 'oom_kill'),
      };
    },
    async killAll() {
      for (let round = 0; ; round++) {
        const pids = CONTROLLERS.flatMap((c) => pidsIn(join(dirs[c], 'cgroup.procs')));
        if (pids.length === 0) return;
        if (round > 500) throw new Error(`processes ${pids.join(',')} survive SIGKILL`);
        killPids(pids);
        await sleep(round < 10 ? 1 : 10);
      }
    },
    async remove() {
      const failures: unknown[] = [];
      for (const c of CONTROLLERS) await removeGroupDir(dirs[c]).catch((e) => failures.push(e));
      if (failures.length > 0) throw failures[0];
    },
  };
}
