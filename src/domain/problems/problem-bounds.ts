import type { Db } from '../../db/client.ts';
import { HARD_PROBLEM_BOUNDS, memberProblemBounds, type ProblemBounds } from '../../contract/problem-bounds.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { isProblemManager } from './policy.ts';
import type { Actor } from '../access/actor.ts';

/**
 * Who sets a problem decides how far it may go: holders of `problem_admin` up to the hard maxima,
 * everyone else (group admins, group contest admins) up to the site's member settings, read now
 * (a changed setting applies to the next save or upload).
 */
export function problemBoundsFor(db: Db, actor: Actor): ProblemBounds {
  return isProblemManager(actor) ? HARD_PROBLEM_BOUNDS : memberProblemBounds(getWebsiteConfig(db));
}

/** A new problem's limits when the form sends none: the site's defaults, within the actor's bounds. */
export function defaultLimitsFor(db: Db, actor: Actor): { timeLimit: number; memoryLimit: number } {
  const site = getWebsiteConfig(db);
  const bounds = problemBoundsFor(db, actor);
  return {
    timeLimit: Math.min(site.defaultTimeLimit, bounds.timeMax),
    memoryLimit: Math.min(site.defaultMemoryLimit, bounds.memoryMax),
  };
}
