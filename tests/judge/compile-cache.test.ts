/**
 * The compile cache with real compilers in the real sandbox. A hit is observed by counting the
 * sandbox's runs (the compiler is the only thing compile() runs) and by the cache's counters;
 * a damaged entry (a link, truncated, oversized) is never used and is removed; concurrent
 * identical compiles leave one whole entry; the bound in bytes holds.
 */
import { describe, expect, test } from 'bun:test';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CompileCache } from '../../judge/compile-cache.ts';
import { compile, type CompileRequest } from '../../judge/compile.ts';
import type { Sandbox } from '../../judge/sandbox/types.ts';
import { makeSubDir, makeWorkDir } from '../../judge/workspace.ts';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData } from './judge-env.ts';

const e = await judgeEnv();
const C_AB =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';
const variant = (n: number) => C_AB.replace('int main', `static int v${n};\nint main`);

/** The real sandbox, with its runs counted (the compiler's runs, in compile()). */
function counted(sandbox: Sandbox): Sandbox & { runs: number } {
  const s = Object.create(sandbox) as Sandbox & { runs: number };
  s.runs = 0;
  s.run = (spec) => {
    s.runs++;
    return sandbox.run(spec);
  };
  return s;
}

const sandbox = counted(e.ctx.sandbox);

async function newCache(opts: { maxBytes?: number; maxEntryBytes?: number } = {}) {
  return new CompileCache({ dir: await mkdtemp(join(e.root, 'cc-')), ...opts });
}

/** Compiles into a fresh build directory; returns the outcome and the directory. */
async function build(cache: CompileCache, source: string, more: Partial<CompileRequest> = {}) {
  const scratch = makeWorkDir(e.ctx.workRoot, 'cc');
  const dir = makeSubDir(scratch, 'build');
  const outcome = await compile({
    sandbox,
    language: e.ctx.languages.get('C')!,
    source,
    dir,
    logDir: makeSubDir(scratch, 'logs'),
    cache,
    ...more,
  });
  return { outcome, dir };
}

/** Runs the built A+B on "2 3" in the sandbox and returns its output. */
async function runAB(dir: string): Promise<string> {
  writeFileSync(join(dir, 'in.txt'), '2 3\n');
  const out = join(dir, '..', 'out.txt');
  const limits = {
    cpuMs: 1000,
    wallMs: 5000,
    memoryBytes: 256 << 20,
    stackBytes: 8 << 20,
    processes: 4,
    outputBytes: 1 << 20,
    openFiles: 16,
  };
  const r = await e.ctx.sandbox.run({
    argv: ['/w/main'],
    workDir: dir,
    stdinFile: join(dir, 'in.txt'),
    stdoutFile: out,
    limits,
  });
  expect(r.status).toBe('exited');
  return readFile(out, 'utf8');
}

const entries = (cache: CompileCache) => readdirSync(cache.dir).filter((n) => /^[0-9a-f]{64}$/.test(n));

describe('hits and misses', () => {
  test('an identical compile is not compiled again, and the restored program runs', async () => {
    const cache = await newCache();
    const first = await build(cache, C_AB);
    expect(first.outcome.ok).toBe(true);
    const runs = sandbox.runs;
    const second = await build(cache, C_AB);
    expect(second.outcome).toMatchObject({ ok: true, cached: true });
    expect(sandbox.runs).toBe(runs);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, stored: 1 });
    expect(statSync(join(second.dir, 'main')).mode & 0o111).not.toBe(0);
    expect(await runAB(second.dir)).toBe('5\n');
  });

  test('another language, other options, other files beside the source or another source each compile', async () => {
    const cache = await newCache();
    await build(cache, C_AB);
    const runs = sandbox.runs;
    const cpp = await build(cache, C_AB, { language: e.ctx.languages.get('C++17')! });
    const cpp14 = await build(cache, C_AB, { language: e.ctx.languages.get('C++14')! });
    const flags = await build(cache, C_AB, { extraArgs: ['-DX=1'] });
    const files = await build(cache, C_AB, { extraFiles: { 'x.h': '#define X 1\n' } });
    const other = await build(cache, variant(1));
    for (const b of [cpp, cpp14, flags, files, other]) expect(b.outcome).toMatchObject({ ok: true });
    for (const b of [cpp, cpp14, flags, files, other]) expect(b.outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 5);
    expect(cache.stats.hits).toBe(0);
  });

  test('a compile error is compiled again every time and never kept', async () => {
    const cache = await newCache();
    const runs = sandbox.runs;
    for (let i = 0; i < 2; i++)
      expect((await build(cache, 'int main(void){ return x; }')).outcome).toMatchObject({
        ok: false,
        status: JudgeStatus.COMPILE_ERROR,
      });
    expect(sandbox.runs).toBe(runs + 2);
    expect(entries(cache)).toEqual([]);
  });

  test('a resubmission of the same code through the judge does not compile again', async () => {
    e.ctx.compileCache = await newCache();
    const p = problem();
    testData(e, p, A_PLUS_B);
    const code = variant(2);
    expect((await submit(e, 'C', code, p)).status).toBe(JudgeStatus.ACCEPTED);
    const again = await submit(e, 'C', code, p);
    expect(again.status).toBe(JudgeStatus.ACCEPTED);
    expect(e.ctx.compileCache.stats).toMatchObject({ hits: 1, misses: 1 });
    e.host.rejudge(again.id);
    expect(((await e.host.result(again.id)) as { status: number }).status).toBe(JudgeStatus.ACCEPTED);
    expect(e.ctx.compileCache.stats).toMatchObject({ hits: 2, misses: 1 });
    e.ctx.compileCache = undefined;
  });
});

describe('entries damaged on disk are never used', () => {
  test('an entry replaced by a link (even to a whole entry) is removed, not followed, and the source compiled', async () => {
    const cache = await newCache();
    await build(cache, C_AB);
    const [name] = entries(cache);
    const elsewhere = join(e.root, `kept-${name}`);
    writeFileSync(elsewhere, readFileSync(join(cache.dir, name!)));
    await rm(join(cache.dir, name!));
    symlinkSync(elsewhere, join(cache.dir, name!));
    const runs = sandbox.runs;
    const b = await build(cache, C_AB);
    expect(b.outcome).toMatchObject({ ok: true });
    expect(b.outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 1);
    expect(cache.stats.refused).toBe(1);
    expect(lstatSync(join(cache.dir, name!)).isSymbolicLink()).toBe(false);
    expect(existsSync(elsewhere)).toBe(true);
    expect(await runAB(b.dir)).toBe('5\n');
  });

  test('a truncated entry is removed and the source compiled', async () => {
    const cache = await newCache();
    await build(cache, C_AB);
    const [name] = entries(cache);
    const path = join(cache.dir, name!);
    truncateSync(path, statSync(path).size - 100);
    const runs = sandbox.runs;
    const cut = await build(cache, C_AB);
    expect(cut.outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 1);
    expect(cache.stats.refused).toBe(1);
    expect(await runAB(cut.dir)).toBe('5\n');
  });

  test('a whole entry above the cap is not read, but removed, and the source compiled', async () => {
    const pad = { 'pad.txt': 'x'.repeat(300_000) };
    const large = await newCache();
    await build(large, C_AB, { extraFiles: pad });
    const [name] = entries(large);
    const capped = new CompileCache({ dir: large.dir, maxEntryBytes: 200_000 });
    const runs = sandbox.runs;
    const b = await build(capped, C_AB, { extraFiles: pad });
    expect(b.outcome).toMatchObject({ ok: true });
    expect(b.outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 1);
    expect(capped.stats.refused).toBe(1);
    expect(existsSync(join(large.dir, name!))).toBe(false);
  });

  test("an entry whose bytes were altered, or another key's entry under this name, is not used", async () => {
    const cache = await newCache();
    await build(cache, C_AB);
    await build(cache, variant(3));
    const [a, b] = entries(cache);
    const bytes = readFileSync(join(cache.dir, a!));
    bytes[bytes.length - 10]! ^= 0xff;
    writeFileSync(join(cache.dir, a!), bytes);
    writeFileSync(join(cache.dir, b!), readFileSync(join(cache.dir, a!)));
    const runs = sandbox.runs;
    for (const src of [C_AB, variant(3)]) expect((await build(cache, src)).outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 2);
    expect(cache.stats.refused).toBe(2);
  });
});

describe('sharing and bounds', () => {
  test('concurrent identical compiles all succeed and leave one whole entry, no temporary file', async () => {
    const cache = await newCache();
    const builds = await Promise.all(Array.from({ length: 4 }, () => build(cache, variant(4))));
    for (const b of builds) expect(b.outcome.ok).toBe(true);
    expect(readdirSync(cache.dir)).toEqual(entries(cache));
    expect(entries(cache)).toHaveLength(1);
    const runs = sandbox.runs;
    const again = await build(cache, variant(4));
    expect(again.outcome).toMatchObject({ ok: true, cached: true });
    expect(sandbox.runs).toBe(runs);
    expect(await runAB(again.dir)).toBe('5\n');
  });

  test('the cache stays within its bound, removing the least recently used entries first', async () => {
    const probe = await newCache();
    await build(probe, variant(10));
    const entrySize = statSync(join(probe.dir, entries(probe)[0]!)).size;
    const cache = await newCache({ maxBytes: Math.floor(entrySize * 2.5) });
    for (let i = 11; i <= 15; i++) {
      await build(cache, variant(i));
      const total = entries(cache).reduce((n, name) => n + statSync(join(cache.dir, name)).size, 0);
      expect(total).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(cache.stats.evicted).toBe(3);
    const runs = sandbox.runs;
    expect((await build(cache, variant(15))).outcome).toMatchObject({ cached: true });
    expect((await build(cache, variant(11))).outcome).not.toHaveProperty('cached');
    expect(sandbox.runs).toBe(runs + 1);
  });
});
