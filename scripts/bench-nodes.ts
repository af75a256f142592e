/**
 * `bun run bench:nodes` — the judge node protocol's cost: the same burst of 50 C++ submissions
 * (each its own source, so no compile is reused) judged by the server's 2 local workers, then by a
 * server with 0 local workers and one `verdict judge-node` with 2 workers on this machine. Both
 * start with the precompiled headers built. Prints each rate and the ratio against the 95 % target,
 * and SQLite's rate of small write transactions on this disk (docs/scaling.md).
 */
import { Database } from 'bun:sqlite';
import { cpSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  cleanUp,
  finished,
  login,
  makeWorld,
  openDb,
  type Row,
  type Server,
  startNode,
  startServer,
  submit,
  tempDir,
  type World,
} from '../tests/judge-nodes/harness.ts';
import { breakdown, type CpuSample, sampleCpu } from './bench-nodes-trace.ts';

const SUBMISSIONS = 50;
const VERBOSE = process.argv.includes('--verbose');
const TARGET = 0.95;
const source = (tag: string) =>
  `#include <bits/stdc++.h>\nusing namespace std;\n// ${tag}\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}\n`;

async function buildPch(dataDir: string): Promise<void> {
  const proc = Bun.spawn(['bun', 'src/main.ts', 'build-pch', '--data', dataDir], {
    cwd: join(import.meta.dir, '..'),
    stdout: 'ignore',
    stderr: 'inherit',
  });
  if ((await proc.exited) !== 0) throw new Error('building the precompiled headers failed');
}

interface Burst {
  rate: number;
  ids: number[];
  cpu: [CpuSample, CpuSample];
}

/** Submits the burst and waits (on the database) until every one has its verdict: submissions per second. */
async function burst(w: World, server: Server, tag: string, procs: Record<string, number>): Promise<Burst> {
  const session = await login(server.base, w.user);
  const db = openDb(w.dataDir);
  const statusOf = (id: number) => db.query('select status from submissions where submit_id = ?').get(id) as Row;
  try {
    // One submission first: the judge's first compile and run are not part of the burst.
    const warm = await submit(server.base, session, w.problemId, source(`${tag} warm`), 'C++17');
    while (!finished(statusOf(warm))) await Bun.sleep(20);
    const ids: number[] = [];
    const before = sampleCpu(procs);
    const start = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++)
      ids.push(await submit(server.base, session, w.problemId, source(`${tag} ${i}`), 'C++17'));
    const count = (where: string) =>
      (
        db
          .query(`select count(*) as n from submissions where submit_id between ? and ? and ${where}`)
          .get(ids[0]!, ids.at(-1)!) as { n: number }
      ).n;
    while (count('status in (5, 6, 7)') > 0) await Bun.sleep(20);
    const seconds = (performance.now() - start) / 1000;
    const after = sampleCpu(procs);
    const wrong = count('status != 0');
    if (wrong > 0) throw new Error(`${wrong} submissions of the ${tag} burst were not accepted`);
    return { rate: SUBMISSIONS / seconds, ids, cpu: [before, after] };
  } finally {
    db.close();
  }
}

/**
 * SQLite's rate of small write transactions on this disk with the server's settings (WAL,
 * synchronous FULL), on a copy of the bench's database: a status report's update, one a transaction.
 */
function sqliteWriteRate(dataDir: string): number {
  const copy = join(tempDir('bench-sqlite-'), 'copy.db');
  const source = new Database(join(dataDir, 'verdict.db'));
  source.exec(`vacuum into '${copy}'`);
  source.close();
  const db = new Database(copy);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  const ids = (db.query('select submit_id as id from submissions').all() as { id: number }[]).map((r) => r.id);
  const update = db.query('update submissions set status = ?2 where submit_id = ?1');
  const N = 2000;
  const start = performance.now();
  for (let i = 0; i < N; i++) update.run(ids[i % ids.length]!, i % 2 === 0 ? 6 : 7);
  const rate = N / ((performance.now() - start) / 1000);
  db.close();
  return rate;
}

try {
  const w = await makeWorld(['bench'], 'B1', ['C++17']);
  await buildPch(w.dataDir);

  const traces = {
    local: join(tempDir('bench-trace-'), 'local.jsonl'),
    node: join(tempDir('bench-trace-'), 'node.jsonl'),
  };
  if (VERBOSE) process.env.VERDICT_NODE_TRACE = traces.local;
  const local = await startServer(w.dataDir, 2, 0, 30_000);
  const byLocal = await burst(w, local, 'local', { server: local.proc.pid });
  local.proc.kill('SIGTERM');
  await local.proc.exited;

  if (VERBOSE) process.env.VERDICT_NODE_TRACE = traces.node;
  const remote = await startServer(w.dataDir, 0, 0, 30_000);
  const cache = tempDir('bench-node-');
  // The node starts with the same precompiled headers the server has.
  cpSync(join(w.dataDir, 'judge', 'cache', 'pch'), join(cache, 'pch'), { recursive: true });
  // Whether the node judged with the copied headers (a rebuilt one is a newer stamp).
  const stamps = () =>
    readdirSync(join(cache, 'pch'))
      .filter((std) => !std.includes('.tmp'))
      .map((std) => `${std} ${statSync(join(cache, 'pch', std, 'stamp.json')).mtimeMs}`)
      .join(', ');
  const copied = stamps();
  const node = await startNode(remote.base, w.tokens.bench!, cache, 2);
  const byNode = await burst(w, remote, 'node', { server: remote.proc.pid, node: node.pid });
  node.kill('SIGTERM');
  await node.exited;
  remote.proc.kill('SIGTERM');
  await remote.proc.exited;

  const ratio = byNode.rate / byLocal.rate;
  const writes = sqliteWriteRate(w.dataDir);
  console.log(`bench:nodes — ${SUBMISSIONS} C++ submissions (3 cases each), each burst after one warm-up submission`);
  console.log(`  server, 2 local workers          ${byLocal.rate.toFixed(2)} submissions/s`);
  if (VERBOSE) console.log(breakdown(traces.local, byLocal.ids, 2, ...byLocal.cpu).join('\n'));
  console.log(`  server, 0 workers + 1 node (2)   ${byNode.rate.toFixed(2)} submissions/s`);
  if (VERBOSE) console.log(breakdown(traces.node, byNode.ids, 2, ...byNode.cpu).join('\n'));
  if (VERBOSE)
    console.log(
      `    the node's precompiled headers: ${stamps() === copied ? 'the copied ones, none rebuilt' : 'rebuilt'}`,
    );
  console.log(
    `  ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET * 100} %: ${ratio >= TARGET ? 'met' : `missed by ${((TARGET - ratio) * 100).toFixed(1)} points`})`,
  );
  console.log(
    `  load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (1, 5, 15 min)`,
  );
  console.log(`  SQLite on this disk (WAL, synchronous FULL): ${writes.toFixed(0)} one-row write transactions/s`);
} finally {
  cleanUp();
}
