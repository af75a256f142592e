import type { z } from 'zod';
import { adminTrainingEndpoints as E } from '../../../src/contract/endpoints/admin-trainings.ts';
import {
  groupProblemEndpoints as P,
  groupTrainingEndpoints as G,
} from '../../../src/contract/endpoints/group-content.ts';
import { type trainingProblemPickPageSchema, trainingPicksOf } from '../../../src/contract/trainings.ts';
import { markedRows, pickSource, type PickSource } from '../../components/problem-picker/types.ts';

type PickPage = z.infer<typeof trainingProblemPickPageSchema>;
const pickRows = (page: PickPage) => ({
  total: page.total,
  records: page.records.map((r) => ({ pid: r.pid, problemId: r.problemId, title: r.title })),
});

/** The bank picker for a training: the public problems not in it yet, added by pid (the back office's calls). */
export const trainingBank = (tid: number): PickSource =>
  pickSource({
    list: E.problems,
    fixed: { tid, queryExisted: 'false' },
    rows: pickRows,
    add: E.addProblem,
    addInput: (pid) => ({ tid, pid }),
    invalidates: [E.problems],
  });
/** The same picker inside a group (its calls, the same payloads). */
export const groupTrainingBank = (tid: number): PickSource =>
  pickSource({
    list: G.problems,
    fixed: { tid, queryExisted: 'false' },
    rows: (answer) => pickRows(trainingPicksOf(answer)),
    add: G.addFromPublic,
    addInput: (pid) => ({ tid, pid }),
    invalidates: [G.problems],
  });

/** "Add from group": the group's own problems, searched and paged, those in the training (`inIt`) marked; added by problem id. */
export const groupTrainingOwn = (gid: number, tid: number, inIt: ReadonlySet<number>): PickSource =>
  pickSource({
    list: P.adminList,
    fixed: { gid },
    rows: (page) => markedRows(page, inIt),
    add: G.addFromGroup,
    addInput: (_pid, _displayId, problemId) => ({ tid, problemId }),
    invalidates: [G.problems],
    byProblemId: true,
  });
