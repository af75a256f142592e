import type { Db } from '../../db/client.ts';
import { keptWhileUnchanged } from '../../db/kept-values.ts';
import { compiled } from '../../db/statements.ts';
import type { ProblemCount, ProblemRow } from '../../contract/problems.ts';
import { pageLimit } from '../page-limit.ts';
import { countsAt, EMPTY_COUNT } from './counts.ts';
import type { ConditionText } from './policy-text.ts';
import { tagsOfProblems } from './problem-tags.ts';

type PageRow = Omit<ProblemRow, keyof ProblemCount>;

/** What a page's rows and tags are read from. */
const PAGE_TABLES = ['problems', 'problem_tags', 'tags'] as const;

/**
 * The rows of a page of the bank list under the condition `w`, with their tags. They read the
 * problems and the tags alone and nothing that changes with time: they are kept until one of
 * those tables is written (db/kept-values.ts), across the verdicts a judge writes.
 */
function pageRows(db: Db, w: ConditionText, limit: number, offset: number): PageRow[] {
  const key = `problem-page\u0000${w.sql}\u0000${JSON.stringify(w.params)}\u0000${limit}\u0000${offset}`;
  return keptWhileUnchanged(db, PAGE_TABLES, key, () => {
    // The rows before the page are skipped on an index (problems_bank_order), never read.
    const rows = compiled(
      db.$client,
      `select id as pid, problem_id as problemId, title, difficulty, type, auth, updated_at as updatedAt
    from problems where id in (select id from problems where ${w.sql} order by id limit ${pageLimit(limit)} offset ?) order by id`,
    ).all(...(w.params as never[]), offset) as (Omit<PageRow, 'tags' | 'gmtModified'> & { updatedAt: number })[];
    const tagMap = tagsOfProblems(
      db,
      rows.map((r) => r.pid),
    );
    return rows.map(
      ({ updatedAt, ...r }): PageRow => ({
        ...r,
        tags: tagMap.get(r.pid) ?? [],
        gmtModified: new Date(updatedAt).toISOString(),
      }),
    );
  });
}

/**
 * A page of the bank list under the condition `w`, each row with its tags and its verdict counts
 * read now; `timed` when the counts may change with time alone (counts.ts `countsAt`).
 */
export function problemPage(
  db: Db,
  w: ConditionText,
  limit: number,
  offset: number,
): { records: ProblemRow[]; timed: boolean } {
  const rows = pageRows(db, w, limit, offset);
  const { counts, timed } = countsAt(
    db,
    rows.map((r) => r.pid),
    Date.now(),
  );
  return { records: rows.map((r): ProblemRow => ({ ...r, ...(counts.get(r.pid) ?? EMPTY_COUNT) })), timed };
}
