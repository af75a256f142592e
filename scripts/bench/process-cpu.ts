/** CPU seconds (user + system) a process has used so far, its threads included, from /proc. */
import { readFileSync } from 'node:fs';

export function processCpu(pid: number | 'self' = 'self'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
