import { Errors } from '../errors.ts';

/** An input file and its output; `output` is null when the archive has none (created empty). */
export interface CasePair {
  input: string;
  output: string | null;
  /** Name the output gets when it is missing. */
  outputName: string;
}

/** Sort order of test cases: by name length, then by name ("2.in" before "10.in"). */
export function byLengthThenName(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function outputCandidates(input: string): string[] {
  if (input.endsWith('.in')) {
    const base = input.slice(0, -3);
    return [`${base}.out`, `${base}.ans`];
  }
  const at = input.lastIndexOf('input');
  return [`${input.slice(0, at)}output${input.slice(at + 5)}`];
}

function isInput(name: string): boolean {
  return name.endsWith('.in') || (name.endsWith('.txt') && name.includes('input'));
}

function isOutput(name: string): boolean {
  return name.endsWith('.out') || name.endsWith('.ans') || (name.endsWith('.txt') && name.includes('output'));
}

/**
 * Pairs the files of a test-case archive: `N.in` with `N.out` or `N.ans`, or `*input*.txt`
 * with `*output*.txt`. An input without output gets an empty one; an output without input, an
 * input with two outputs, or any other file is an error naming the file.
 */
export function pairCaseFiles(names: string[]): CasePair[] {
  const all = new Set(names);
  const used = new Set<string>();
  const pairs: CasePair[] = [];
  for (const name of [...names].sort(byLengthThenName)) {
    if (!isInput(name)) continue;
    const found = outputCandidates(name).filter((c) => all.has(c));
    if (found.length > 1) throw Errors.TestcaseDoubleOutput(name, found[0]!, found[1]!);
    used.add(name);
    if (found[0]) used.add(found[0]);
    pairs.push({ input: name, output: found[0] ?? null, outputName: outputCandidates(name)[0]! });
  }
  for (const name of names) {
    if (used.has(name)) continue;
    if (isOutput(name)) throw Errors.TestcaseUnpaired(name);
    throw Errors.TestcaseUnknownFile(name);
  }
  return pairs;
}
