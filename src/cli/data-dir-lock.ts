import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pid file a running server keeps in its data directory, so restore can refuse to overwrite it. */
const pidPath = (dataDir: string) => join(dataDir, 'verdict.pid');

export function runningServerPid(dataDir: string): number | null {
  const file = pidPath(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

export function writePidFile(dataDir: string): () => void {
  const other = runningServerPid(dataDir);
  if (other) throw new Error(`another Verdict server (pid ${other}) is using ${dataDir}`);
  writeFileSync(pidPath(dataDir), String(process.pid));
  return () => rmSync(pidPath(dataDir), { force: true });
}
