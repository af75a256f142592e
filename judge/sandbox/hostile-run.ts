/**
 * Runs the hostile table against a sandbox and checks, beside each status, that the host is
 * untouched: nothing printed ESCAPED, no process of the sandbox's uids and no per-run cgroup dir of
 * its slots is left (nor a process in the cgroups kept per slot), canary processes of the same uids survive, the secret files are unchanged and
 * the host's TCP listener saw no connection.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pidsIn } from './cgroup.ts';
import { HOSTILE_CASES, HOSTILE_LIMITS, type HostileCase } from './hostile-cases.ts';
import type { RunLimits, RunResult, Sandbox } from './types.ts';

export interface HostileOutcome {
  name: string;
  behaved: boolean;
  detail: string;
}

/** Compiles `source` to `exe` (host paths); the default compiles with gcc inside the sandbox. */
export type CompileC = (sourcePath: string, exePath: string, libs: string[]) => Promise<void>;

const SECRET = 'verdict-secret-do-not-leak';

/**
 * Host processes whose real uid is one of `uids`. Zombies are skipped: they run nothing, and a
 * host init that does not reap (some container inits) keeps them for ever.
 */
export function processesOf(uids: number[]): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (uids.includes(uid) && !/^State:\s+Z/m.test(status)) found.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return found;
}

/** What a sandbox leaves behind between runs (once their clean-up is done): processes of its uids and per-run cgroup dirs. */
export async function leftovers(sandbox: Sandbox): Promise<string[]> {
  await sandbox.settled?.();
  const info = sandbox.info();
  const standby = new Set([...(info.standbyPids ?? []), ...(info.standbyWaiting ?? [])]);
  const problems = processesOf(info.slotUids ?? [])
    .filter((pid) => !standby.has(pid))
    .map((pid) => `process ${pid} of a slot uid`);
  for (const pid of info.standbyLeftovers ?? []) problems.push(`process ${pid} left in a standby sandbox`);
  // Between runs a group holds at most a standby's prepared child (forked after the run was reaped).
  const waiting = new Set(info.standbyWaiting ?? []);
  const strays = (dir: string) => pidsIn(join(dir, 'cgroup.procs')).filter((pid) => !waiting.has(pid));
  for (const dir of info.runGroupDirs ?? []) {
    if (!existsSync(dir)) continue;
    const pids = pidsIn(join(dir, 'cgroup.procs'));
    if (waiting.size === 0 || pids.some((pid) => !waiting.has(pid)))
      problems.push(`cgroup dir ${dir} (${pids.join(',')})`);
  }
  for (const dir of info.keptGroupDirs ?? [])
    for (const pid of strays(dir)) problems.push(`process ${pid} left in cgroup ${dir}`);
  return problems;
}

export function sandboxCompiler(sandbox: Sandbox): CompileC {
  return async (source, exe, libs) => {
    const dir = join(source, '..');
    const name = (p: string) => `/w/${p.slice(dir.length + 1)}`;
    const r = await sandbox.run({
      argv: ['/usr/bin/gcc', '-O1', '-o', name(exe), name(source), ...libs],
      workDir: dir,
      limits: { ...HOSTILE_LIMITS, cpuMs: 20_000, wallMs: 40_000, memoryBytes: 512 << 20, outputBytes: 64 << 20 },
    });
    if (r.status !== 'exited' || r.exitCode !== 0)
      throw new Error(`gcc failed: ${r.status} ${r.exitCode ?? ''} ${r.error ?? ''}`);
  };
}

interface Host {
  root: string;
  dataDir: string;
  dbPath: string;
  peerDir: string;
  port: number;
  connections: () => number;
  stop: () => void;
}

function prepareHost(workRoot: string): Host {
  mkdirSync(workRoot, { recursive: true });
  const root = mkdtempSync(join(workRoot, 'hostile-'));
  chmodSync(root, 0o711);
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const dbPath = join(dataDir, 'verdict.db');
  writeFileSync(dbPath, SECRET, { mode: 0o600 });
  const peerDir = join(root, 'peer');
  mkdirSync(peerDir);
  let connections = 0;
  const server = Bun.listen({
    hostname: '127.0.0.1',
    port: 0,
    socket: { open: () => void connections++, data: () => {} },
  });
  return {
    root,
    dataDir,
    dbPath,
    peerDir,
    port: server.port,
    connections: () => connections,
    stop: () => server.stop(true),
  };
}

async function runCase(sandbox: Sandbox, c: HostileCase, host: Host, compile: CompileC): Promise<HostileOutcome> {
  const dir = join(host.root, c.name);
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'prog.c'), c.source);
  await compile(join(dir, 'prog.c'), join(dir, 'prog'), c.libs ?? []);
  const limits: RunLimits = { ...HOSTILE_LIMITS, ...c.limits };
  const canaries = c.canary
    ? (sandbox.info().slotUids ?? []).map((uid) =>
        Bun.spawn(['/bin/sleep', '60'], { uid, gid: uid, stdio: ['ignore', 'ignore', 'ignore'] }),
      )
    : [];
  const peer: Promise<RunResult> | null = c.peer
    ? sandbox.run({ argv: ['/bin/sh', '-c', `echo ${SECRET} > /w/secret.txt; sleep 1`], workDir: host.peerDir, limits })
    : null;
  if (peer) await Bun.sleep(100);
  const mounts =
    c.mount === 'data'
      ? [{ hostPath: host.dataDir, sandboxPath: '/data' }]
      : c.mount === 'etc'
        ? [{ hostPath: '/etc', sandboxPath: '/hostetc' }]
        : [];
  const stdoutFile = join(host.root, `${c.name}.out`);
  const result = await sandbox.run({
    argv: ['/w/prog', host.dbPath, host.peerDir, String(host.port)],
    workDir: dir,
    mounts,
    limits,
    stdoutFile,
    stderrFile: join(host.root, `${c.name}.err`),
  });
  await peer;
  const stdout = readFileSync(stdoutFile, 'utf8').slice(0, 4096);
  const problems: string[] = [];
  if (!c.expect.includes(result.status))
    problems.push(
      `status ${result.status} (expected ${c.expect.join(' or ')})${result.error ? `: ${result.error}` : ''}`,
    );
  if (stdout.includes('ESCAPED') || stdout.includes(SECRET)) problems.push(stdout.trim().split('\n')[0] ?? 'ESCAPED');
  const extra = c.check?.(stdout, limits);
  if (extra) problems.push(extra);
  for (const p of canaries)
    if (p.exitCode !== null || p.signalCode !== null) problems.push(`canary process ${p.pid} was killed`);
  for (const p of canaries) p.kill('SIGKILL');
  await Promise.all(canaries.map((p) => p.exited));
  problems.push(...(await leftovers(sandbox)));
  if (readFileSync(host.dbPath, 'utf8') !== SECRET) problems.push('the database file changed');
  if (host.connections() > 0) problems.push('the host listener was reached');
  for (const f of ['/pwned', '/usr/pwned', '/etc/pwned']) if (existsSync(f)) problems.push(`${f} exists on the host`);
  const measured = `${result.status}${result.signal ? ` ${result.signal}` : ''}${result.exitCode !== null ? ` code ${result.exitCode}` : ''}, ${result.cpuMs.toFixed(0)} ms`;
  return {
    name: c.name,
    behaved: problems.length === 0,
    detail: problems.length ? problems.join('; ') : `${measured}: ${c.why}`,
  };
}

/** Runs every hostile case (or those named) and reports each; cleans up its files. */
export async function runHostileCases(
  sandbox: Sandbox,
  workRoot: string,
  opts: { compile?: CompileC; only?: string[] } = {},
): Promise<HostileOutcome[]> {
  const host = prepareHost(workRoot);
  const compile = opts.compile ?? sandboxCompiler(sandbox);
  const outcomes: HostileOutcome[] = [];
  try {
    for (const c of HOSTILE_CASES) {
      if (opts.only && !opts.only.includes(c.name)) continue;
      try {
        outcomes.push(await runCase(sandbox, c, host, compile));
      } catch (e) {
        outcomes.push({ name: c.name, behaved: false, detail: `could not run: ${(e as Error).message}` });
      }
    }
  } finally {
    host.stop();
    rmSync(host.root, { recursive: true, force: true });
  }
  return outcomes;
}
