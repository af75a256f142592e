/**
 * Zombie children of a process: exited children nobody has collected. The judge is a child
 * subreaper (libc.ts), so every sandbox process orphaned by its bwrap becomes its child; each
 * must be reaped, or the server gathers zombies for as long as it runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** State and parent pid of a process from /proc/<pid>/stat; null when it is gone. */
function stateOf(pid: number | string): { state: string; ppid: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited (and reaped) meanwhile
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
  const [state = '', ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, ppid: Number(ppid) };
}

/** The parent of `pid`, null when there is no such process. */
export function parentOf(pid: number): number | null {
  return stateOf(pid)?.ppid ?? null;
}

/** Pids of the zombie children of `pid` (this process by default). */
export function zombieChildren(pid = process.pid): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stateOf(entry);
    if (s?.state === 'Z' && s.ppid === pid) found.push(Number(entry));
  }
  return found;
}

/**
 * Zombie children that appeared since `before` was taken. Inside a larger process (a test run
 * that also kills servers whose orphans land here), zombies older than the check are not the
 * judge's doing.
 */
export function newZombieChildren(before: readonly number[], pid = process.pid): number[] {
  const old = new Set(before);
  return zombieChildren(pid).filter((z) => !old.has(z));
}
