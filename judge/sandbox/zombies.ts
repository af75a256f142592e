/**
 * Zombie children of a process: exited children nobody has collected. The judge is a child
 * subreaper (libc.ts), so every sandbox process orphaned by its bwrap becomes its child; each
 * must be reaped, or the server gathers zombies for as long as it runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of the zombie children of `pid` (this process by default), from /proc/<n>/stat. */
export function zombieChildren(pid = process.pid): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited (and reaped) meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' && Number(ppid) === pid) found.push(Number(entry));
  }
  return found;
}
