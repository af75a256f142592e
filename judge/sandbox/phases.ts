/**
 * Where a sandboxed run's time goes, for `bench:judge`: off unless a caller asks (tracePhases).
 * A run's clock collects named points in time, in the judge (performance.now()) and in the
 * standby launcher (CLOCK_MONOTONIC, converted); each phase is the time from the point before
 * it to its own point, so points taken on either side fall in their true order.
 */
import { monotonicUs } from './libc.ts';

/** The phases of a run, in the order they happen (a standby run; a one-shot run has its own). */
export const PHASES = [
  'open streams',
  'slot',
  'spec checks',
  'copy-in',
  'standby pick',
  'cgroup set-up',
  'move into home',
  'command to launcher',
  'launcher: check + fork',
  'child: limits, streams, cgroup join',
  'command to prepared child',
  'child: limits, streams',
  'program: exec → exit',
  'launcher: kill(-1) + reap',
  'launcher: cgroup figures',
  'report to judge',
  'accounting read',
  'move out of home',
  'cgroup teardown',
  'copy-out',
  'one-shot bwrap',
  'close streams',
] as const;
export type Phase = (typeof PHASES)[number];

export interface PhaseClock {
  /** Marks the end of `phase` now (or at `atMs`, a performance.now() time). */
  mark(phase: Phase, atMs?: number): void;
  /** Marks the end of `phase` at a CLOCK_MONOTONIC time in µs (the launcher's stamps). */
  markMonotonic(phase: Phase, us: number): void;
}

const NOOP: PhaseClock = { mark() {}, markMonotonic() {} };

/** A run's points in time (ms, the judge's performance.now() clock), sorted. */
export type Timeline = Array<[Phase | 'start', number]>;

let sink: ((spans: Map<Phase, number>, timeline: Timeline) => void) | null = null;
/** performance.now() minus CLOCK_MONOTONIC, in ms; measured once, when tracing starts. */
let offsetMs = 0;

function measureOffset(): number {
  let best = Number.POSITIVE_INFINITY;
  let offset = 0;
  for (let i = 0; i < 50; i++) {
    const before = performance.now();
    const mono = monotonicUs() / 1000;
    const after = performance.now();
    if (after - before < best) {
      best = after - before;
      offset = (before + after) / 2 - mono;
    }
  }
  return offset;
}

/** Sends each finished run's phases (ms each) to `onRun`; null stops tracing. */
export function tracePhases(onRun: ((spans: Map<Phase, number>, timeline: Timeline) => void) | null): void {
  if (onRun && !sink) offsetMs = measureOffset();
  sink = onRun;
}

/** A clock for one run: a no-op unless tracing is on. `done()` hands its phases to the tracer. */
export function startClock(): PhaseClock & { done(): void } {
  const report = sink;
  if (!report) return { ...NOOP, done() {} };
  const points: Timeline = [['start', performance.now()]];
  return {
    mark: (phase, atMs = performance.now()) => points.push([phase, atMs]),
    markMonotonic: (phase, us) => points.push([phase, us / 1000 + offsetMs]),
    done() {
      points.sort((a, b) => a[1] - b[1]);
      const spans = new Map<Phase, number>();
      for (let i = 1; i < points.length; i++) {
        const [name, at] = points[i]!;
        if (name === 'start') continue;
        spans.set(name, (spans.get(name) ?? 0) + at - points[i - 1]![1]);
      }
      report(spans, points);
    },
  };
}

export const noClock: PhaseClock = NOOP;

/** The median of each phase over traced runs, in PHASES order, as printable lines. */
export function phaseTable(runs: Map<Phase, number>[]): string[] {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
  const lines: string[] = [];
  let sum = 0;
  for (const phase of PHASES) {
    const seen = runs.map((r) => r.get(phase)).filter((x): x is number => x !== undefined);
    // A phase most runs never pass through (the one-shot bwrap of a first run) is left out.
    if (seen.length * 2 < runs.length) continue;
    const m = median(seen);
    sum += m;
    lines.push(`${phase.padEnd(40)} ${m.toFixed(3).padStart(7)} ms`);
  }
  lines.push(`${'sum of the medians'.padEnd(40)} ${sum.toFixed(3).padStart(7)} ms`);
  return lines;
}
