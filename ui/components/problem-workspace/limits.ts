/**
 * Limits as the problem page shows them (spec doc 1 §9): the problem's own for C and C++, doubled
 * for every other language; remote problems (CF-, GYM- ids) as they are.
 */
export interface ShownLimits {
  /** For C and C++. */
  base: number;
  /** For other languages; equal to base when nothing is doubled. */
  other: number;
  doubled: boolean;
}

export function isRemoteProblemId(problemId: string): boolean {
  return /^(CF|GYM)-/i.test(problemId);
}

export function shownLimit(value: number, problemId: string, isRemote: boolean): ShownLimits {
  const doubled = !isRemote && !isRemoteProblemId(problemId);
  return { base: value, other: doubled ? value * 2 : value, doubled };
}

/** Whether a judge language is judged with the problem's own limits (C and C++ only). */
export function usesBaseLimits(language: string): boolean {
  const id = language.trim().toLowerCase();
  return id === 'c' || id.startsWith('c++') || id.startsWith('c (') || id.startsWith('gnu c');
}
