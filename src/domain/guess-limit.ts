import { Errors } from './errors.ts';

/**
 * Wrong passwords of contests and trainings, per account and resource: after `MAX_WRONG` within
 * `WINDOW_MS` further tries are refused until the window has passed, so a student cannot script
 * through a class's password. Kept in memory: a restart forgets them, which costs a guesser nothing
 * they could not get by waiting.
 */
export const MAX_WRONG = 5;
export const WINDOW_MS = 10 * 60_000;

const wrong = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const times = (wrong.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length === 0) wrong.delete(key);
  else wrong.set(key, times);
  return times;
}

/** Throws while the account has used up its wrong tries at this resource. */
export function assertMayGuess(key: string, now = Date.now()): void {
  const times = recent(key, now);
  if (times.length >= MAX_WRONG) throw Errors.TooManyWrongPasswords(Math.ceil((times[0]! + WINDOW_MS - now) / 60_000));
}

export function noteWrongGuess(key: string, now = Date.now()): void {
  wrong.set(key, [...recent(key, now), now]);
}
