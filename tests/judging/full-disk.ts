// A small filesystem of its own for a data directory (a tmpfs mounted on a temp dir; we are root),
// filled up to the last byte and freed again, and a real `verdict serve` process using it.
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig } from '../../src/config.ts';
import { saveProblem } from '../../src/domain/problems/save-problem.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { buildDeps } from '../../src/server.ts';
import { createUser } from '../helpers/factories.ts';
import { FROM_SOURCE, type Served, serveBinary } from '../helpers/serve-binary.ts';
import { seedHeaders } from '../helpers/shared-headers.ts';

const ROOT = join(import.meta.dir, '../..');
/** A generous bound on every wait, so a broken server fails the test with what it waited for. */
const LIMIT_MS = 120_000;

export interface SmallDisk extends Disposable {
  dir: string;
  /** Writes a filler file until the disk refuses more. */
  fill(): void;
  /** Writes a filler file until no more than `bytes` are left free. */
  fillTo(bytes: number): void;
  /** Removes the filler. */
  free(): void;
}

/** A tmpfs of `mb` MB mounted on a fresh temp dir, or the reason it cannot be mounted here. */
export function mountSmallDisk(mb: number): SmallDisk | string {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-fulldisk-'));
  const mounted = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', `size=${mb}m,mode=0755`, 'tmpfs', dir]);
  if (mounted.exitCode !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs (${mounted.stderr.toString().trim() || `exit ${mounted.exitCode}`}): this test needs root`;
  }
  chmodSync(dir, 0o755);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) writeSync(fd, block);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
      }
      // The last, smaller pieces too: nothing is left.
      try {
        for (;;) writeSync(fd, block.subarray(0, 512));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e;
      } finally {
        closeSync(fd);
      }
    },
    fillTo(bytes) {
      const fd = openSync(filler, 'a');
      try {
        for (let left = statfsSync(dir).bavail * statfsSync(dir).bsize - bytes; left > 0; left -= 64 * 1024)
          writeSync(fd, Buffer.alloc(Math.min(left, 64 * 1024), 1));
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    [Symbol.dispose]() {
      Bun.spawnSync(['umount', '-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts `<dataDir>/judge` (or only its cache) on the big disk, so only
 * what the test means to fill is on the small one. The tests' precompiled headers are hard-linked in
 * (no space, no rebuild: tests/helpers/shared-headers.ts); returns the directory to remove afterwards.
 */
export async function judgeDirElsewhere(dataDir: string, sub: 'judge' | 'cache'): Promise<string> {
  const outside = mkdtempSync(join(tmpdir(), 'verdict-judge-dir-'));
  chmodSync(outside, 0o755);
  const cache = sub === 'judge' ? join(outside, 'cache') : outside;
  mkdirSync(cache, { recursive: true });
  await seedHeaders(cache);
  if (sub === 'judge') symlinkSync(outside, join(dataDir, 'judge'));
  else {
    mkdirSync(join(dataDir, 'judge'), { recursive: true });
    symlinkSync(outside, join(dataDir, 'judge', 'cache'));
  }
  return outside;
}

export interface Server {
  proc: Served['proc'];
  base: string;
  /** Everything the process wrote to stderr (warnings and errors of the log) so far. */
  log(): string;
  /** Waits until the log has a line matching `re`. */
  waitLog(re: RegExp): Promise<void>;
}

/** Starts `bun src/main.ts serve` on `dataDir` and waits until it listens; its stderr is kept for `log` and `waitLog`. */
export async function startServer(dataDir: string, workers = 2): Promise<Server> {
  let errors = '';
  const waiters: (() => void)[] = [];
  const readErrors = (proc: Server['proc']) =>
    void (async () => {
      const reader = (proc.stderr as ReadableStream<Uint8Array>).getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        errors += new TextDecoder().decode(r.value);
        for (const w of waiters.splice(0)) w();
      }
    })();
  const { proc, base } = await serveBinary({
    command: FROM_SOURCE,
    cwd: ROOT,
    dataDir,
    args: ['--workers', String(workers)],
    env: { VERDICT_LOG_LEVEL: 'warn' },
    stderr: 'pipe',
    onSpawn: readErrors,
  }).catch((e: Error) => {
    throw new Error(`${e.message}\n${errors}`);
  });
  return {
    proc,
    base,
    log: () => errors,
    async waitLog(re) {
      const deadline = Date.now() + LIMIT_MS;
      while (!re.test(errors)) {
        if (proc.exitCode !== null)
          throw new Error(`the server exited (${proc.exitCode}) while waiting for ${re}:\n${errors}`);
        if (Date.now() > deadline) throw new Error(`no log line ${re} within ${LIMIT_MS / 1000} s:\n${errors}`);
        // Woken by the next line, or after a second to look at the clock again.
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 1000);
        });
      }
    },
  };
}

/** Polls `read` (every 100 ms) until it returns something other than undefined (at most LIMIT_MS). */
export async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  server?: Server,
): Promise<T> {
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${LIMIT_MS / 1000} s${server ? `:\n${server.log()}` : ''}`);
    if (server && server.proc.exitCode !== null)
      throw new Error(`the server exited (${server.proc.exitCode}) while waiting for ${what}:\n${server.log()}`);
    await Bun.sleep(100);
  }
}

/** Calls the API as the browser does (JSON, English answers). */
export async function api(
  base: string,
  path: string,
  init: { token?: string; json?: unknown; method?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = { 'Accept-Language': init.lang ?? 'en-US' };
  if (init.token) headers.Authorization = init.token;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const env = (await res.json().catch(() => null)) as { status: number; msg: string; data: any } | null;
  return { res, env: env!, token: res.headers.get('Authorization') };
}

/**
 * A site on `dataDir` for these tests: an admin, one C problem "a+b" whose tests are `cases`
 * pairs, no submission frequency limit, and the free-space reserve `reserveMb`. The database is
 * closed again, so a server can open it. Returns the admin.
 */
export async function seedSite(dataDir: string, problemId: string, cases: number, reserveMb: number) {
  const deps = buildDeps(loadConfig({ data: dataDir }, {}));
  const admin = await createUser(deps, { role: 1000 });
  await saveProblem(
    { db: deps.db, dataDir: deps.dataDir },
    { uid: admin.uid, username: admin.username, role: 1000 },
    {
      problem: { problemId, title: 'A + B', description: 'a+b', timeLimit: 3000 },
      samples: Array.from({ length: cases }, (_, i) => ({ input: `${i} 5\n`, output: `${i + 5}\n` })),
      isUploadTestCase: false,
      languages: ['C'],
    },
  );
  setWebsiteConfig(deps.db, { submissionFrequency: 0, diskReserveMb: reserveMb });
  deps.db.$client.close();
  // Finalize the cached statements now, so the connection's closing checkpoint is over before a server opens the file.
  Bun.gc(true);
  return admin;
}

/** What a test leaves behind, undone after all its tests: servers killed, then the rest in reverse order, then the disk. */
export class Leftovers {
  readonly servers: Server[] = [];
  private readonly undo: (() => void)[] = [];

  constructor(private readonly disk: SmallDisk | string) {}

  add(undo: () => void): void {
    this.undo.push(undo);
  }

  dispose(): void {
    for (const s of this.servers) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
    for (const u of this.undo.reverse()) u();
    if (typeof this.disk !== 'string') this.disk[Symbol.dispose]();
  }
}
