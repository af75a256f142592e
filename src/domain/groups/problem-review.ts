import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, problems } from '../../db/schema/index.ts';
import type { z } from 'zod';
import { ApplyProgress, type ReviewRow, type reviewListQuerySchema } from '../../contract/group-problems.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import { keywordFilter } from '../problems/admin-queries.ts';

/**
 * The back office's review of group problems that applied to become public (spec doc 3 §5): only
 * an application its group keeps open is answered. Approving one makes it a public bank problem
 * (no group, its display id kept); refusing leaves it in its group, free to apply again. A problem
 * never applied, withdrawn or refused is the group's to apply for: the reviewer cannot approve or
 * reopen it.
 */

export function reviewList(db: Db, q: z.infer<typeof reviewListQuerySchema>): Page<ReviewRow> {
  const where: SQL | undefined = and(
    isNotNull(problems.applyPublicProgress),
    q.progress ? eq(problems.applyPublicProgress, q.progress) : undefined,
    keywordFilter(q.keyword),
  );
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const rows = db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      author: problems.author,
      gid: problems.gid,
      groupName: groups.name,
      applyPublicProgress: problems.applyPublicProgress,
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .leftJoin(groups, eq(groups.id, problems.gid))
    .where(where)
    .orderBy(desc(problems.updatedAt), desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(
    rows.map(({ updatedAt, applyPublicProgress, ...r }) => ({
      ...r,
      applyPublicProgress: applyPublicProgress!,
      gmtModified: updatedAt.toISOString(),
    })),
    total,
    q.limit,
    q.currentPage,
  );
}

/** Answers an open application: approving (2) moves the problem to the bank as a public problem, refusing (3) leaves it in its group. */
export function changeProgress(db: Db, pid: number, progress: number, modifiedUser: string): void {
  const p = db
    .select({ gid: problems.gid, progress: problems.applyPublicProgress })
    .from(problems)
    .where(eq(problems.id, pid))
    .get();
  if (!p) throw Errors.ProblemNotFound();
  // Only a group's problem whose group is applying is reviewed; one already made public has left its group.
  if (p.progress !== ApplyProgress.APPLYING || p.gid === null || progress === ApplyProgress.APPLYING)
    throw Errors.GroupProblemNotApplying();
  const approved = progress === ApplyProgress.PUBLIC;
  db.update(problems)
    .set({
      applyPublicProgress: progress,
      modifiedUser,
      updatedAt: new Date(),
      ...(approved ? { gid: null, auth: ProblemAuth.PUBLIC } : {}),
    })
    .where(eq(problems.id, pid))
    .run();
}
