import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { closeFd, tryLock } from '../../judge/sandbox/libc.ts';

/**
 * The lock a server (or a restore) holds on its data directory: flock() on `verdict.pid`, which
 * the kernel releases when the holder dies, however it dies (SIGKILL, a power cut). The pid in
 * the file only says who holds it: a file left behind, whatever live process it names (a pid
 * reused after a reboot), blocks nothing. The file is emptied, never removed, on release, so two
 * processes can never lock two different files under the same name.
 */
const lockPath = (dataDir: string) => join(dataDir, 'verdict.pid');
const O_RDWR = 2;
const O_CREAT = 0o100;
const O_CLOEXEC = 0o2000000;

/** What the holder wrote in the file: its pid, or 0 when it has not written it yet. */
function holderPid(dataDir: string): number {
  const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

/** Takes the lock without waiting: a release function, or the holder's pid when another process holds it. */
function tryLockDataDir(dataDir: string): { release: () => void } | { heldBy: number } {
  // Close-on-exec: no compiler or sandbox the server starts may inherit the lock and outlive it.
  const fd = openSync(lockPath(dataDir), O_RDWR | O_CREAT | O_CLOEXEC, 0o644);
  if (!tryLock(fd)) {
    closeFd(fd);
    return { heldBy: holderPid(dataDir) };
  }
  // The pid is information only: a disk too full to take it does not stop the server.
  const note = (text: string) => {
    try {
      ftruncateSync(fd, 0);
      if (text) writeSync(fd, text, 0);
    } catch {}
  };
  note(String(process.pid));
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      note('');
      closeSync(fd);
    },
  };
}

const holder = (pid: number) => (pid > 0 ? `pid ${pid}` : 'pid unknown');

/** Holds the data directory for this server until release (or death); refused while another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const lock = tryLockDataDir(dataDir);
  if ('heldBy' in lock) throw new Error(`another Verdict server (${holder(lock.heldBy)}) is using ${dataDir}`);
  return lock.release;
}

/** Holds the data directory for a restore; refused while a server runs on it. */
export function lockForRestore(dataDir: string): () => void {
  const lock = tryLockDataDir(dataDir);
  if ('heldBy' in lock)
    throw new Error(`a Verdict server (${holder(lock.heldBy)}) is running on ${dataDir}; stop it before restoring`);
  return lock.release;
}
