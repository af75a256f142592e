// bun run bench:import — /api/ping latency while a large package is imported, against ping at rest
// in the same run on the same server. The package is a Hydro zip of 200 MB of test data; the
// import reads, checks and writes it in a worker thread while the pings go on. Prints figures and
// ratios; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { loadConfig } from '../src/config.ts';
import { insertUser } from '../src/domain/accounts/create-user.ts';
import { createSession } from '../src/domain/accounts/sessions.ts';
import { createApp } from '../src/http/app.ts';
import { log } from '../src/log.ts';
import { buildDeps } from '../src/server.ts';
import { fmt, summarize } from './bench/stats.ts';

const CASES = 100,
  CASE_BYTES = 2 * 1024 * 1024,
  REST_PINGS = 300;

log.setLevel('error');
const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-import-'));
const deps = buildDeps(loadConfig({ data: dataDir, 'log-level': 'error' }, {}));
const uid = await insertUser(deps.db, { username: 'benchadmin', password: 'bench-password-1', role: 1000 });
const auth = { Authorization: createSession(deps.db, uid, { ip: '127.0.0.1', userAgent: 'bench' }).token };
const app = createApp(deps);
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  maxRequestBodySize: 256 * 1024 * 1024,
  fetch: (req) => app.fetch(req),
});
const base = `http://127.0.0.1:${server.port}`;

let t = performance.now();
const files: Record<string, Uint8Array> = { 'big/problem.yaml': new TextEncoder().encode('title: Big\n') };
for (let i = 1; i <= CASES; i++) {
  const data = new Uint8Array(CASE_BYTES);
  for (let j = 0; j < data.length; j += 64) data[j] = (i * 131 + j * 7) & 0xff;
  files[`big/testdata/${i}.in`] = data;
  files[`big/testdata/${i}.out`] = data.subarray(0, 1024);
}
const zip = zipSync(files, { level: 1 });
console.log(
  `package: ${CASES} cases, ${Math.round((CASES * CASE_BYTES) / 1024 / 1024)} MB of test data, ${Math.round(zip.length / 1024 / 1024)} MB zipped (built in ${Math.round(performance.now() - t)} ms)`,
);

async function ping(): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${base}/api/ping`);
  await res.arrayBuffer();
  return performance.now() - start;
}

for (let i = 0; i < 20; i++) await ping();
const rest: number[] = [];
for (let i = 0; i < REST_PINGS; i++) rest.push(await ping());

const during: number[] = [];
const form = new FormData();
form.set('file', new File([zip], 'big.zip'));
t = performance.now();
let done = false;
const importing = fetch(`${base}/api/file/import-hydro-problem`, { method: 'POST', headers: auth, body: form })
  .then((r) => r.json() as Promise<{ status: number; msg: string; data: unknown }>)
  .finally(() => {
    done = true;
  });
while (!done) during.push(await ping());
const result = await importing;
const importMs = performance.now() - t;
if (result.status !== 200) console.log(`import failed: ${result.msg}`);

const a = summarize(rest);
const b = summarize(during);
console.log(`import took ${Math.round(importMs)} ms; ${b.n} pings answered meanwhile`);
console.log(
  `ping at rest:      median ${fmt(a.median)}  p90 ${fmt(a.p90)}  p99 ${fmt(a.p99)}  max ${fmt(Math.max(...rest))}`,
);
console.log(
  `ping during import: median ${fmt(b.median)}  p90 ${fmt(b.p90)}  p99 ${fmt(b.p99)}  max ${fmt(Math.max(...during))}`,
);
console.log(
  `ratio during/rest: median ×${(b.median / a.median).toFixed(1)}  p90 ×${(b.p90 / a.p90).toFixed(1)}  p99 ×${(b.p99 / a.p99).toFixed(1)}`,
);
console.log(
  `longest ping during import is ${((100 * Math.max(...during)) / importMs).toFixed(1)}% of the import's time`,
);

server.stop(true);
deps.db.$client.close();
rmSync(dataDir, { recursive: true, force: true });
