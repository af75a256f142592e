/** Problem levels (spec doc 1: 0 easy, 1 mid, 2 hard) and their one label each, wherever shown. */
export const DIFFICULTIES = [0, 1, 2] as const;
export const DIFFICULTY_KEYS = [
  'problem.difficulty.easy',
  'problem.difficulty.mid',
  'problem.difficulty.hard',
] as const;

/** The label key of a level; an unknown level reads as easy. */
export function difficultyKey(level: number): (typeof DIFFICULTY_KEYS)[number] {
  return DIFFICULTY_KEYS[level] ?? DIFFICULTY_KEYS[0];
}
