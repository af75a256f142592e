import type { Database } from 'bun:sqlite';
import { concurrently, fmt, summarize } from './stats.ts';

/**
 * One list of bench:api: the API's answer against a baseline doing the same number of bare
 * SELECTs of the same page, sent as JSON by an equally plain HTTP server, in the same run.
 */
export interface ListCase {
  name: string;
  /** The API requests of sample i (usually one; the logged-in problem list also asks for its status icons). */
  api: (i: number) => Promise<void>;
  /** The baseline of sample i: the bare pages fetched over HTTP. */
  bare: (i: number) => Promise<void>;
}

/**
 * The load each list is measured under: 50 clients, 10,000 requests a side in 10 turns of 1,000.
 * A pause of the process (a collection, the machine's other work) delays every request in flight,
 * about 50 at once: with a few thousand samples a side, its p99 is its one worst pause and moves
 * from run to run with where that pause falls. Each turn starts with its 50 clients at once, a
 * burst that lands in the tail too: turns of 1,000 keep the bursts a small share of the samples.
 */
export const LOAD = { clients: 50, requests: 10_000, rounds: 10 } as const;

export interface ListFigures {
  name: string;
  api: ReturnType<typeof summarize>;
  bare: ReturnType<typeof summarize>;
  /**
   * The bare SELECT measured a second time, in turns of its own: the same work against itself
   * (an A/A run). Its ratio to `bare` is the noise the load method alone puts into a ratio.
   */
  again: ReturnType<typeof summarize>;
}

/**
 * Does what a bulk seeding leaves to do before anything is measured: the checkpoint of its WAL
 * (truncated, so reads no longer look pages up in it) and a full collection of its garbage. A
 * server that has run for a while is in that state; left undone, both land in the samples of
 * whichever case runs first.
 */
export function settleAfterSeeding(sqlite: Database): void {
  sqlite.exec('pragma wal_checkpoint(truncate)');
  Bun.gc(true);
}

/** Fetches and checks an envelope; any failure stops the benchmark. */
export async function fetchOk(url: string, init?: RequestInit): Promise<unknown> {
  const body = (await (await fetch(url, init)).json()) as { status: number; data: unknown };
  if (body.status !== 200) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/**
 * Requests each side makes before it is measured, numbered after the measured ones (a warm-up
 * read is never read again in the measure). A running server has long compiled its hot paths to
 * their fastest tier; the API runs much more JavaScript than the bare SELECT, and with a few
 * hundred requests its first turn still ran partly unoptimised, half as slow again as its later ones.
 */
const WARM_UP = 2_000;

async function warmUp(requests: number, clients: number, task: (i: number) => Promise<void>) {
  await concurrently(WARM_UP, clients, (i) => task(requests + i));
}

async function load(requests: number, clients: number, task: (i: number) => Promise<void>) {
  await warmUp(requests, clients, task);
  return summarize(await concurrently(requests, clients, task));
}

/** Each turn runs the API, the bare SELECT and the bare SELECT again (the A/A run), in that order. */
async function alternate(c: ListCase, requests: number, clients: number, rounds: number) {
  await warmUp(requests, clients, c.api);
  await warmUp(requests, clients, c.bare);
  const api: number[] = [],
    bare: number[] = [],
    again: number[] = [];
  const turn = Math.ceil(requests / rounds);
  for (let r = 0; r < rounds; r++) {
    api.push(...(await concurrently(turn, clients, (i) => c.api(r * turn + i))));
    bare.push(...(await concurrently(turn, clients, (i) => c.bare(r * turn + i))));
    again.push(...(await concurrently(turn, clients, (i) => c.bare(r * turn + i))));
  }
  return [summarize(api), summarize(bare), summarize(again)] as const;
}

/**
 * With `rounds` above 1 the API, the bare SELECT and the bare SELECT again (the A/A run) take
 * turns, `requests / rounds` each a turn, and each side's samples are pooled: on a machine others
 * load unevenly, all three meet the same load.
 */
export async function measureList(
  c: ListCase,
  { requests, clients, rounds }: { requests: number; clients: number; rounds: number },
): Promise<ListFigures> {
  const [api, bare, again] =
    rounds > 1
      ? await alternate(c, requests, clients, rounds)
      : [
          await load(requests, clients, c.api),
          await load(requests, clients, c.bare),
          await load(requests, clients, c.bare),
        ];
  const line = (label: string, s: ReturnType<typeof summarize>) =>
    console.log(`  ${label.padEnd(34)} median ${fmt(s.median)}  p90 ${fmt(s.p90)}  p99 ${fmt(s.p99)}`);
  console.log(`\n${c.name} (${requests} requests, ${clients} concurrent clients)`);
  line('API', api);
  line('bare SELECT of the page over HTTP', bare);
  line('the same bare SELECT again (A/A)', again);
  console.log(
    `  ratio API / bare SELECT over HTTP: median ${(api.median / bare.median).toFixed(2)}×, p99 ${(api.p99 / bare.p99).toFixed(2)}×`,
  );
  console.log(
    `  ratio bare again / bare (the noise floor): median ${(again.median / bare.median).toFixed(2)}×, p99 ${(again.p99 / bare.p99).toFixed(2)}×`,
  );
  return { name: c.name, api, bare, again };
}

/**
 * The closing table: every list's ratios against the target, and beside them the A/A p99 ratio
 * of the same run, for how far the load method alone moves a p99 ratio. The verdict is the API's
 * ratios alone.
 */
export function printSummary(all: ListFigures[], target: number): void {
  console.log(`\nsummary (target: at most ${target}× the bare SELECT over HTTP, median and p99)`);
  for (const f of all) {
    const median = f.api.median / f.bare.median,
      p99 = f.api.p99 / f.bare.p99,
      noise = f.again.p99 / f.bare.p99;
    const verdict = median <= target && p99 <= target ? 'met' : 'MISSED';
    console.log(
      `  ${f.name.padEnd(46)} median ${median.toFixed(2)}×  p99 ${p99.toFixed(2)}×  ${verdict.padEnd(6)}  (A/A p99 ${noise.toFixed(2)}×)`,
    );
  }
}
