// Builds starter/set.json from the problem folders: each folder's generator writes the case
// inputs, its reference solution (main.cpp, compiled with g++) writes the expected outputs, and
// case 1 becomes the sample. Run with `bun run starter:generate`; `bun run starter:check` verifies.
import type { StarterProblem, StarterSource } from '../../starter/types.ts';
import { makeRng } from './rng.ts';
import { compileAll, problemIds, removeScratch, runSolution, SET_FILE, STARTER_DIR } from './solutions.ts';

const ids = problemIds();
const { dir, binaryOf } = await compileAll(ids);
try {
  const set: StarterProblem[] = [];
  for (const [n, id] of ids.entries()) {
    const src = (await import(`${STARTER_DIR}/${id}/problem.ts`)).default as StarterSource;
    const inputs = src.inputs(makeRng(1000 + n));
    const cases = inputs.map((input) => ({ input, output: runSolution(binaryOf(id), input) }));
    const { inputs: _inputs, ...meta } = src;
    set.push({ problemId: id, ...meta, samples: [cases[0]!], cases });
  }
  await Bun.write(SET_FILE, `${JSON.stringify(set, null, 1)}\n`);
  console.log(`${set.length} problems, ${set.reduce((n, p) => n + p.cases.length, 0)} cases → ${SET_FILE}`);
} finally {
  removeScratch(dir);
}
