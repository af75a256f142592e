// Runs every test of Verdict: type check, lint and format check (the binary built meanwhile), unit/API/judge tests,
// then the end-to-end tests in Chromium against that binary. Ends with one "N passed, N failed" line.
import { Glob } from 'bun';

interface Stage {
  name: string;
  passed: number;
  failed: number;
  ok: boolean;
  failures: string[];
  reasons: string[];
}
const stages: Stage[] = [];

/** Each failed test's name with the lines printed just before it (its error), to repeat at the end. */
function failuresOf(text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('(fail)')) found.push(lines.slice(Math.max(0, i - 30), i + 1).join('\n'));
  });
  return found;
}

/** One line per failed test: its name, its first error line and where in a test file it was thrown. */
function reasonsOf(text: string): string[] {
  const lines = text.split('\n');
  const reasons: string[] = [];
  let error = '';
  let where = '';
  for (const line of lines) {
    if (/^(error:|\w*Error:)/.test(line) && !error) error = line.slice(0, 200);
    const at = line.match(/\(?([\w./-]*tests\/[\w./-]+\.ts:\d+)/);
    if (at?.[1] && !where) where = at[1];
    if (line.startsWith('(pass)')) [error, where] = ['', ''];
    if (line.startsWith('(fail)')) {
      reasons.push(`${line.replace(/ \[[\d.]+ms\]$/, '')} :: ${error || 'no error line'} @ ${where || '?'}`);
      [error, where] = ['', ''];
    }
  }
  return reasons;
}

/** Runs `cmd` to its end; its output (stdout and stderr) is shown as it comes when `live`, else only kept. */
async function execute(cmd: string[], live: boolean): Promise<{ text: string; code: number }> {
  const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: process.env });
  let text = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const s = decoder.decode(chunk);
      text += s;
      if (live) sink.write(s);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { text, code: await proc.exited };
}

function record(name: string, text: string, code: number) {
  const passed = Number(text.match(/^\s*(\d+) pass$/m)?.[1] ?? (code === 0 ? 1 : 0));
  const failed = Number(text.match(/^\s*(\d+) fail$/m)?.[1] ?? (code === 0 ? 0 : 1));
  stages.push({
    name,
    passed,
    failed: code !== 0 && failed === 0 ? 1 : failed,
    ok: code === 0,
    failures: failuresOf(text),
    reasons: reasonsOf(text),
  });
}

const header = (name: string, cmd: string[]) => `\n=== ${name}: ${cmd.join(' ')}`;

async function run(name: string, cmd: string[]): Promise<string> {
  console.log(header(name, cmd));
  const { text, code } = await execute(cmd, true);
  record(name, text, code);
  return text;
}

/**
 * Starts `cmd` now, beside the stages that run meanwhile; its output is held back. `finished` settles when
 * it ends; `report` then shows its output and records it as stage `name`, in its own place in the order.
 */
function runBeside(name: string, cmd: string[]) {
  const done = execute(cmd, false);
  return {
    finished: done.then(() => undefined),
    async report() {
      const { text, code } = await done;
      console.log(header(name, cmd));
      process.stdout.write(text);
      record(name, text, code);
    },
  };
}

/** Per-test default: judge and API tests compile and run programs, slow on a loaded machine. */
const UNIT_TIMEOUT_MS = '120000';
const only = process.argv[2];
// The binary is built while the type check and lint run (it writes only dist/, which neither reads), and is
// finished before any test starts, so no test shares the machine with it.
const build = !only || only === 'e2e' ? runBeside('build', ['bun', 'run', 'build']) : null;
if (!only || only === 'unit') {
  await run('typecheck', ['bunx', 'tsc', '--noEmit', '-p', '.']);
  // Biome's lint and format check (biome.jsonc): zero findings, every allowed exception with its reason.
  await run('lint and format', ['bunx', 'biome', 'ci', '--colors=off', '.']);
  await build?.finished;
  // On the command line so every test file gets it: bunfig's timeout and a preload's
  // setDefaultTimeout reach only the first file.
  await run('unit, API and judge tests', ['bun', 'test', '--timeout', UNIT_TIMEOUT_MS]);
}
if (build) {
  await build.report();
  const files = [...new Glob('tests/e2e/*.e2e.ts').scanSync('.')].sort().map((f) => `./${f}`);
  if (files.length) await run('end-to-end tests', ['bun', 'test', '--timeout', '180000', ...files]);
}

// Repeated here so that the end of the output alone says what failed and why.
for (const s of stages) {
  for (const f of s.failures) console.log(`\n=== failed in ${s.name}\n${f}`);
}
console.log('\n=== summary');
for (const s of stages) {
  console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name}: ${s.passed} passed, ${s.failed} failed`);
  // Bun's closing list repeats each "(fail)" line: keep the first reason of each name.
  const seen = new Set<string>();
  for (const r of s.reasons) {
    const name = r.split(' :: ')[0] ?? r;
    if (seen.has(name) && r.endsWith('no error line @ ?')) continue;
    seen.add(name);
    console.log(`  ${r}`);
  }
}
const passed = stages.reduce((n, s) => n + s.passed, 0);
const failed = stages.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(stages.every((s) => s.ok) ? 0 : 1);
