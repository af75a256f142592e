/**
 * `verdict serve` as a child process, for the tests and benchmarks that need a real server: the
 * binary or the source tree, on a loopback port, waited for until it prints the address it listens
 * at (and, when asked, a later line such as the super admin's password). Its stdout keeps being
 * read afterwards, so the server never blocks on a full pipe.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The checkout, where `bun src/main.ts` runs. */
export const CHECKOUT = join(import.meta.dir, '../..');
/** Runs Verdict from the source tree (with cwd CHECKOUT). */
export const FROM_SOURCE = ['bun', 'src/main.ts'];

export interface ServeOptions {
  /** A built binary, or a command that runs Verdict such as FROM_SOURCE. */
  command: string | string[];
  dataDir: string;
  /** 0 (the default): a port the system picks, read from the address printed. */
  port?: number;
  /** Options after serve's own (--workers, --log-level …). */
  args?: string[];
  /** Variables added to this process's environment. */
  env?: Record<string, string>;
  cwd?: string;
  /** 'inherit' (the default) shows the server's warnings; 'pipe' leaves them for the caller to read. */
  stderr?: 'inherit' | 'pipe';
  /** A line printed after the address that the caller needs too; its match is returned. */
  waitFor?: RegExp;
  /** Called with the process as soon as it is spawned (to read a piped stderr from the start, to keep it for cleaning up). */
  onSpawn?: (proc: Served['proc']) => void;
}

export interface Served {
  proc: Bun.Subprocess<'ignore', 'pipe', 'inherit' | 'pipe'>;
  /** http://127.0.0.1:port, without a trailing slash. */
  base: string;
  /** The match of `waitFor`, when given. */
  found: RegExpMatchArray | null;
}

/** Reads the process's stdout until `pattern` matches, then keeps draining it in the background. */
export async function readStdoutUntil(proc: Bun.Subprocess<'ignore', 'pipe'>, pattern: RegExp, what = 'the process') {
  const reader = proc.stdout.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      const code = await proc.exited;
      throw new Error(`${what} exited (${proc.signalCode ?? code}) before printing ${pattern}:\n${text}`);
    }
    text += new TextDecoder().decode(value);
    const m = text.match(pattern);
    if (!m) continue;
    void (async () => {
      while (!(await reader.read()).done);
    })();
    return m;
  }
}

const ADDRESS = /running at (http:\/\/[^/\s]+)\//;

/** Starts `verdict serve --data <dataDir> --port <port> --host 127.0.0.1 …` and waits until it listens. */
export async function serveBinary(o: ServeOptions): Promise<Served> {
  mkdirSync(o.dataDir, { recursive: true });
  const proc = Bun.spawn(
    [
      ...[o.command].flat(),
      'serve',
      '--data',
      o.dataDir,
      '--port',
      String(o.port ?? 0),
      '--host',
      '127.0.0.1',
      ...(o.args ?? []),
    ],
    {
      cwd: o.cwd,
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: o.stderr ?? 'inherit',
      env: { ...process.env, ...o.env },
    },
  );
  o.onSpawn?.(proc);
  // The address first, then the line asked for (printed after it).
  const pattern = o.waitFor ? new RegExp(`${ADDRESS.source}[\\s\\S]*?${o.waitFor.source}`) : ADDRESS;
  const m = await readStdoutUntil(proc, pattern, 'the server');
  const found = o.waitFor ? (m[0].match(o.waitFor) ?? null) : null;
  return { proc, base: m[1]!, found };
}
