/**
 * The one interface through which the judge runs untrusted programs. Implementations live in
 * judge/sandbox/ and are the only code that spawns a user's (or a compiler's) process.
 * A program that misbehaves is a *result* (status); only a failure of the sandbox itself is
 * `status: 'internal'` with a reason.
 */
export interface RunLimits {
  /** CPU time limit in ms (user + system, all threads). */
  cpuMs: number;
  /** Wall clock limit in ms. */
  wallMs: number;
  /** Memory limit in bytes (peak of the cgroup). */
  memoryBytes: number;
  /** Stack limit in bytes (RLIMIT_STACK). */
  stackBytes: number;
  /** Maximum processes + threads. */
  processes: number;
  /** Maximum bytes of any file written, stdout included (RLIMIT_FSIZE). */
  outputBytes: number;
  /** Maximum open files (RLIMIT_NOFILE). */
  openFiles: number;
  /**
   * Bytes the program may add to its work dir, all files together (a size-limited tmpfs);
   * default: outputBytes plus the sandbox's margin. Filling it is an output limit.
   */
  diskBytes?: number;
}

/** A host directory made visible inside the sandbox. */
export interface Mount {
  hostPath: string;
  sandboxPath: string;
  writable?: boolean;
}

export interface RunSpec {
  /** argv[0] is an absolute path as seen inside the sandbox. */
  argv: string[];
  /** Host directory bound writable at /w inside the sandbox; the program's cwd. */
  workDir: string;
  env?: Record<string, string>;
  /** Host file fed to stdin; absent means /dev/null. */
  stdinFile?: string;
  /** Host file receiving stdout (size-limited by limits.outputBytes); absent means discarded. */
  stdoutFile?: string;
  /** Host file receiving stderr, truncated to stderrMaxBytes (default 64 KiB). */
  stderrFile?: string;
  stderrMaxBytes?: number;
  /** Extra read-only (unless writable) binds besides the toolchain directories. */
  mounts?: Mount[];
  limits: RunLimits;
  /** Aborting it kills the run's processes at once; the result is then `status: 'cancelled'`. */
  signal?: AbortSignal;
}

export type RunStatus =
  | 'exited' // ran to completion; look at exitCode
  | 'signaled' // killed by a signal it raised or received (segfault, abort, …)
  | 'cpu_limit'
  | 'wall_limit'
  | 'memory_limit'
  | 'output_limit'
  | 'cancelled' // stopped through RunSpec.signal
  | 'internal'; // the sandbox failed; `error` says why

/** Where the program's standard streams go: an open fd (closed by the caller) or nowhere. */
export interface Streams {
  stdin: number | 'ignore';
  stdout: number | 'ignore';
  stderr: number | 'ignore';
  /** Called once bwrap has been spawned (or could not be): the caller may close its copies. */
  afterSpawn?: () => void;
  /** Whether a size-limited output file reached limits.outputBytes; asked after the run. */
  outputFull?: () => boolean;
}

export interface RunResult {
  status: RunStatus;
  exitCode: number | null;
  signal: number | null;
  /** Measured CPU time in ms (from the cgroup when available). */
  cpuMs: number;
  wallMs: number;
  /** Peak memory in bytes. */
  memoryBytes: number;
  error?: string;
  /**
   * runPiped only: performance.now() when the judge saw this program end. Each program's output
   * pipe stays open until then, so the other one reads end of file only afterwards: of two
   * programs, the one with the smaller endedAt ended first, not because of the other.
   */
  endedAt?: number;
}

export interface SandboxInfo {
  cgroup: 'v1' | 'v2' | 'none';
  seccomp: boolean;
  /** Human-readable warnings, e.g. rlimit-only mode. */
  warnings: string[];
  /** The unprivileged uids of this sandbox's slots (no process of theirs but standbyPids outlives a run). */
  slotUids?: number[];
  /** The per-run cgroup directories of this sandbox's slots (none exists between runs). */
  runGroupDirs?: string[];
  /** The cgroup directories kept for the slots between runs (no process is in them between runs). */
  keptGroupDirs?: string[];
  /** Host pids of the slots' standby sandboxes (bwrap and its launcher), which outlive runs. */
  standbyPids?: number[];
  /** Processes inside standby sandboxes besides their launchers and prepared children (none exists between runs). */
  standbyLeftovers?: number[];
  /**
   * Host pids of the standbys' prepared children: forked by a launcher after a run, each waits in
   * the next run's groups (the only process in a per-run or kept group between runs).
   */
  standbyWaiting?: number[];
  /** Descriptors of this process held by the standby sandboxes (they outlive runs too). */
  standbyDescriptors?: number;
  /** Descriptors of this process held open for the slots' kept cgroups (they outlive runs too). */
  keptDescriptors?: number;
}

export interface Sandbox {
  info(): SandboxInfo;
  run(spec: RunSpec): Promise<RunResult>;
  /** Runs two programs with a's stdout connected to b's stdin and b's stdout to a's stdin (see RunResult.endedAt). */
  runPiped(a: RunSpec, b: RunSpec): Promise<[RunResult, RunResult]>;
  /**
   * Resolves once no run's clean-up is pending: a run's result is handed on before its copy of the
   * work dir and its cgroup are removed (its slot waits for that, not its caller).
   */
  settled?(): Promise<void>;
  /** Waits for running programs, then gives back the slots and removes the sandbox's cgroup dirs. */
  close(): Promise<void>;
}
