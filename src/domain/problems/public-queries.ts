import { homeScopeOf } from './problem-scope.ts';
import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { compiled, readTogether } from '../../db/statements.ts';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { problemListQuerySchema, ProblemDetail, ProblemRow, PublicProblem } from '../../contract/problems.ts';
import { toPage, type Page } from '../../contract/envelope.ts';
import { fullScore } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import { assertCanViewProblem, listedInBank } from './policy.ts';
import type { Viewer } from '../access/actor.ts';
import { conditionText } from './policy-text.ts';
import { keywordFilter } from './admin-queries.ts';
import { countsFor, EMPTY_COUNT } from './counts.ts';
import { problemPage } from './problem-page.ts';
import { keptUntilWrite, keptWhileUnchanged } from '../../db/kept-values.ts';
import { JsonText } from '../../contract/json-text.ts';
import { decodeExamples } from './examples.ts';
import { tagsOfProblems } from './problem-tags.ts';

const dialect = new SQLiteSyncDialect();

/** 'ME' (the client's "Mine") means local problems; another name selects that remote judge's problems. */
function ojFilter(oj: string | undefined): SQL | undefined {
  if (!oj || oj === 'All') return undefined;
  if (oj === 'ME' || oj === 'Mine') return eq(problems.isRemote, false);
  return and(eq(problems.isRemote, true), like(problems.problemId, `${oj.replace(/[\\%_]/g, '')}-%`));
}

/**
 * The problem bank list: the problems the viewer may see in the bank (problems/policy.ts). Each
 * row carries its tags and verdict counts (one grouped query for the page).
 */
export function listProblems(
  db: Db,
  viewer: Viewer,
  q: z.infer<typeof problemListQuerySchema>,
): JsonText<Page<ProblemRow>> {
  const tagIds = q.tagId ? [...new Set(q.tagId.split(',').map(Number))] : [];
  const filters = and(
    keywordFilter(q.keyword),
    q.difficulty !== undefined ? eq(problems.difficulty, q.difficulty) : undefined,
    ojFilter(q.oj),
    tagIds.length > 0
      ? inArray(
          problems.id,
          db
            .select({ pid: problemTags.pid })
            .from(problemTags)
            .where(inArray(problemTags.tagId, tagIds))
            .groupBy(problemTags.pid)
            .having(sql`count(*) = ${tagIds.length}`),
        )
      : undefined,
  );
  // The filter is written as SQL text for the count and the page (SQLite keeps the text compiled):
  // the policy's part is kept per viewer (policy-text.ts). The page is kept, written as JSON, until
  // the next write (db/kept-values.ts): the counts come from counters every verdict writes. The one
  // input that changes without a write, a contest's seal lifting, only adds counts: a page counting
  // a contest whose seal has yet to lift is read again at a second's age, so it shows them at most
  // a second late and never early. The reads share one read transaction (statements.ts).
  const listed = conditionText('listed', viewer)!;
  const f = filters ? dialect.sqlToQuery(filters) : null;
  const w = {
    sql: f ? `${listed.sql} and (${f.sql})` : listed.sql,
    params: f ? [...listed.params, ...f.params] : listed.params,
  };
  const offset = (q.currentPage - 1) * q.limit;
  const key = `problem-list\u0000${w.sql}\u0000${JSON.stringify(w.params)}\u0000${q.limit}\u0000${offset}`;
  // The total reads the problems (and their tags when filtered by tag) and nothing that changes with
  // time: it is counted again only once one of them is written, not at each verdict.
  const countText = `select count(*) as n from problems where ${w.sql}`;
  const counted = tagIds.length > 0 ? ['problems', 'problem_tags'] : ['problems'];
  const kept = readTogether(db.$client, () =>
    keptUntilWrite(
      db,
      key,
      () => {
        const { records, timed } = problemPage(db, w, q.limit, offset);
        const total = keptWhileUnchanged(
          db,
          counted,
          `${countText}\u0000${JSON.stringify(w.params)}`,
          () => (compiled(db.$client, countText).get(...(w.params as never[])) as { n: number }).n,
        );
        return { page: new JsonText(toPage(records, total, q.limit, q.currentPage)), timed };
      },
      (page) => page.timed,
    ),
  );
  return kept.page;
}

/** A random problem of the bank as a visitor sees it (for the "pick one" button). */
export function randomProblem(db: Db): { problemId: string } {
  const row = db
    .select({ problemId: problems.problemId })
    .from(problems)
    .where(listedInBank(null))
    .orderBy(sql`random()`)
    .limit(1)
    .get();
  if (!row) throw Errors.NoPublicProblem();
  return row;
}

/** Finds a problem the viewer may see in the bank, by display id or by numeric id. */
export function findViewable(db: Db, viewer: Viewer, by: { problemId: string } | { pid: number }) {
  const where = 'pid' in by ? eq(problems.id, by.pid) : sql`${problems.problemId} = ${by.problemId} collate nocase`;
  const p = db.select().from(problems).where(where).get();
  if (!p) throw Errors.ProblemNotFound();
  assertCanViewProblem(viewer, p, homeScopeOf(db, viewer, p));
  return p;
}

export function problemLanguagesOf(db: Db, pid: number): string[] {
  return db
    .select({ language: problemLanguages.language })
    .from(problemLanguages)
    .where(eq(problemLanguages.pid, pid))
    .all()
    .map((r) => r.language);
}

/** Enabled code templates of a problem, language → code. */
export function codeTemplateMap(db: Db, pid: number): Record<string, string> {
  const rows = db
    .select({ language: codeTemplates.language, code: codeTemplates.code })
    .from(codeTemplates)
    .where(and(eq(codeTemplates.pid, pid), eq(codeTemplates.status, true)))
    .all();
  return Object.fromEntries(rows.map((r) => [r.language, r.code]));
}

/** GET get-problem-tags: the tags of a problem the viewer may see. */
export function problemTagsFor(db: Db, viewer: Viewer, pid: number) {
  const p = findViewable(db, viewer, { pid });
  return tagsOfProblems(db, [p.id]).get(p.id) ?? [];
}

/** The problem page: public fields, counts, tags, languages and templates. */
export function problemDetail(db: Db, viewer: Viewer, problemId: string): ProblemDetail {
  const p = findViewable(db, viewer, { problemId });
  return {
    ...problemWorkspace(db, p),
    problemCount: countsFor(db, [p.id]).get(p.id) ?? EMPTY_COUNT,
    tags: tagsOfProblems(db, [p.id]).get(p.id) ?? [],
  };
}

type StoredProblem = typeof problems.$inferSelect;

/** What every scope's problem page shows of a problem it may show: statement, limits, languages, templates. */
export function problemWorkspace(
  db: Db,
  p: StoredProblem,
): Pick<ProblemDetail, 'problem' | 'languages' | 'codeTemplate'> {
  const cases = db
    .select({ groupNum: problemCases.groupNum, score: problemCases.score })
    .from(problemCases)
    .where(eq(problemCases.pid, p.id))
    .all();
  const ioScore = fullScore(p.judgeCaseMode, cases);
  const problem: PublicProblem = {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    exampleList: decodeExamples(p.examples),
    hint: p.hint,
    source: p.source,
    author: p.author,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    ioScore,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode: p.judgeMode,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    isRemote: p.isRemote,
    gid: p.gid,
    codeShare: p.codeShare,
    openCaseResult: p.openCaseResult,
    userExtraFile: p.userExtraFile ? (JSON.parse(p.userExtraFile) as Record<string, string>) : null,
    gmtCreate: p.createdAt.toISOString(),
    gmtModified: p.updatedAt.toISOString(),
  };
  return { problem, languages: problemLanguagesOf(db, p.id), codeTemplate: codeTemplateMap(db, p.id) };
}
