/**
 * The prepared child of a standby: after a run the launcher forks a child that joins the next
 * run's cgroups and waits. Nothing of the run before may reach it (it is forked only once that run
 * is killed and reaped), it waits in the slot's groups only while its own standby is the slot's
 * next, and the run handed to it is counted and limited as any other.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { RunResult, Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, compileAll, openFds, removeSpecFiles, specFor, tempDir } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'));
const SOURCES = {
  hello: { source: `${H}int main(){ puts("hello"); return 0; }` },
  /**
   * Leaves a daemon that kills every other process it can see in the sandbox, for ever; it spares
   * the program that started it, which would otherwise be killed before it exits whenever the
   * daemon is scheduled first.
   */
  hunter: {
    source: `${H}int main(){ pid_t program = getpid(); if (fork() == 0) { setsid(); if (fork() == 0) {
    for (;;) for (int pid = 2; pid < 4096; pid++) if (pid != getpid() && pid != program) kill(pid, SIGKILL); } _exit(0); }
  puts("hunting"); return 0; }`,
  },
  /** Touches 32 MB. */
  memory32: PROGRAMS.memory32,
  /** Starts up to 8 children that stay alive and prints how many it got. */
  forker: {
    source: `${H}int main(){ int n = 0; for (int i = 0; i < 8; i++) { pid_t p = fork(); if (p == 0) { for(;;) pause(); } if (p > 0) n++; }
  printf("children %d\\n", n); return 0; }`,
  },
};

let sandbox: Sandbox;
let bin: string;
/** A second set of mounts: runs with it get a standby of their own in the same slot. */
let other: string;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 1 });
  bin = await compileAll(SOURCES);
  other = tempDir('other');
});
afterAll(async () => {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

async function run(name: string, limits = {}, extraMount = false): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, name, { limits });
  if (extraMount) spec.mounts = [...(spec.mounts ?? []), { hostPath: other, sandboxPath: '/other' }];
  const result = await sandbox.run(spec);
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  return { result, out };
}

/** The prepared children once the runs' clean-up is done, with the pids in the slot's run group. */
async function waiting(): Promise<{ pids: number[]; inGroup: number[] }> {
  await sandbox.settled?.();
  const info = sandbox.info();
  const inGroup = (info.runGroupDirs ?? []).flatMap((dir) => {
    try {
      return readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return { pids: info.standbyWaiting ?? [], inGroup };
}

describe('prepared child', () => {
  test('after a run a prepared child waits in the next run’s group, and the next run is handed to it', async () => {
    for (let i = 0; i < 2; i++) await run('hello');
    const before = await waiting();
    expect(before.pids).toHaveLength(1);
    expect(before.inGroup).toEqual(before.pids);
    const { result, out } = await run('hello');
    expect([result.status, result.exitCode, out]).toEqual(['exited', 0, 'hello\n']);
    const after = await waiting();
    expect(after.pids).toHaveLength(1);
    // The child that waited became the program; a new one waits for the next run.
    expect(after.pids[0]).not.toBe(before.pids[0]);
  });

  test('a daemon the run before left to kill every process it sees never meets the prepared child', async () => {
    // The first run of these mounts goes to a one-shot bwrap, the next to their standby.
    for (let i = 0; i < 2; i++) await run('hello');
    await sandbox.settled?.();
    const fds = openFds(sandbox);
    // The same standby throughout: a prepared child the daemon reached would fail its run's hand-off
    // (the run then goes to a one-shot bwrap and the standby is replaced).
    const launchers = sandbox.info().standbyPids;
    for (let i = 0; i < 3; i++) {
      const hunt = await run('hunter');
      expect([hunt.result.status, hunt.out]).toEqual(['exited', 'hunting\n']);
      const next = await run('hello');
      expect([next.result.status, next.result.exitCode, next.out, next.result.error]).toEqual([
        'exited',
        0,
        'hello\n',
        undefined,
      ]);
    }
    expect(sandbox.info().standbyPids).toEqual(launchers);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });

  test('a prepared child of another standby of the slot does not count against the run’s process limit', async () => {
    for (let i = 0; i < 2; i++) await run('hello');
    expect((await waiting()).pids).toHaveLength(1);
    const counts: string[] = [];
    // The first run with the other mounts goes to a one-shot bwrap, the next ones to their standby.
    for (let i = 0; i < 3; i++) {
      const { result, out } = await run('forker', { processes: 4 }, true);
      expect(result.status).toBe('exited');
      counts.push(out.trim());
      await run('hello');
    }
    expect(counts).toEqual(['children 3', 'children 3', 'children 3']);
  });

  test('runs handed to prepared children back to back each get their own memory limit and peak', async () => {
    const MB = 1 << 20;
    const statuses: string[] = [];
    // The child for each run is prepared with the limits of the run before; each run has its own.
    for (const memoryMb of [24, 64, 24, 24, 64, 64, 24]) {
      const { result } = await run('memory32', { memoryBytes: memoryMb * MB });
      statuses.push(`${memoryMb} ${result.status}`);
      if (result.status === 'exited') expect(result.memoryBytes).toBeGreaterThanOrEqual(32 * MB);
    }
    expect(statuses).toEqual([
      '24 memory_limit',
      '64 exited',
      '24 memory_limit',
      '24 memory_limit',
      '64 exited',
      '64 exited',
      '24 memory_limit',
    ]);
    // The peak of the run before is not the next run's.
    const { result } = await run('hello', { memoryBytes: 64 * MB });
    expect([result.status, result.memoryBytes < 16 * MB]).toEqual(['exited', true]);
  });

  test('the run handed to a prepared child is counted on its own: CPU, memory and the process limit', async () => {
    await run('hello');
    const { result, out } = await run('forker', { processes: 4 });
    expect([result.status, out]).toEqual(['exited', 'children 3\n']);
    expect(result.cpuMs).toBeLessThan(200);
    expect(result.memoryBytes).toBeGreaterThan(0);
    const { result: more, out: moreOut } = await run('forker', { processes: 16 });
    expect([more.status, moreOut]).toEqual(['exited', 'children 8\n']);
  });
});
