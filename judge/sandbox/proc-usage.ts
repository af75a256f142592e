/**
 * CPU time of a uid's processes read from /proc, for rlimit-only mode where no cgroup counts it:
 * user + system time of each live process plus that of the children it has reaped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dlopen, FFIType } from 'bun:ffi';

const _SC_CLK_TCK = 2;
const ticksPerSecond = (() => {
  const libc = dlopen('libc.so.6', { sysconf: { args: [FFIType.i32], returns: FFIType.i64 } });
  const v = Number(libc.symbols.sysconf(_SC_CLK_TCK));
  libc.close();
  return v > 0 ? v : 100;
})();

export function cpuMsOfUid(uid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (entry.charCodeAt(0) > 57) continue; // not a pid
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== uid) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[11..14]: utime stime cutime cstime (stat fields 14-17)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // exited meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}
