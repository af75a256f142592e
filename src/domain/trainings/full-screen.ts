import type { Db } from '../../db/client.ts';
import type { FullScreenItem } from '../../contract/endpoints/problems.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import type { Viewer } from '../access/actor.ts';
import { userProblemStatus } from '../problems/user-status.ts';
import { listTrainingProblems, usableTraining } from './problems.ts';

/** Focus mode's problem bar in a training: its problems (by bank id) with the viewer's verdicts, for whoever may use it. */
export function trainingFullScreenList(db: Db, viewer: Viewer, tid: number): FullScreenItem[] {
  const rows = listTrainingProblems(db, viewer, usableTraining(db, viewer, tid));
  const status = viewer
    ? userProblemStatus(
        db,
        viewer.uid,
        rows.map((r) => r.pid),
      )
    : {};
  return rows.map((r) => ({
    pid: r.pid,
    problemId: r.problemId,
    displayId: r.displayId,
    title: r.title,
    status: status[r.pid]?.status ?? JudgeStatus.NOT_SUBMITTED,
    score: status[r.pid]?.score ?? null,
    color: null,
  }));
}
