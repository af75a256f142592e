import type { z } from 'zod';
import type { contestProblemPickPageSchema } from '../../../src/contract/contests.ts';
import { adminContestEndpoints as E } from '../../../src/contract/endpoints/admin-contests.ts';
import {
  groupContestEndpoints as G,
  groupProblemEndpoints as P,
} from '../../../src/contract/endpoints/group-content.ts';
import { nextDisplayId } from '../../components/problem-picker/next-display-id.ts';
import { markedRows, pickSource, type PickSource } from '../../components/problem-picker/types.ts';
import { t } from 'i18next';

type PickPage = z.infer<typeof contestProblemPickPageSchema>;
const pickRows = (page: PickPage) => ({
  total: page.total,
  records: page.records.map((p) => ({
    pid: p.id,
    problemId: p.problemId,
    title: p.title,
    note: t(`adminContest.type.${p.type}`),
  })),
});

/** The bank picker for a contest: the problems of its rule type not in it yet, each added under a display id (the back office's calls). */
export const contestBank = (cid: number, usedIds: readonly string[]): PickSource =>
  pickSource({
    list: E.addableProblems,
    fixed: { cid },
    rows: pickRows,
    add: E.addProblem,
    addInput: (pid, displayId) => ({ cid, pid, displayId }),
    invalidates: [E.problems],
    askDisplayId: () => nextDisplayId(usedIds),
  });

/** The same picker inside a group: the public bank through the group's calls. */
export const groupContestBank = (cid: number, usedIds: readonly string[]): PickSource =>
  pickSource({
    list: G.problems,
    fixed: { cid, queryExisted: 'false' },
    rows: (answer) => pickRows(answer.problemList),
    add: G.addFromPublic,
    addInput: (pid, displayId) => ({ cid, pid, displayId }),
    invalidates: [G.problems],
    askDisplayId: () => nextDisplayId(usedIds),
  });

/**
 * "Add from group": the group's own problems, searched and paged, those already in the contest marked;
 * each added by its problem id under a display id.
 */
export const groupContestOwn = (
  gid: number,
  cid: number,
  links: readonly { pid: number; displayId: string }[],
): PickSource =>
  pickSource({
    list: P.adminList,
    fixed: { gid },
    rows: (page) => markedRows(page, new Set(links.map((l) => l.pid))),
    add: G.addFromGroup,
    addInput: (_pid, displayId, problemId) => ({ cid, problemId, displayId }),
    invalidates: [G.problems],
    askDisplayId: () => nextDisplayId(links.map((l) => l.displayId)),
    byProblemId: true,
  });
