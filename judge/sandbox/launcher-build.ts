/**
 * Builds the standby launcher (launcher.c, which includes launcher-between-runs.c and
 * launcher-prepared.c) with the host's C compiler once per source version,
 * into the sandbox's state directory. Trusted code compiled on the host, not in the sandbox.
 */
import { chmodSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import betweenRuns from './launcher-between-runs.c' with { type: 'text' };
import prepared from './launcher-prepared.c' with { type: 'text' };
import source from './launcher.c' with { type: 'text' };

/** Returns the launcher's path, or throws with the compiler's message. */
export async function buildLauncher(stateDir: string): Promise<string> {
  const hash = new Bun.CryptoHasher('sha256')
    .update(source)
    .update(betweenRuns)
    .update(prepared)
    .digest('hex')
    .slice(0, 16);
  const exe = join(stateDir, `launcher-${hash}`);
  if (existsSync(exe)) return exe;
  const cc = Bun.which('gcc') ?? Bun.which('cc');
  if (!cc) throw new Error('no C compiler (gcc) to build the launcher');
  const tmp = mkdtempSync(join(stateDir, 'launcher-build-'));
  try {
    writeFileSync(join(tmp, 'launcher.c'), source);
    writeFileSync(join(tmp, 'launcher-between-runs.c'), betweenRuns);
    writeFileSync(join(tmp, 'launcher-prepared.c'), prepared);
    const out = join(tmp, 'launcher');
    const proc = Bun.spawn([cc, '-O2', '-static', '-o', out, join(tmp, 'launcher.c')], {
      stdout: 'ignore',
      stderr: 'pipe',
    });
    if ((await proc.exited) !== 0)
      throw new Error(`cannot build the launcher: ${(await new Response(proc.stderr).text()).slice(0, 500)}`);
    chmodSync(out, 0o755);
    renameSync(out, exe);
    return exe;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
