/**
 * `bun run bench:fair` — one user floods the judge, twenty classmates still get their verdicts.
 * A server (dist/verdict on a fresh data directory, through its HTTP API only) with the real judge:
 * 1. baseline: one submission of a program that sleeps 1 s, alone ("one submission's time"), and
 *    the 20 students submitting a C++ A+B (10 tests) at the same instant into an empty queue;
 * 2. flood: one student sends 50 of the sleeping program as fast as the API takes them, then the
 *    20 submit their A+B at the same instant; the flood is then left to finish (with the queue
 *    oldest first, the 20 would have waited about that long);
 * 3. the baseline again, so load from elsewhere weighs on both alike (the baselines are the means).
 * Prints each of the 20's time to verdict in both, and whether the target holds: the k-th of the
 * 20 to finish under the flood takes at most 2× the k-th in the baseline plus one sleeping
 * submission's time. Asserts nothing. `--binary <path>` measures another build.
 */
import { cpus } from 'node:os';
import { AB, abCase, CASES } from './bench/judge-pool.ts';
import { LabClient, type Session } from './bench/lab-api.ts';
import { ensureBinary, startServer } from './bench/lab-server.ts';

const CLASS = 20;
const FLOOD = 50;
const PASSWORD = 'fair-password-1';
const SLEEPER =
  '#include <bits/stdc++.h>\n#include <unistd.h>\nint main(){usleep(1000000);long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n';
const s = (x: number) => `${(x / 1000).toFixed(2)} s`;

const flag = process.argv.indexOf('--binary');
const binary = flag > 0 ? process.argv[flag + 1]! : await ensureBinary();
const server = await startServer(binary);
const api = new LabClient(server.base, server.dataDir);

/** Submits as `who` and follows the verdict; ms from `from` until the final status is seen. */
async function judged(who: Session, problem: string, code: string, from = performance.now()): Promise<number> {
  const status = await api.untilFinal(who, await api.submit(who, problem, code));
  if (status !== 0) throw new Error(`${problem} got status ${status}`);
  return performance.now() - from;
}

/** Every student submits A+B at the same instant: each one's ms to verdict, in the students' order. */
async function burst(students: Session[]): Promise<number[]> {
  const start = performance.now();
  return Promise.all(students.map((who) => judged(who, 'AB', AB, start)));
}

try {
  const root = await api.login('root', server.rootPassword);
  await api.call('/api/admin/config/set-web-config', {
    method: 'PUT',
    session: root,
    json: { submissionFrequency: 0, register: true },
  });
  await api.createProblem(
    root,
    'AB',
    Array.from({ length: CASES }, (_, i) => abCase(i + 1)),
  );
  await api.createProblem(root, 'SLEEP', [abCase(1)]);
  const sessions: Session[] = [];
  for (let i = 0; i <= CLASS; i++) {
    await api.register(`fair${i}`, PASSWORD);
    sessions.push(await api.login(`fair${i}`, PASSWORD));
  }
  const [flooder, ...students] = sessions as [Session, ...Session[]];
  console.log(
    `bench:fair — ${CLASS} students with one C++ A+B (${CASES} tests) each, one student flooding ${FLOOD} programs that sleep 1 s; ${cpus().length} judge workers, server ${binary}`,
  );
  await judged(root, 'AB', AB); // the first C++ compile may still build the precompiled header

  const sleeperBefore = await judged(root, 'SLEEP', SLEEPER);
  const before = await burst(students);

  const flooding = performance.now();
  const flood: Promise<number>[] = [];
  for (let i = 0; i < FLOOD; i++) {
    const id = await api.submit(flooder, 'SLEEP', SLEEPER);
    flood.push(api.untilFinal(flooder, id).then(() => performance.now() - flooding));
  }
  const sent = performance.now() - flooding;
  const flooded = await burst(students);
  const floodTimes = (await Promise.all(flood)).sort((a, b) => a - b);
  const floodDone = floodTimes.at(-1)!;
  const after = await burst(students);
  const sleeper = (sleeperBefore + (await judged(root, 'SLEEP', SLEEPER))) / 2;
  const baseline = before.map((b, i) => (b + after[i]!) / 2);

  console.log(
    `one sleeping submission alone: ${s(sleeper)} (mean of before and after); the flood of ${FLOOD} was sent in ${s(sent)}, ` +
      `its first two verdicts came after ${s(floodTimes[0]!)} and ${s(floodTimes[1]!)}, the last after ${s(floodDone)}`,
  );
  console.log('student   empty queue (before, after)        under the flood');
  for (const i of students.keys())
    console.log(
      `  fair${String(i + 1).padEnd(4)}  ${s(baseline[i]!).padStart(8)} (${s(before[i]!)}, ${s(after[i]!)})`.padEnd(
        46,
      ) + s(flooded[i]!).padStart(9),
    );
  const base = [...baseline].sort((a, b) => a - b);
  const under = [...flooded].sort((a, b) => a - b);
  const missedWith = (one: number) =>
    under.map((t, k) => ({ k: k + 1, t, bound: 2 * base[k]! + one })).filter((r) => r.t > r.bound);
  const missed = missedWith(sleeper);
  console.log(
    `last of the ${CLASS}: empty queue ${s(base.at(-1)!)}, under the flood ${s(under.at(-1)!)} (${(under.at(-1)! / base.at(-1)!).toFixed(2)}×); the flood itself took ${s(floodDone)}`,
  );
  console.log(
    `target: the k-th to finish under the flood ≤ 2 × the k-th in the empty queue + one sleeping submission (${s(sleeper)})`,
  );
  for (const r of missed) console.log(`  rank ${r.k}: ${s(r.t)} > ${s(r.bound)}`);
  console.log(`  ${missed.length === 0 ? 'met' : `MISSED for ${missed.length} of ${CLASS}`}`);
  // No worker is taken from a running task: the first of the 20 wait for the flood's submissions
  // already being judged, which run side by side and so take longer than one alone.
  const inFlight = missedWith(floodTimes[1]!);
  console.log(
    `  with one submission's time taken as the flood's first judged ones took (${s(floodTimes[1]!)}): ${inFlight.length === 0 ? 'met' : `MISSED for ${inFlight.length} of ${CLASS}`}`,
  );
} finally {
  api.close();
  await server.stop();
}
