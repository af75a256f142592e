/**
 * `bench:nodes --verbose`: where a burst's time goes on each path, from the trace both processes
 * write (src/judging/node-trace.ts) and the processes' CPU (/proc). Per submission: how long its
 * worker judged it (started → finished, the node's reports included), the workers' idle time
 * (worker-seconds with no attempt running, between the first start and the last verdict), the
 * node's calls as the node saw them beside the server's handling of them, and the CPU seconds of
 * the server and the node processes and of the whole machine.
 */
import { readFileSync } from 'node:fs';

interface Event {
  side: 'server' | 'node';
  event: string;
  at: number;
  id?: string;
  path?: string;
  ms?: number;
}

/** CPU seconds so far: a process's own (user + system), and the whole machine's busy time. */
export function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
export function machineCpu(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  return (n.reduce((a, b) => a + b, 0) - n[3]! - n[4]!) / 100;
}

export interface CpuSample {
  at: number;
  procs: Record<string, number>;
  machine: number;
}
export function sampleCpu(procs: Record<string, number>): CpuSample {
  return {
    at: performance.now(),
    procs: Object.fromEntries(Object.entries(procs).map(([name, pid]) => [name, cpuOf(pid)])),
    machine: machineCpu(),
  };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return `n ${String(values.length).padStart(4)}  mean ${mean.toFixed(1).padStart(6)}  p50 ${at(0.5).toFixed(1).padStart(6)}  p95 ${at(0.95).toFixed(1).padStart(6)} ms`;
};

/** The breakdown of one burst: `ids` its submissions, `workers` the judging workers. */
export function breakdown(
  traceFile: string,
  ids: number[],
  workers: number,
  before: CpuSample,
  after: CpuSample,
): string[] {
  const wanted = new Set(ids.map(String));
  const events = readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event)
    .sort((a, b) => a.at - b.at);
  const out: string[] = [];
  const starts = new Map<string, number>();
  const judging: number[] = [];
  let busy = 0;
  let idle = 0;
  let last: number | null = null;
  let first: number | null = null;
  let end = 0;
  for (const e of events) {
    if ((e.event !== 'started' && e.event !== 'finished') || !wanted.has(e.id ?? '')) continue;
    if (last !== null) idle += (workers - busy) * (e.at - last);
    last = e.at;
    first ??= e.at;
    if (e.event === 'started') {
      busy++;
      starts.set(e.id!, e.at);
    } else {
      busy--;
      end = e.at;
      const s = starts.get(e.id!);
      if (s !== undefined) judging.push(e.at - s);
    }
  }
  const n = ids.length;
  out.push(`    judging a submission (started → finished)  ${stats(judging)}`);
  out.push(
    `    workers idle, first start → last verdict     ${(idle / n).toFixed(1)} ms per submission (${((idle / (workers * (end - (first ?? end)))) * 100).toFixed(1)} % of worker time)`,
  );
  const calls = new Map<string, { node: number[]; server: number[] }>();
  for (const e of events) {
    if (e.ms === undefined || e.at < (first ?? 0) || e.at > end) continue;
    const path = (e.path ?? `  ${e.event}`).replace(/\/file\/.*/, '/file');
    const entry = calls.get(path) ?? { node: [], server: [] };
    (e.side === 'node' ? entry.node : entry.server).push(e.ms);
    calls.set(path, entry);
  }
  for (const [path, c] of calls) {
    if (c.node.length > 0) out.push(`    ${path.padEnd(28)} node   ${stats(c.node)}`);
    if (c.server.length > 0) out.push(`    ${(c.node.length > 0 ? '' : path).padEnd(28)} server ${stats(c.server)}`);
  }
  const seconds = (after.at - before.at) / 1000;
  for (const name of Object.keys(before.procs)) {
    const cpu = after.procs[name]! - before.procs[name]!;
    out.push(`    CPU of the ${name} process   ${((cpu / n) * 1000).toFixed(1)} ms per submission`);
  }
  const machine = after.machine - before.machine;
  out.push(
    `    CPU of the machine          ${((machine / n) * 1000).toFixed(1)} ms per submission (${(machine / seconds).toFixed(2)} cores busy)`,
  );
  return out;
}
