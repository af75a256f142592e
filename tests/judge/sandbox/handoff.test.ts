/**
 * A run sent straight to the prepared child: the launcher hears of it only when it ends, so a kill
 * names its run. A kill of a run that has ended never reaches the next run's child, a kill the
 * launcher handles before the child has read its run still stops it, and the wall limit still applies.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import type { RunResult, RunSpec, Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, closeWithPrograms, openFds, openWithPrograms, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'));
const SOURCES = {
  hello: { source: `${H}int main(){ puts("hello"); return 0; }` },
  /** Says it started, then sleeps 300 ms and exits 0. */
  napper: { source: `${H}int main(){ puts("started"); fflush(stdout); usleep(300000); puts("woke"); return 0; }` },
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, SOURCES));
});
afterAll(() => closeWithPrograms(sandbox, bin));

/**
 * An abort signal the test fires by hand: `aborted` answers `abortedFrom`-th read on (1: always), and
 * the run's listener is kept after the run has removed it, so it can be called once the run is over.
 */
function handSignal(abortedFrom = Number.POSITIVE_INFINITY): { signal: AbortSignal; fire: () => void } {
  let reads = 0;
  let listener: (() => void) | null = null;
  const signal = {
    get aborted() {
      return ++reads >= abortedFrom;
    },
    reason: 'cancel',
    addEventListener: (_: string, l: () => void) => {
      listener = l;
    },
    removeEventListener: () => {},
  } as unknown as AbortSignal;
  return { signal, fire: () => listener?.() };
}

async function run(name: string, over: Partial<RunSpec> = {}): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, name, over);
  const result = await sandbox.run(spec);
  const out = existsSync(spec.stdoutFile) ? readFileSync(spec.stdoutFile, 'utf8') : '';
  removeSpecFiles(spec);
  return { result, out };
}

/** The standby's launcher, once a prepared child waits for the next run. */
async function launcherWithChildWaiting(): Promise<number> {
  await sandbox.settled?.();
  const info = sandbox.info();
  expect(info.standbyWaiting).toHaveLength(1);
  return info.standbyPids?.[1] ?? 0;
}

test('a kill of a run that has ended reaches neither the child waiting next nor the run handed to it', async () => {
  for (let i = 0; i < 2; i++) await run('hello');
  const fds = openFds(sandbox);
  const earlier = handSignal();
  expect((await run('hello', { signal: earlier.signal })).out).toBe('hello\n');
  const launcher = await launcherWithChildWaiting();
  // Its kill arrives late, while the next child waits, then again while the next run runs.
  earlier.fire();
  const spec = specFor(bin, 'napper');
  const next = sandbox.run(spec);
  while (!(existsSync(spec.stdoutFile) && readFileSync(spec.stdoutFile, 'utf8').includes('started')))
    await Bun.sleep(5);
  earlier.fire();
  const result = await next;
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  expect([result.status, result.exitCode, out]).toEqual(['exited', 0, 'started\nwoke\n']);
  expect(await launcherWithChildWaiting()).toBe(launcher);
  expect(await assertClean(sandbox, fds)).toEqual([]);
});

/** The first field of /proc/<pid>/syscall while the launcher waits for a command or its child's end. */
const SYS_POLL = process.arch === 'arm64' ? '73' : '7';

/** Checks again every millisecond until `check` answers, however long a loaded host takes to get there. */
async function until<T>(check: () => T | undefined): Promise<T> {
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    await Bun.sleep(1);
  }
}

/** The launcher's voluntary context switches while it is blocked in poll(), else undefined. */
function switchesWhileWaiting(launcher: number): number | undefined {
  if (readFileSync(`/proc/${launcher}/syscall`, 'utf8').split(' ')[0] !== SYS_POLL) return undefined;
  const switches = Number(
    /voluntary_ctxt_switches:\s*(\d+)/.exec(readFileSync(`/proc/${launcher}/status`, 'utf8'))?.[1],
  );
  // Read again: still blocked in the same poll() when the figure was read.
  return readFileSync(`/proc/${launcher}/syscall`, 'utf8').split(' ')[0] === SYS_POLL ? switches : undefined;
}

/** The process's state letter (/proc/<pid>/stat): S sleeping, T stopped. */
const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];

test('a kill the launcher handles before the prepared child reads its run: the child sees it and never starts the program; the standby goes on', async () => {
  const launcher = await launcherWithChildWaiting();
  const [child] = sandbox.info().standbyWaiting ?? [];
  // Stopped, the child cannot read the run the judge sends it.
  process.kill(child!, 'SIGSTOP');
  await until(() => (stateOf(child!) === 'T' ? true : undefined));
  // The launcher has read every command so far; only the run's kill wakes it from here on.
  const before = await until(() => switchesWhileWaiting(launcher));
  // Not aborted when the sandbox looks before the run, aborted when it looks once the run is sent.
  const pending = run('napper', { signal: handSignal(2).signal });
  // Woken by the kill, the launcher has handled it and waits again: the child has taken no run yet.
  await until(() => {
    const now = switchesWhileWaiting(launcher);
    return now !== undefined && now > before ? now : undefined;
  });
  expect(stateOf(child!)).toBe('T');
  process.kill(child!, 'SIGCONT');
  const { result, out } = await pending;
  expect([result.status, out]).toEqual(['cancelled', '']);
  expect(await launcherWithChildWaiting()).toBe(launcher);
  expect((await run('hello')).out).toBe('hello\n');
});

test('a run handed to the prepared child is killed at its wall limit', async () => {
  const launcher = await launcherWithChildWaiting();
  const spec = specFor(bin, 'napper', { limits: { wallMs: 100 } });
  const result = await sandbox.run(spec);
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  expect([result.status, out]).toEqual(['wall_limit', 'started\n']);
  expect(await launcherWithChildWaiting()).toBe(launcher);
});

test('a prepared child killed from outside before its run: the launcher gives up, the run still gets its answer', async () => {
  const launcher = await launcherWithChildWaiting();
  const [child] = sandbox.info().standbyWaiting ?? [];
  process.kill(child!, 'SIGKILL');
  const { result, out } = await run('hello');
  expect([result.status, result.exitCode, out]).toEqual(['exited', 0, 'hello\n']);
  await sandbox.settled?.();
  expect(sandbox.info().standbyPids).not.toContain(launcher);
  // The slot's standby is replaced and prepares the next run's child again.
  for (let i = 0; i < 2; i++) expect((await run('hello')).out).toBe('hello\n');
  expect(await launcherWithChildWaiting()).toBeGreaterThan(0);
});
