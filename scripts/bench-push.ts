/**
 * `bun run bench:push [N]` — how soon a final verdict reaches the live pages after it is stored,
 * over real HTTP to a real server: for each of N verdicts (default 200) in a running contest, the
 * moment DbHost.finish stored it against the moment a watching board's stream (`event: board` of
 * that version) and the submitter's page's stream (`event: status`, final) read it. Each verdict
 * comes a little more than one push gap after the previous change, as a judged submission does.
 * Baseline in the same run: a bare SSE endpoint that writes at once, timed the same way.
 * Prints median and p99 against the 100 ms target; asserts nothing.
 */
import { JudgeStatus } from '../src/contract/judge-status.ts';
import { contestVersion } from '../src/domain/events/hub.ts';
import { PUSH_GAP_MS } from '../src/domain/events/push-pacer.ts';
import { DbHost } from '../src/judging/db-host.ts';
import { TestRunStore } from '../src/judging/test-runs.ts';
import { SseReader } from '../tests/api/events/sse-reader.ts';
import { createContest, setup } from '../tests/api/contests/helpers.ts';
import { judgingSubmission, storeAccepted } from '../tests/api/events/judged-rows.ts';
import { summarize } from './bench/stats.ts';

const N = Number(process.argv[2] ?? 200);
const TARGET_MS = 100;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (x: number) => `${x.toFixed(2)} ms`;

// Baseline: an SSE endpoint that writes an event the moment it is told to.
let tell: (() => void) | null = null;
const bare = Bun.serve({
  port: 0,
  idleTimeout: 0,
  fetch() {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        const enc = new TextEncoder();
        c.enqueue(enc.encode('event: hello\ndata: 0\n\n'));
        let n = 0;
        tell = () => c.enqueue(enc.encode(`event: tick\ndata: ${++n}\n\n`));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  },
});
const bareStream = new SseReader(await fetch(`http://localhost:${bare.port}/`));
await bareStream.next();
const bareMs: number[] = [];
for (let i = 0; i < N; i++) {
  await pause(PUSH_GAP_MS + 10);
  const t = performance.now();
  tell!();
  bareMs.push((await bareStream.next()).at - t);
}
await bareStream.close();
bare.stop(true);

// The server: a contest, its board watched by an admin, each verdict's page by its submitter.
const s = await setup();
const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
const server = Bun.serve({ port: 0, idleTimeout: 0, fetch: s.t.app.fetch });
const base = `http://localhost:${server.port}`;
const board = new SseReader(await fetch(`${base}/api/events?cid=${cid}`, { headers: s.root.headers }));
const host = new DbHost(s.t.deps.db, s.t.dataDir, new TestRunStore());
let seenVersion = (await board.until<Board>('board', () => true))[0]!.version;
const boardMs: number[] = [];
const pageMs: number[] = [];
type Board = { version: number };
type Status = { submitId: number; status: number };
for (let i = 0; i < N; i++) {
  const row = judgingSubmission(s, cid);
  // A board change of the new submission, if any, is read before the verdict is timed.
  const queued = contestVersion(cid);
  if (queued > seenVersion) await board.until<Board>('board', (b) => b.version >= queued);
  const page = new SseReader(await fetch(`${base}/api/events?submitIds=${row.submitId}`, { headers: s.bob.headers }));
  await page.until<Status>('status', () => true);
  await pause(PUSH_GAP_MS + 10);
  const done = storeAccepted(host, row.submitId);
  const stored = performance.now();
  const version = contestVersion(cid);
  const [heard, seen] = await Promise.all([
    (async () => {
      for (;;) {
        const e = await board.next();
        if (e.event === 'board' && (e.data as Board).version >= version) {
          seenVersion = (e.data as Board).version;
          return e.at;
        }
      }
    })(),
    (async () => {
      for (;;) {
        const e = await page.next();
        if (e.event === 'status' && (e.data as Status).status === JudgeStatus.ACCEPTED) return e.at;
      }
    })(),
  ]);
  if (!(await done)) throw new Error('the verdict was not stored');
  boardMs.push(heard - stored);
  pageMs.push(seen - stored);
  await page.close();
}
await board.close();
server.stop(true);
s[Symbol.dispose]();

const line = (name: string, xs: number[]) => {
  const st = summarize(xs);
  const b = summarize(bareMs);
  const met = st.p99 <= TARGET_MS ? 'met' : `missed by ${ms(st.p99 - TARGET_MS)}`;
  console.log(
    `   ${name.padEnd(26)} median ${ms(st.median).padStart(10)}  p99 ${ms(st.p99).padStart(10)}  ratio to bare ${(st.median / b.median).toFixed(2)}x  (target p99 ≤ ${TARGET_MS} ms: ${met})`,
  );
};
console.log(`final verdict stored → read from the event stream over HTTP, ${N} verdicts`);
const b = summarize(bareMs);
console.log(`   bare SSE write → read     median ${ms(b.median).padStart(10)}  p99 ${ms(b.p99).padStart(10)}`);
line('watching board', boardMs);
line("submitter's page", pageMs);
