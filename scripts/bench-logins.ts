/**
 * `bun run bench:logins` — a lab's logins: a real server (from source, on a fresh data directory,
 * fed only through its HTTP API) with 200 students imported by the super admin, who all log in
 * within 10 s (one every 50 ms), against one login alone measured in the same run (the median of
 * a few, before and after the burst). Target: p99 of the burst ≤ 5 s (on 2 cores). Prints the
 * figures with the load average, which says how much the machine's other work weighs on them;
 * asserts nothing.
 * `--source <dir>` runs another source tree (e.g. `git archive` of an older commit) instead of this
 * one; `--binary <path>` a built binary.
 */
import { Database } from 'bun:sqlite';
import { cpus, loadavg } from 'node:os';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LabClient } from './bench/lab-api.ts';
import { startServer } from './bench/lab-server.ts';
import { summarize } from './bench/stats.ts';

const STUDENTS = 200;
const WITHIN_MS = 10_000;
const SINGLES = 5;
const TARGET_P99_MS = 5_000;
const PASSWORD = 'lab-pass-2024';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const source = arg('--source');
const command = arg('--binary') ?? ['bun', join(resolve(source ?? '.'), 'src/main.ts')];
const ms = (x: number) => `${Math.round(x)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Waits until the judge's background precompiling at start is over (it would compete with the logins). */
async function judgeQuiet(dataDir: string): Promise<void> {
  const work = join(dataDir, 'judge', 'work');
  const building = () => existsSync(work) && readdirSync(work).some((name) => name.startsWith('pch-'));
  for (let quiet = 0; quiet < 3; quiet = building() ? 0 : quiet + 1) await Bun.sleep(1000);
}

async function timedLogin(lab: LabClient, username: string): Promise<number> {
  const start = performance.now();
  await lab.login(username, PASSWORD);
  return performance.now() - start;
}

const server = await startServer(command);
try {
  const lab = new LabClient(server.base, server.dataDir);
  const root = await lab.login('root', server.rootPassword);
  const names = Array.from({ length: STUDENTS + 1 }, (_, i) => `lab${String(i).padStart(3, '0')}`);
  await lab.call('/api/admin/user/insert-batch-user', {
    method: 'POST',
    session: root,
    json: { users: names.map((n) => [n, PASSWORD]) },
  });
  await judgeQuiet(server.dataDir);
  const db = new Database(join(server.dataDir, 'verdict.db'), { readonly: true });
  const stored = (db.query('select password_hash as h from users where username = ?').get(names[0]!) as { h: string })
    .h;
  db.close();

  console.log(
    `bench:logins — ${STUDENTS} students log in within ${WITHIN_MS / 1000} s, ${cpus().length} cores, server ${[command].flat().join(' ')}`,
  );
  console.log(`  stored hashes: ${stored.split('$').slice(1, 4).join(' ')}`);
  console.log(`  load average before: ${load()}`);
  const alone = async () => {
    const samples: number[] = [];
    for (let i = 0; i < SINGLES; i++) samples.push(await timedLogin(lab, names[STUDENTS]!));
    return samples;
  };
  const before = await alone();

  const gap = WITHIN_MS / STUDENTS;
  const burst = await Promise.all(
    names.slice(0, STUDENTS).map(async (name, i) => {
      await Bun.sleep(i * gap);
      return timedLogin(lab, name);
    }),
  );
  const after = await alone();
  const single = summarize([...before, ...after]).median;
  const s = summarize(burst);
  console.log(`  one login alone (median of ${SINGLES * 2}, before and after)  ${ms(single)}`);
  console.log(
    `  the burst: p50 ${ms(s.median)} (${(s.median / single).toFixed(1)}×)   p99 ${ms(s.p99)} (${(s.p99 / single).toFixed(1)}×)   slowest ${ms(Math.max(...burst))}`,
  );
  console.log(`  target p99 ≤ ${ms(TARGET_P99_MS)}: ${s.p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}`);
  console.log(`  load average after: ${load()}`);
} finally {
  await server.stop();
}
