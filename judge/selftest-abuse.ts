/**
 * The self-test's checks of the judge under abuse: what one student can do to the judge that
 * others share (a checker that never ends, a flood of submissions, launchers left behind).
 * Each check sets up what it needs in its own scratch folder under `workRoot` and says whether
 * the judge held.
 */
import type { AbuseCheck, AbuseCheckOptions, AbuseOutcome } from './selftest-abuse-check.ts';
import { spinningChecker } from './selftest-spinning-checker.ts';
import { zombieCount } from './selftest-zombies.ts';
import { flood } from './selftest-flood.ts';

export type { AbuseCheck, AbuseCheckOptions, AbuseOutcome } from './selftest-abuse-check.ts';

/** The checks, in the order the report lists them. */
export const ABUSE_CHECKS: AbuseCheck[] = [zombieCount, spinningChecker, flood];

export async function runAbuseChecks(opts: AbuseCheckOptions): Promise<AbuseOutcome[]> {
  const outcomes: AbuseOutcome[] = [];
  for (const check of ABUSE_CHECKS) outcomes.push(await check(opts));
  return outcomes;
}
