/**
 * A Verdict server for a benchmark: dist/verdict (built first when a source is newer) serving a
 * fresh data directory on a free loopback port, with the super admin password it prints once.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBinary } from '../../tests/helpers/serve-binary.ts';

const BINARY = 'dist/verdict';
const SOURCES = ['src', 'judge', 'ui'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/verdict unless it is newer than every file under src/, judge/ and ui/. */
export async function ensureBinary(): Promise<string> {
  const built = (() => {
    try {
      return statSync(BINARY).mtimeMs;
    } catch {
      return 0;
    }
  })();
  if (built > Math.max(...SOURCES.map(newestSource))) return BINARY;
  console.log(`building ${BINARY} (a source is newer) …`);
  const build = Bun.spawn(['bun', 'run', 'build'], { stdout: 'inherit', stderr: 'inherit' });
  if ((await build.exited) !== 0) throw new Error('bun run build failed');
  return BINARY;
}

export interface LabServer {
  base: string;
  pid: number;
  dataDir: string;
  rootPassword: string;
  stop(): Promise<void>;
}

/** `binary`: dist/verdict, another build, or a command such as ['bun', 'src/main.ts'] that runs a source tree. */
export async function startServer(binary: string | string[]): Promise<LabServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-lab-'));
  // The sandboxed programs run as unprivileged users: they must be able to reach the data directory.
  chmodSync(dataDir, 0o755);
  const { proc, base, found } = await serveBinary({
    command: binary,
    dataDir,
    args: ['--log-level', 'warn'],
    waitFor: /password: (\S+)/,
  });
  return {
    base,
    pid: proc.pid,
    dataDir,
    rootPassword: found![1]!,
    async stop() {
      proc.kill('SIGTERM');
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
