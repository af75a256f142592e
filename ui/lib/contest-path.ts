import { useLocation } from 'wouter';
import { contestRule } from '../../src/contract/contest-rules.ts';

/**
 * A contest's pages live under /contest/{cid}; a computational-thinking contest's also under
 * /computationalThinkingContest/{cid} (spec doc 1 §2). The same pages serve both bases.
 */
export const CT_CONTEST_BASE = '/computationalThinkingContest';
export type ContestBase = '/contest' | typeof CT_CONTEST_BASE;

/** The base a contest of this type is linked under. */
export const contestBaseOf = (type: number): ContestBase =>
  contestRule(type).problemKind === 'choice' ? CT_CONTEST_BASE : '/contest';

/** A contest's address (a tab's or a problem's path after it). */
export const contestHref = (type: number, cid: number, rest = '') =>
  `${contestBaseOf(type)}/${cid}${rest ? `/${rest}` : ''}`;

/** The contest id and the path under it of an address under either base, or null. */
export function parseContestPath(path: string): { base: ContestBase; cid: number; rest: string } | null {
  const m = /^\/(contest|computationalThinkingContest)\/(\d+)\/?(.*)$/.exec(path);
  if (!m) return null;
  return { base: m[1] === 'contest' ? '/contest' : CT_CONTEST_BASE, cid: Number(m[2]), rest: m[3] ?? '' };
}

/** The base the open contest page was reached by: its links stay under it. */
export function useContestBase(): ContestBase {
  const [location] = useLocation();
  return parseContestPath(location)?.base ?? '/contest';
}
