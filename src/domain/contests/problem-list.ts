import { toPage } from '../../contract/envelope.ts';
import type { ContestProblemList } from '../../contract/contests.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../access/actor.ts';
import { Errors } from '../errors.ts';
import { addableProblems, adminContestProblems } from './admin-problems.ts';

/**
 * A contest's problem list as the spec's client reads it (admin/contest/get-problem-list,
 * group/get-contest-problem-list): `problemList` a page of the contest's problems in display order
 * (or, `existed` false, of the bank problems that can still be added), and `contestProblemMap` every
 * link of the contest by its problem's id.
 */

export interface ContestProblemListQuery {
  keyword?: string;
  currentPage: number;
  limit: number;
}

const matches = (keyword: string | undefined, p: { problemId: string; title: string }) => {
  const k = keyword?.toLowerCase();
  return !k || p.problemId.toLowerCase().includes(k) || p.title.toLowerCase().includes(k);
};

export function contestProblemList(
  db: Db,
  actor: Actor,
  cid: number,
  q: ContestProblemListQuery,
  existed = true,
): ContestProblemList {
  const links = adminContestProblems(db, actor, cid);
  const contestProblemMap = Object.fromEntries(links.map(({ problem: _p, ...link }) => [String(link.pid), link]));
  if (!existed) return { problemList: addableProblems(db, actor, cid, q), contestProblemMap };
  const rows = links.flatMap((l) => (l.problem && matches(q.keyword, l.problem) ? [l.problem] : []));
  const start = (q.currentPage - 1) * q.limit;
  return {
    problemList: toPage(rows.slice(start, start + q.limit), rows.length, q.limit, q.currentPage),
    contestProblemMap,
  };
}

/** One link of the contest's problems with its problem (GET admin/contest/contest-problem and the group's twin). */
export function contestProblemLink(db: Db, actor: Actor, cid: number, pid: number) {
  const link = adminContestProblems(db, actor, cid).find((l) => l.pid === pid);
  if (!link) throw Errors.ContestProblemNotFound();
  return link;
}
