/** Text in both languages of the site. */
export interface Both {
  en: string;
  zh: string;
}

/** Random numbers from a fixed seed, so the generated cases are the same on every run. */
export interface Rng {
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  ints(n: number, lo: number, hi: number): number[];
  word(len: number, letters?: string): string;
}

/** One starter problem as written: statement, limits, tags and the generator of its case inputs (case 1 is the sample). */
export interface StarterSource {
  title: Both;
  description: Both;
  input: Both;
  output: Both;
  hint: Both;
  timeLimit: number;
  memoryLimit: number;
  /** 0 easy, 1 middle, 2 hard. */
  difficulty: 0 | 1 | 2;
  tags: string[];
  /** 5 to 10 inputs; the first is shown as the sample. */
  inputs(r: Rng): string[];
}

/** One problem of the generated set (starter/set.json), as the bank installs it. */
export interface StarterProblem {
  problemId: string;
  title: Both;
  description: Both;
  input: Both;
  output: Both;
  hint: Both;
  timeLimit: number;
  memoryLimit: number;
  difficulty: number;
  tags: string[];
  samples: { input: string; output: string }[];
  cases: { input: string; output: string }[];
}
