import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems } from '../../db/schema/index.ts';
import type { ChoiceRow, choiceListQuerySchema, ChoiceProblem } from '../../contract/choice.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import type { z } from 'zod';
import { Errors } from '../errors.ts';
import { keywordFilter } from '../problems/admin-queries.ts';
import type { Viewer } from '../access/actor.ts';
import { choiceDetail } from './detail.ts';

/** GET admin/problem/computational-thinking-list: the choice problems outside groups, newest first. */
export function adminChoiceList(db: Db, q: z.infer<typeof choiceListQuerySchema>): Page<ChoiceRow> {
  const where = and(eq(problems.kind, 'choice'), isNull(problems.gid), keywordFilter(q.keyword));
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const rows = db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      difficulty: problems.difficulty,
      auth: problems.auth,
      author: problems.author,
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .where(where)
    .orderBy(desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(
    rows.map(({ updatedAt, ...r }) => ({ ...r, gmtModified: updatedAt.toISOString() })),
    total,
    q.limit,
    q.currentPage,
  );
}

/** GET question/single-choice: one public choice question of the bank, drawn at random, as its page shows it. */
export function randomChoiceQuestion(db: Db, viewer: Viewer): ChoiceProblem {
  const row = db
    .select({ problemId: problems.problemId })
    .from(problems)
    .where(and(isNull(problems.gid), eq(problems.kind, 'choice'), eq(problems.auth, ProblemAuth.PUBLIC)))
    .orderBy(sql`random()`)
    .limit(1)
    .get();
  if (!row) throw Errors.NoChoiceQuestion();
  return choiceDetail(db, viewer, { problemId: row.problemId });
}
