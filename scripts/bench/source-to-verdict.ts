/**
 * `bench:judge` section 2: a C++ A+B with 10 tests from source to final verdict against bare g++ and
 * 10 bare runs of the same work. The three sides take turns in every round (judged without the
 * compile cache, judged through an emptied cache, then bare), so a slower minute slows all three
 * alike; each ratio is the median of its rounds' own ratios. Then the cache kept warm: a rejudge
 * or an identical resubmission restores the build instead of compiling.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompileCache } from '../../judge/compile-cache.ts';
import { compileArgv } from '../../judge/languages/registry.ts';
import { PCH_MOUNT } from '../../judge/languages/table.ts';
import { AB, type JudgeBench, sourceToVerdict } from './judge-pool.ts';
import type { Steps } from './timed-host.ts';
import { summarize as stats } from './stats.ts';

const ROUNDS = 7;
const TARGET = 1.1;
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** The bare side's time, and its g++ alone. */
interface Bare {
  total: number;
  compile: number;
}

/** What the judge does for one submission, done bare: g++ with the same command, then each case run and compared. */
async function bareSourceToVerdict(b: JudgeBench, dir: string): Promise<Bare> {
  const t = performance.now();
  mkdirSync(dir);
  writeFileSync(join(dir, 'main.cpp'), AB);
  const argv = compileArgv(b.cpp)!.map((a) => (a === `-I${PCH_MOUNT}` ? `-I${b.pchDir}` : a));
  const cc = Bun.spawn(argv, { cwd: dir, stdout: 'ignore', stderr: 'ignore' });
  if ((await cc.exited) !== 0) throw new Error('bare g++ failed');
  const compile = performance.now() - t;
  for (const c of b.data.cases) {
    const input = Bun.file(join(b.data.dir, c.input));
    const p = Bun.spawn([join(dir, 'main')], { cwd: dir, stdin: input, stdout: 'pipe' });
    const out = await new Response(p.stdout).text();
    await p.exited;
    if (out.trim() !== (await Bun.file(join(b.data.dir, c.output)).text()).trim())
      throw new Error('bare run gave a wrong answer');
  }
  return { total: performance.now() - t, compile };
}

const verdictOf = (ratio: number) => (ratio <= TARGET ? 'met' : `MISSED by ${(ratio - TARGET).toFixed(3)}`);

export async function sourceToVerdictSection(b: JudgeBench): Promise<void> {
  const cacheDir = join(b.root, 'compile-cache');
  let cacheNo = 0;
  const bareSides: Bare[] = [];
  const firstJudged = b.host.steps.size;
  // Submissions alternate: even ones judged with no cache, odd ones through a cache emptied just before.
  b.ctx.compileCache = undefined;
  const judged = await sourceToVerdict(b, 2 * ROUNDS, async () => {
    if (b.ctx.compileCache) {
      bareSides.push(await bareSourceToVerdict(b, join(b.root, `bare-${bareSides.length}`)));
      b.ctx.compileCache = undefined;
    } else b.ctx.compileCache = new CompileCache({ dir: join(cacheDir, `cold-${cacheNo++}`) });
  });
  const steps = [...b.host.steps.values()].slice(firstJudged, firstJudged + 2 * ROUNDS);
  const plain = judged.filter((_, i) => i % 2 === 0);
  const cold = judged.filter((_, i) => i % 2 === 1);
  const bare = bareSides.map((s) => s.total);
  const ratioOf = (side: number[]) => stats(side.map((t, i) => t / bare[i]!)).median;

  b.ctx.compileCache = new CompileCache({ dir: join(cacheDir, 'warm') });
  await sourceToVerdict(b, 1);
  const warmCache = b.ctx.compileCache;
  const warm = await sourceToVerdict(b, ROUNDS, async () => {
    bareSides.push(await bareSourceToVerdict(b, join(b.root, `bare-${bareSides.length}`)));
  });
  b.ctx.compileCache = undefined;
  const warmRatio = stats(warm.map((t, i) => t / bareSides[ROUNDS + i]!.total)).median;

  const plainRatio = ratioOf(plain);
  const coldRatio = ratioOf(cold);
  console.log(`2. C++ A+B, 10 tests, source to verdict (${ROUNDS} rounds, each side in turn)`);
  console.log(`   bare g++ + 10 bare runs        median ${ms(stats(bare.slice(0, ROUNDS)).median)}`);
  console.log(
    `   judge (sandboxed), no cache    median ${ms(stats(plain).median)}  ratio ${plainRatio.toFixed(3)}x (target ≤ ${TARGET.toFixed(2)}x: ${verdictOf(plainRatio)})`,
  );
  printSteps(
    steps.filter((_, i) => i % 2 === 0),
    bareSides.slice(0, ROUNDS),
  );
  console.log(
    `   judge, compile cache cold      median ${ms(stats(cold).median)}  ratio ${coldRatio.toFixed(3)}x (target ≤ ${TARGET.toFixed(2)}x: ${verdictOf(coldRatio)})`,
  );
  console.log(
    `   judge, compile cache warm      median ${ms(stats(warm).median)}  ratio ${warmRatio.toFixed(3)}x (target ≤ ${TARGET.toFixed(2)}x: ${verdictOf(warmRatio)}; ${warmCache.stats.hits} hits, ${warmCache.stats.misses} miss)`,
  );
}

/**
 * Where the judge's time goes, without the cache, by the steps it reports (timed-host.ts), each
 * beside the bare side's same work; medians over the rounds.
 */
function printSteps(steps: Steps[], bare: Bare[]): void {
  const median = (xs: number[]) => stats(xs).median;
  const row = (label: string, judge: number[], bareSide?: number[]) =>
    console.log(
      `     ${label.padEnd(44)} ${ms(median(judge)).padStart(10)}${bareSide ? `   bare ${ms(median(bareSide))}` : ''}`,
    );
  console.log('   where the judge without the cache spends it (median per submission):');
  row(
    'queued → a worker takes it',
    steps.map((s) => s.compiling! - s.queued),
  );
  row(
    'compile: work dir, sandboxed g++, test data',
    steps.map((s) => s.judging! - s.compiling!),
    bare.map((b) => b.compile),
  );
  row(
    '10 cases run and checked',
    steps.map((s) => s.cases.at(-1)! - s.judging!),
    bare.map((b) => b.total - b.compile),
  );
  row(
    'last case → verdict stored',
    steps.map((s) => s.verdict! - s.cases.at(-1)!),
  );
}
