import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { RunResult, RunSpec, Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, compileAll, LIMITS, MB, openFds, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

let sandbox: Sandbox;
let bin: string;
let fdsBefore = 0;
const specs: RunSpec[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 2 });
  bin = await compileAll(PROGRAMS);
  await sandbox.run(track(specFor(bin, 'exit42'))); // first run opens what the runtime keeps open
});
afterAll(async () => {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
});
beforeEach(() => {
  fdsBefore = openFds(sandbox);
});
afterEach(async () => {
  for (const s of specs.splice(0)) removeSpecFiles(s);
  expect(await assertClean(sandbox, fdsBefore)).toEqual([]);
});

function track<T extends RunSpec>(spec: T): T {
  specs.push(spec);
  return spec;
}

type Name = keyof typeof PROGRAMS;
interface Case {
  name: string;
  program: Name;
  args?: string[];
  over?: Parameters<typeof specFor>[2];
  expect: Partial<RunResult>;
  check?: (r: RunResult, stdout: string, spec: ReturnType<typeof specFor>) => void;
}

const cases: Case[] = [
  {
    name: 'normal exit with stdout',
    program: 'hello',
    expect: { status: 'exited', exitCode: 0, signal: null },
    check: (_r, out) => expect(out).toBe('hello world\n'),
  },
  { name: 'exit code', program: 'exit42', expect: { status: 'exited', exitCode: 42 } },
  // A one-shot bwrap reports exit(137) as its own 128 + 9; a standby's launcher knows the difference.
  {
    name: 'exit(137) is not mistaken for a limit',
    program: 'exit137',
    expect: {},
    check: (r) => expect(['exited 137', 'signaled 9']).toContain(`${r.status} ${r.exitCode ?? r.signal}`),
  },
  { name: 'segfault', program: 'segfault', expect: { status: 'signaled', signal: 11, exitCode: null } },
  { name: 'abort', program: 'abort', expect: { status: 'signaled', signal: 6 } },
  {
    name: 'environment is the given one',
    program: 'env',
    over: { env: { FOO: 'bar' } },
    expect: { status: 'exited', exitCode: 0 },
    check: (_r, out) => expect(out).toBe('bar /w\n'),
  },
  {
    name: 'CPU burn',
    program: 'cpuBurn',
    over: { limits: { wallMs: 30_000 } },
    expect: { status: 'cpu_limit' },
    check: (r) => expect(r.cpuMs).toBeGreaterThanOrEqual(LIMITS.cpuMs),
  },
  {
    name: 'sleep forever',
    program: 'sleepForever',
    over: { limits: { wallMs: 500 } },
    expect: { status: 'wall_limit' },
    check: (r) => expect(r.cpuMs).toBeLessThan(100),
  },
  {
    name: 'memory bomb',
    program: 'memoryBomb',
    expect: { status: 'memory_limit' },
    check: (r) => expect(r.memoryBytes).toBeGreaterThan(60 * MB),
  },
  {
    name: 'memory within the limit is measured',
    program: 'memory32',
    expect: { status: 'exited', exitCode: 0 },
    check: (r) => {
      expect(r.memoryBytes).toBeGreaterThan(32 * MB);
      expect(r.memoryBytes).toBeLessThan(40 * MB);
    },
  },
  {
    name: 'infinite stdout',
    program: 'infiniteStdout',
    expect: { status: 'output_limit' },
    check: (_r, _o, spec) => expect(statSync(spec.stdoutFile).size).toBe(LIMITS.outputBytes),
  },
  {
    name: 'stderr is cut at stderrMaxBytes',
    program: 'stderr100k',
    over: { stderrMaxBytes: 1000 },
    expect: { status: 'exited', exitCode: 0 },
    check: (_r, _o, spec) => expect(statSync(spec.stderrFile).size).toBe(1000),
  },
  {
    name: 'stack recursion within the stack limit',
    program: 'stack',
    args: ['48'],
    over: { limits: { stackBytes: 64 * MB, memoryBytes: 128 * MB } },
    expect: { status: 'exited', exitCode: 0 },
  },
  {
    name: 'stack recursion over the stack limit',
    program: 'stack',
    args: ['16'],
    expect: { status: 'signaled', signal: 11 },
  },
  {
    name: 'fork bomb is contained',
    program: 'forkBomb',
    over: { limits: { wallMs: 30_000 } },
    expect: { exitCode: null },
    check: (r) => expect(['cpu_limit', 'memory_limit']).toContain(r.status),
  },
  {
    name: 'thread bomb is contained by the process limit',
    program: 'threadBomb',
    expect: { status: 'exited', exitCode: 0 },
    check: (_r, out) => expect(Number(out)).toBeLessThanOrEqual(LIMITS.processes),
  },
  {
    name: 'open files are limited',
    program: 'openFiles',
    expect: { status: 'exited', exitCode: 0 },
    check: (_r, out) => expect(Number(out)).toBe(LIMITS.openFiles - 3),
  },
];

describe('sandbox run', () => {
  test.each(cases)('$name', async (c) => {
    const spec = track(specFor(bin, c.program, c.over));
    spec.argv.push(...(c.args ?? []));
    const input = join(spec.workDir, 'input.txt');
    writeFileSync(input, 'world\n');
    const result = await sandbox.run({ ...spec, stdinFile: input });
    expect(result).toMatchObject(c.expect);
    c.check?.(result, readFileSync(spec.stdoutFile, 'utf8'), spec);
  });

  test('a missing program is an internal failure with the reason', async () => {
    const spec = track(specFor(bin, 'no-such-program'));
    spec.argv = ['/w/no-such-program'];
    const result = await sandbox.run(spec);
    expect(result.status).toBe('internal');
    expect(result.error).toContain('no-such-program');
  });

  test('concurrent runs use different slots and both finish', async () => {
    const [a, b] = [track(specFor(bin, 'hello')), track(specFor(bin, 'hello'))];
    for (const s of [a, b]) writeFileSync(join(s.workDir, 'in'), 'x\n');
    const results = await Promise.all(
      [a, b, a].map((s, i) =>
        sandbox.run({ ...s, stdinFile: join(s.workDir, 'in'), stdoutFile: `${s.stdoutFile}${i}` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['exited', 'exited', 'exited']);
    for (const i of [0, 2]) rmSync(`${a.stdoutFile}${i}`);
    rmSync(`${b.stdoutFile}1`);
  });

  test('runPiped connects the two programs both ways', async () => {
    const [a, b] = [track(specFor(bin, 'asker')), track(specFor(bin, 'echoer'))];
    const [ra, rb] = await sandbox.runPiped(a, b);
    expect([ra.status, ra.exitCode, rb.status, rb.exitCode]).toEqual(['exited', 0, 'exited', 0]);
  });
});
