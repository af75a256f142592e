/**
 * run() and runPiped(): the files and pipes around runProgram. stdout and stderr go to files
 * opened here (never following a symlink), limited by RLIMIT_FSIZE; stderr is cut to
 * stderrMaxBytes afterwards.
 */
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync } from 'node:fs';
import { closeFd, makePipe } from './libc.ts';
import { startClock } from './phases.ts';
import { type Engine, type Later, runProgram, settle } from './run-program.ts';
import type { SlotPool } from './slots.ts';
import type { RunResult, RunSpec, Streams } from './types.ts';

const DEFAULT_STDERR_MAX = 64 * 1024;
const WRITE_FLAGS = constants.O_RDWR | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;

function internal(error: string): RunResult {
  return { status: 'internal', exitCode: null, signal: null, cpuMs: 0, wallMs: 0, memoryBytes: 0, error };
}

/** Opens the spec's stderr (and, unless piped, stdin/stdout) files. */
function openFiles(spec: RunSpec, piped: boolean) {
  const fds: number[] = [];
  const open = (path: string | undefined, flags: number): number | 'ignore' => {
    if (!path) return 'ignore';
    const fd = openSync(path, flags, 0o644);
    fds.push(fd);
    return fd;
  };
  try {
    const stdin = piped ? 'ignore' : open(spec.stdinFile, constants.O_RDONLY);
    const stdout = piped ? 'ignore' : open(spec.stdoutFile, WRITE_FLAGS);
    const stderr = open(spec.stderrFile, WRITE_FLAGS);
    const full = (fd: number | 'ignore') => fd !== 'ignore' && fstatSync(fd).size >= spec.limits.outputBytes;
    /** Cuts stderr to its maximum: before the result is handed on. */
    const trim = () => {
      if (stderr !== 'ignore') {
        const max = spec.stderrMaxBytes ?? DEFAULT_STDERR_MAX;
        if (fstatSync(stderr).size > max) ftruncateSync(stderr, max);
      }
    };
    const close = () => {
      for (const fd of fds.splice(0)) closeSync(fd);
    };
    const done = () => {
      trim();
      close();
    };
    /** bwrap's own complaint, if it wrote one to the program's stderr. */
    const bwrapMessage = () => {
      if (stderr === 'ignore') return '';
      const buf = Buffer.alloc(1024);
      const text = buf.subarray(0, readSync(stderr, buf, 0, buf.length, 0)).toString();
      return /^bwrap: .*/m.exec(text)?.[0] ?? '';
    };
    return { stdin, stdout, stderr, outputFull: () => full(stdout) || full(stderr), trim, close, done, bwrapMessage };
  } catch (e) {
    for (const fd of fds) closeSync(fd);
    throw e;
  }
}

export async function runSingle(engine: Engine, pool: SlotPool, spec: RunSpec): Promise<RunResult> {
  const clock = startClock();
  let files: ReturnType<typeof openFiles>;
  try {
    files = openFiles(spec, false);
  } catch (e) {
    return internal(`cannot open the program's files: ${(e as Error).message}`);
  }
  clock.mark('open streams');
  const [slot] = await pool.acquire(1);
  clock.mark('slot');
  const later: Later = [];
  try {
    const result = await runProgram(engine, slot!, spec, files, clock, later);
    if (result.status === 'internal') result.error = [result.error, files.bwrapMessage()].filter(Boolean).join(': ');
    files.trim();
    clock.mark('close streams');
    return result;
  } finally {
    clock.done();
    // The result is the caller's now; the slot goes to the next run once the run's leftovers are gone.
    later.push(files.close);
    afterwards(engine, later, () => pool.release(slot!));
  }
}

/**
 * Settles a run's remaining work in the background, then `release`s; the sandbox's close waits for it.
 * It starts on the event loop's next turn: begun at once, its first steps (reading and removing
 * the run's group, making the next one) ran in the microtasks ahead of the caller's, before the
 * caller had its result.
 */
function afterwards(engine: Engine, later: Later, release: () => void): void {
  const next = new Promise<void>((go) => setImmediate(go));
  const done = next
    .then(() => settle(later))
    .finally(() => {
      engine.settling.delete(done);
      release();
    });
  engine.settling.add(done);
}

/**
 * a's stdout feeds b's stdin and b's stdout feeds a's stdin; each runs in its own slot. The
 * judge keeps its copy of each program's output pipe open until that program's run has ended,
 * so the other reads end of file only after it: which one ended first is exact (endedAt).
 */
export async function runPair(engine: Engine, pool: SlotPool, a: RunSpec, b: RunSpec): Promise<[RunResult, RunResult]> {
  let fa: ReturnType<typeof openFiles> | undefined;
  let fb: ReturnType<typeof openFiles>;
  try {
    fa = openFiles(a, true);
    fb = openFiles(b, true);
  } catch (e) {
    fa?.done();
    const r = internal(`cannot open the programs' files: ${(e as Error).message}`);
    return [r, r];
  }
  const [aToB, bToA] = [makePipe(), makePipe()];
  const slots = await pool.acquire(2);
  const once = (fds: number[]) => {
    let done = false;
    return () => {
      if (!done) for (const fd of fds) closeFd(fd);
      done = true;
    };
  };
  const streamsA: Streams = { ...fa, stdin: bToA[0], stdout: aToB[1], afterSpawn: once([bToA[0]]) };
  const streamsB: Streams = { ...fb, stdin: aToB[0], stdout: bToA[1], afterSpawn: once([aToB[0]]) };
  const [outA, outB] = [once([aToB[1]]), once([bToA[1]])];
  const ended =
    (closeOutput: () => void) =>
    (r: RunResult): RunResult => {
      const endedAt = performance.now();
      closeOutput();
      return { ...r, endedAt };
    };
  const later: Later = [];
  try {
    return await Promise.all([
      runProgram(engine, slots[0]!, a, streamsA, undefined, later).then(ended(outA)),
      runProgram(engine, slots[1]!, b, streamsB, undefined, later).then(ended(outB)),
    ]);
  } finally {
    streamsA.afterSpawn!();
    streamsB.afterSpawn!();
    outA();
    outB();
    fa.trim();
    fb.trim();
    later.push(fa.close, fb.close);
    afterwards(engine, later, () => pool.release(...slots));
  }
}
