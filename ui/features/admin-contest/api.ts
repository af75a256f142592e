import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { adminContestProblemSchema, ContestInfo } from '../../../src/contract/contests.ts';
import { adminContestEndpoints as A } from '../../../src/contract/endpoints/admin-contests.ts';
import { contestOpsEndpoints as O } from '../../../src/contract/endpoints/contest-ops.ts';
import { groupContestEndpoints as G } from '../../../src/contract/endpoints/group-content.ts';
import type { PickSource } from '../../components/problem-picker/index.ts';
import { contestBank, groupContestBank } from './contest-bank.ts';

/** A row of the back office's contest list. */
export type AdminContestRow = ContestInfo & { visible: boolean; examMode: boolean };

/** A problem of the contest: the link (display id, title, balloon colour) and the bank problem. */
export type ContestProblemLink = z.infer<typeof adminContestProblemSchema>;

/** The entries the contest admin pages call in the back office (API-NEXT "Admin contests"). */
export const SITE_CONTEST_CALLS = {
  list: A.list,
  get: A.get,
  create: A.create,
  update: A.update,
  problems: A.problems,
  updateLink: A.updateLink,
  removeProblem: A.removeProblem,
  announcements: O.adminAnnouncements,
  addAnnouncement: O.addAnnouncement,
  updateAnnouncement: O.updateAnnouncement,
  removeAnnouncement: O.deleteAnnouncement,
};

/** The same pages' entries inside a group (API-NEXT "Groups"): the same payloads; the problems call also lists the addable ones. */
export const GROUP_CONTEST_CALLS = {
  list: G.adminList,
  get: G.get,
  create: G.create,
  update: G.update,
  problems: G.problems,
  updateLink: G.updateLink,
  removeProblem: G.removeProblem,
  announcements: G.announcements,
  addAnnouncement: G.addAnnouncement,
  updateAnnouncement: G.updateAnnouncement,
  removeAnnouncement: G.removeAnnouncement,
};

export type ContestAdminCalls = typeof SITE_CONTEST_CALLS | typeof GROUP_CONTEST_CALLS;

/**
 * Where the contest admin pages work: the back office, or a group (its entries, its paths, adding a
 * problem of the group by its id). A group mounts the pages with its scope.
 */
export interface ContestAdminScope {
  calls: ContestAdminCalls;
  /** The list's path; a contest's pages are `${base}/{cid}/edit`, `/problems`, `/announcement` and `/proctor`. */
  base: string;
  /** The group the pages work in: a new contest is the group's, and the group's problems are added by their id. */
  gid?: number;
  /** Creating and editing a problem inside the contest (none: not offered). */
  problemHref: ((cid: number, pid: number | 'create') => string) | null;
  /** The rule type a new contest starts with (the computational-thinking pages: 2). */
  newType?: number;
  /** The bank picker of "Add from public"; a scope without one is a group's (groupContestBank). */
  bank?: (cid: number, usedIds: readonly string[]) => PickSource;
}

export const ContestAdminScopeContext = createContext<ContestAdminScope>({
  calls: SITE_CONTEST_CALLS,
  base: '/admin/contest',
  problemHref: (cid, pid) =>
    pid === 'create' ? `/admin/contest/${cid}/problem/create` : `/admin/contest/${cid}/problem/${pid}/edit`,
  bank: contestBank,
});
export function useContestAdminScope(): ContestAdminScope & { bank: NonNullable<ContestAdminScope['bank']> } {
  const scope = useContext(ContestAdminScopeContext);
  return { ...scope, bank: scope.bank ?? groupContestBank };
}
