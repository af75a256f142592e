/**
 * The cgroups a slot keeps between runs and the launcher's direct start: each run is counted and
 * limited on its own (CPU reset, the process limit of this run), the program joins its groups
 * through descriptors it never keeps, and a traced run reports its phases in the order they happen.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { type Phase, PHASES, tracePhases } from '../../../judge/sandbox/phases.ts';
import type { RunResult, Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, openFds, removeSpecFiles, specFor, openWithPrograms, closeWithPrograms } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = `${PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'))}#include <dirent.h>
`;
const SOURCES = {
  hello: PROGRAMS.hello,
  cpuBurn: PROGRAMS.cpuBurn,
  /** Starts up to 8 children that stay alive and prints how many it got. */
  forker: {
    source: `${H}int main(){ int n = 0; for (int i = 0; i < 8; i++) { pid_t p = fork(); if (p == 0) { for(;;) pause(); } if (p > 0) n++; }
  printf("children %d\\n", n); return 0; }`,
  },
  /** Prints every descriptor it holds besides its streams (and the one listing them). */
  descriptors: {
    source: `${H}int main(){ DIR *d = opendir("/proc/self/fd"); struct dirent *e; int own = dirfd(d), n = 0;
  while ((e = readdir(d))) { int fd = atoi(e->d_name); if (e->d_name[0] == '.' || fd <= 2 || fd == own) continue;
    char target[512] = {0}, path[64]; snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    readlink(path, target, sizeof target - 1); printf("fd %d %s\\n", fd, target); n++; }
  printf("extra %d\\n", n); return 0; }`,
  },
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, SOURCES));
});
afterAll(() => closeWithPrograms(sandbox, bin));

async function run(name: string, limits = {}): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, name, { limits });
  const result = await sandbox.run(spec);
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  return { result, out };
}

describe('cgroups kept per slot', () => {
  test('the CPU a run burned is not charged to the next run in the slot', async () => {
    await run('hello');
    const fds = openFds(sandbox);
    const burnt = await run('cpuBurn', { cpuMs: 400, wallMs: 10_000 });
    expect(burnt.result.status).toBe('cpu_limit');
    expect(burnt.result.cpuMs).toBeGreaterThanOrEqual(400);
    const next = await run('hello');
    expect(next.result.status).toBe('exited');
    // hello spends well under a millisecond of CPU; 400 ms and more would be the burner's.
    expect(next.result.cpuMs).toBeLessThan(200);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });

  test('each run gets its own process limit, whatever the run before had', async () => {
    const fds = openFds(sandbox);
    const counts: string[] = [];
    for (const processes of [4, 16, 4, 16]) {
      const { result, out } = await run('forker', { processes });
      expect(result.status).toBe('exited');
      counts.push(out.trim());
    }
    // 4 processes: the program and 3 children; 16: all 8 children.
    expect(counts).toEqual(['children 3', 'children 8', 'children 3', 'children 8']);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });

  test('the program holds no descriptor but its three streams (not the cgroup files it joined through)', async () => {
    await run('descriptors');
    const { result, out } = await run('descriptors');
    expect(result.status).toBe('exited');
    expect(out).toBe('extra 0\n');
  });

  test('a traced standby run reports its phases, the launcher’s among the judge’s, in the order they happen', async () => {
    await run('hello');
    const traced: Map<Phase, number>[] = [];
    tracePhases((spans) => traced.push(spans));
    try {
      await run('hello');
    } finally {
      tracePhases(null);
    }
    expect(traced).toHaveLength(1);
    const order = [...traced[0]!.keys()];
    // The spans come out sorted by when each ended: launcher stamps converted to the judge's clock
    // fall between the judge's own marks exactly where they happened.
    expect(order).toEqual(PHASES.filter((p) => order.includes(p)));
    // A run after another is sent straight to the prepared child where there is one (cgroup v1).
    const start = order.includes('command to prepared child')
      ? (['command to prepared child', 'child: limits, streams'] as const)
      : (['command to launcher', 'launcher: check + fork', 'child: limits, streams, cgroup join'] as const);
    for (const phase of [
      'copy-in',
      'move into home',
      ...start,
      'program: exec → exit',
      'launcher: kill(-1) + reap',
      'report to judge',
      'move out of home',
      'copy-out',
    ] as const)
      expect(order).toContain(phase);
  });
});
