import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags, tags } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { adminProblemListQuerySchema } from '../../contract/problems.ts';
import { toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import { decodeExamples } from './examples.ts';
import { escapeLike } from '../like.ts';

export function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = escapeLike(keyword);
  return or(sql`${problems.problemId} like ${pattern} escape '\\'`, sql`${problems.title} like ${pattern} escape '\\'`);
}

/** The admin problem list: keyword on display id and title, optional auth, newest first. */
export function adminListProblems(db: Db, q: z.infer<typeof adminProblemListQuerySchema>) {
  const where = and(keywordFilter(q.keyword), q.auth ? eq(problems.auth, q.auth) : undefined);
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const records = db
    .select({
      id: problems.id,
      problemId: problems.problemId,
      title: problems.title,
      author: problems.author,
      auth: problems.auth,
      type: problems.type,
      difficulty: problems.difficulty,
      judgeMode: problems.judgeMode,
      isRemote: problems.isRemote,
      gid: problems.gid,
      modifiedUser: problems.modifiedUser,
      gmtCreate: problems.createdAt,
      gmtModified: problems.updatedAt,
    })
    .from(problems)
    .where(where)
    .orderBy(desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(records, total, q.limit, q.currentPage);
}

/** A stored map of file name to content (extra files, a choice problem's annex), or null. */
export function parseJsonMap(text: string | null): Record<string, string> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}

/** A problem's cases as its edit forms list them (uploaded files' names, or the manual samples), in order. */
export function problemCaseRows(db: Db, pid: number) {
  return db
    .select({
      id: problemCases.id,
      index: problemCases.index,
      input: problemCases.input,
      output: problemCases.output,
      score: problemCases.score,
      groupNum: problemCases.groupNum,
    })
    .from(problemCases)
    .where(eq(problemCases.pid, pid))
    .orderBy(asc(problemCases.index))
    .all();
}

/** Everything the admin edit form needs: all fields, cases, tags, languages and templates. */
export function getProblemForAdmin(db: Db, id: number) {
  const p = db.select().from(problems).where(eq(problems.id, id)).get();
  if (!p) throw Errors.ProblemNotFound();
  const { createdAt, updatedAt, userExtraFile, judgeExtraFile, ...rest } = p;
  return {
    problem: {
      ...rest,
      exampleList: decodeExamples(p.examples),
      userExtraFile: parseJsonMap(userExtraFile),
      judgeExtraFile: parseJsonMap(judgeExtraFile),
      gmtCreate: createdAt.toISOString(),
      gmtModified: updatedAt.toISOString(),
    },
    samples: problemCaseRows(db, id),
    tags: db
      .select({ id: tags.id, name: tags.name, color: tags.color })
      .from(problemTags)
      .innerJoin(tags, eq(tags.id, problemTags.tagId))
      .where(eq(problemTags.pid, id))
      .orderBy(asc(tags.id))
      .all(),
    languages: db
      .select({ language: problemLanguages.language })
      .from(problemLanguages)
      .where(eq(problemLanguages.pid, id))
      .all()
      .map((r) => r.language),
    codeTemplates: db
      .select({ language: codeTemplates.language, code: codeTemplates.code, status: codeTemplates.status })
      .from(codeTemplates)
      .where(eq(codeTemplates.pid, id))
      .all(),
  };
}

export function changeProblemAuth(db: Db, id: number, auth: number, modifiedUser: string): void {
  const changed = db
    .update(problems)
    .set({ auth, modifiedUser, updatedAt: new Date() })
    .where(eq(problems.id, id))
    .returning({ id: problems.id })
    .all();
  if (changed.length === 0) throw Errors.ProblemNotFound();
}
