import { Errors } from './errors.ts';
import { WindowLimit } from './rate-limit.ts';

/**
 * Wrong passwords of contests and trainings and wrong group join codes, per account and resource: after `MAX_WRONG` within
 * `WINDOW_MS` further tries are refused until the window has passed, so a student cannot script
 * through a class's password.
 */
export const MAX_WRONG = 5;
export const WINDOW_MS = 10 * 60_000;

const wrong = new WindowLimit(MAX_WRONG, WINDOW_MS);

/** Throws (`tooMany`, given the minutes to wait) while the account has used up its wrong tries at this resource. */
export function assertMayGuess(
  key: string,
  now = Date.now(),
  tooMany: (minutes: number) => Error = Errors.TooManyWrongPasswords,
): void {
  const wait = wrong.full(key, now);
  if (wait !== null) throw tooMany(Math.ceil(wait / 60_000));
}

export function noteWrongGuess(key: string, now = Date.now()): void {
  wrong.note(key, now);
}
