// Checks the starter set (starter/set.json) against its sources: every reference solution compiles
// with g++ and reproduces every stored output, each statement has English and Chinese text, the
// samples are what the solution prints, and the set has 30 problems or more with 5–10 cases each.
import set from '../../starter/set.json' with { type: 'json' };
import type { Both, StarterProblem } from '../../starter/types.ts';
import { compileAll, problemIds, removeScratch, runSolution } from './solutions.ts';

const problems = set as StarterProblem[];
const faults: string[] = [];
const fault = (id: string, what: string) => faults.push(`${id}: ${what}`);
const HAN = /\p{Script=Han}/u;

function checkBoth(id: string, field: string, text: Both | undefined, required = true) {
  if (!text) return fault(id, `${field} is missing`);
  if (required && text.en.trim() === '') fault(id, `${field} has no English text`);
  if (required && !HAN.test(text.zh)) fault(id, `${field} has no Chinese text`);
  if (text.en !== '' && HAN.test(text.en)) fault(id, `${field}'s English text holds Chinese`);
}

const folders = problemIds();
const listed = problems.map((p) => p.problemId);
if (problems.length < 30) faults.push(`the set has ${problems.length} problems, fewer than 30`);
if (new Set(listed).size !== listed.length) faults.push('a problem id appears twice');
if (folders.join() !== listed.join())
  faults.push(
    `set.json is out of date with the folders (run bun run starter:generate): ${folders.join()} ≠ ${listed.join()}`,
  );

const { dir, binaryOf } = await compileAll(folders);
try {
  for (const p of problems) {
    const id = p.problemId;
    if (!/^S\d{3}$/.test(id)) fault(id, 'the id is not of the form S001');
    for (const field of ['title', 'description', 'input', 'output', 'hint'] as const) checkBoth(id, field, p[field]);
    if (p.cases.length < 5 || p.cases.length > 10) fault(id, `${p.cases.length} cases (5 to 10 wanted)`);
    if (p.samples.length === 0) fault(id, 'no sample');
    if (p.tags.length === 0) fault(id, 'no tag');
    if (!(p.timeLimit > 0 && p.timeLimit <= 5000 && p.memoryLimit >= 16 && p.memoryLimit <= 1024))
      fault(id, 'limits out of range');
    if (!folders.includes(id)) continue;
    for (const [i, c] of p.cases.entries()) {
      if (c.input === '') fault(id, `case ${i + 1} has an empty input`);
      if (runSolution(binaryOf(id), c.input) !== c.output)
        fault(id, `case ${i + 1}: the stored output is not the solution's`);
    }
    for (const [i, s] of p.samples.entries()) {
      const asCase = p.cases[i];
      const matchesCase = asCase !== undefined && asCase.input === s.input && asCase.output === s.output;
      if (!matchesCase && runSolution(binaryOf(id), s.input) !== s.output)
        fault(id, `sample ${i + 1}'s output is not the solution's`);
    }
  }
} finally {
  removeScratch(dir);
}

if (faults.length > 0) {
  console.error(faults.join('\n'));
  console.error(`starter set: ${faults.length} problem(s) found`);
  process.exit(1);
}
console.log(
  `starter set: ${problems.length} problems, ${problems.reduce((n, p) => n + p.cases.length, 0)} cases checked`,
);
