// bun run bench:web — what a first visit costs: starts dist/verdict (built if missing) on a fresh
// data directory, seeds one problem with math and one submission, then opens /home, /problem,
// /problem/{id} and /status in Chromium, each in a fresh context (empty cache), waits for each
// page's first view to be drawn and the network to be at rest, and prints the bytes transferred
// (compressed, as on the wire), the bytes after decoding, and the JavaScript among them; `--list`
// adds every file a page loaded. Prints figures against the targets; asserts nothing.
import { chromium } from 'playwright-core';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  FIRST_VIEW_MARKS,
  HOME_TARGET_BYTES,
  measureVisit,
  PAGE_JS_TARGET_BYTES,
  type VisitTotals,
} from './bench/web-visit.ts';

const BINARY = resolve(process.env.VERDICT_BINARY ?? 'dist/verdict');

if (!existsSync(BINARY)) {
  const build = Bun.spawnSync(['bun', 'run', 'scripts/build.ts'], { stdout: 'inherit', stderr: 'inherit' });
  if (build.exitCode !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'verdict-bench-web-'));
chmodSync(dataDir, 0o755);
const proc = Bun.spawn([BINARY, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir], {
  stdout: 'pipe',
  stderr: 'inherit',
  env: { ...process.env, VERDICT_LOG_LEVEL: 'error' },
});

async function started(): Promise<{ url: string; password: string }> {
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let out = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`verdict did not start:\n${out}`);
    out += decoder.decode(value);
    const url = out.match(/running at (http:\/\/[^\s/]+:\d+)\//)?.[1];
    const password = out.match(/password: (\S+)/)?.[1];
    if (url && password) return { url, password };
  }
}

async function call(base: string, path: string, json: unknown, token = '') {
  const res = await fetch(base + path, {
    method: 'POST',
    body: JSON.stringify(json),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
  });
  const body = (await res.json()) as { status: number; msg: string; data: any };
  if (body.status !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

const stopServer = async () => {
  proc.kill('SIGTERM');
  await proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
};
// A failure on the way still stops the server and removes its data.
process.on('exit', () => {
  proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const { url, password } = await started();
const root = await call(url, '/api/login', { username: 'root', password });
await call(
  url,
  '/api/admin/problem',
  {
    problem: {
      problemId: 'P1000',
      title: 'A + B',
      difficulty: 0,
      source: 'Classic',
      hint: 'Use **long long**.',
      description: 'Read $a$ and $b$, print $a+b$.\n\n$$\\sum_{i=1}^{n} x_i = \\frac{n(n+1)}{2}$$',
      input: 'Two integers $|a|,|b| \\le 10^9$.',
      output: 'Their sum.',
      exampleList: [{ input: '1 2', output: '3' }],
    },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: ['C', 'C++17', 'Python3'],
    tags: [],
  },
  root.token,
);
// One submission so the status list has a row (its verdict is not needed).
await call(url, '/api/submit-problem-judge', { pid: 'P1000', language: 'Python3', code: 'print(3)\n' }, root.token);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

async function visit(path: string): Promise<VisitTotals> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const totals = await measureVisit(await context.newPage(), url + path, FIRST_VIEW_MARKS[path]!);
  await context.close();
  return totals;
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
console.log(`first visit, empty cache (${BINARY})`);
console.log(
  `${'page'.padEnd(16)}${'transferred'.padStart(12)}${'decoded'.padStart(12)}${'JS wire'.padStart(12)}${'JS decoded'.padStart(12)}  requests`,
);
const results: Record<string, VisitTotals> = {};
const listing = process.argv.includes('--list');
for (const path of Object.keys(FIRST_VIEW_MARKS)) {
  const r = (results[path] = await visit(path));
  console.log(
    `${path.padEnd(16)}${kb(r.wire).padStart(12)}${kb(r.raw).padStart(12)}${kb(r.jsWire).padStart(12)}${kb(r.jsRaw).padStart(12)}  ${r.requests}`,
  );
  if (listing) for (const f of r.files) console.log(`    ${kb(f.wire)}  ${new URL(f.url).pathname}`);
}
const home = results['/home']!.wire;
const jsMax = Math.max(...Object.values(results).map((r) => r.jsWire));
console.log(
  `\n/home transferred ${kb(home).trim()} (target ≤ ${kb(HOME_TARGET_BYTES).trim()}): ${home <= HOME_TARGET_BYTES ? 'met' : 'missed'}`,
);
console.log(
  `largest page JS ${kb(jsMax).trim()} compressed (target ≤ ${kb(PAGE_JS_TARGET_BYTES).trim()}): ${jsMax <= PAGE_JS_TARGET_BYTES ? 'met' : 'missed'}`,
);

await browser.close();
await stopServer();
