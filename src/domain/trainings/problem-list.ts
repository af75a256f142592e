import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { trainingProblemListSchema } from '../../contract/trainings.ts';
import type { Db } from '../../db/client.ts';
import { trainingProblems } from '../../db/schema/index.ts';
import type { Actor } from '../access/actor.ts';
import { trainingProblemPicks } from './admin-problems.ts';

/**
 * A training's problem list as the spec's client reads it (group/get-training-problem-list):
 * `problemList` a page of problems (the training's, or with `queryExisted` false the bank's addable
 * ones) and `trainingProblemMap` every link of the training by its problem's id.
 */
export function trainingProblemList(
  db: Db,
  actor: Actor,
  tid: number,
  q: Parameters<typeof trainingProblemPicks>[3],
): z.infer<typeof trainingProblemListSchema> {
  const page = trainingProblemPicks(db, actor, tid, q);
  const links = db
    .select({
      id: trainingProblems.id,
      tid: trainingProblems.tid,
      pid: trainingProblems.pid,
      displayId: trainingProblems.displayId,
      rank: trainingProblems.rank,
    })
    .from(trainingProblems)
    .where(eq(trainingProblems.tid, tid))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
    .all();
  return {
    problemList: { ...page, records: page.records.map(({ link: _link, ...problem }) => problem) },
    trainingProblemMap: Object.fromEntries(links.map((l) => [String(l.pid), l])),
  };
}
