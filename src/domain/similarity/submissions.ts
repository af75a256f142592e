import { and, eq, inArray, max, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeTemplates, submissions } from '../../db/schema/index.ts';
import { JudgeStatus, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';
import { LANGUAGE_FAMILIES } from '../../contract/languages.ts';
import { SIMILARITY_LIMITS, type SimilarityScope, type SimilaritySubmission } from '../../contract/similarity.ts';
import { Errors } from '../errors.ts';

export type Include = 'accepted' | 'final';

/** The language family a submission's language belongs to (its tokenizer); unknown ones are 'other'. */
export const familyOf = (language: string): string =>
  (LANGUAGE_FAMILIES as Record<string, string>)[language] ?? 'other';

function scopeCondition(scope: SimilarityScope, id: number): SQL {
  if (scope === 'contest') return eq(submissions.cid, id);
  if (scope === 'training') return eq(submissions.tid, id);
  return eq(submissions.pid, id);
}

const COLUMNS = {
  submitId: submissions.submitId,
  uid: submissions.uid,
  username: submissions.username,
  pid: submissions.pid,
  displayPid: submissions.displayPid,
  language: submissions.language,
  code: submissions.code,
};

/**
 * What a check of the scope reads: each user's last accepted (or last final) submission of each
 * problem, at most SIMILARITY_LIMITS.submissionsMax of them, code cut at codeCharsMax.
 */
export function submissionsToCheck(
  db: Db,
  scope: SimilarityScope,
  id: number,
  include: Include,
): (SimilaritySubmission & { code: string })[] {
  const status =
    include === 'accepted'
      ? eq(submissions.status, JudgeStatus.ACCEPTED)
      : notInArray(submissions.status, [...NON_FINAL_STATUSES]);
  const latest = db
    .select({ id: max(submissions.submitId) })
    .from(submissions)
    .where(and(scopeCondition(scope, id), status))
    .groupBy(submissions.uid, submissions.pid)
    .all()
    .map((r) => r.id!);
  if (latest.length > SIMILARITY_LIMITS.submissionsMax)
    throw Errors.SimilarityTooMany(SIMILARITY_LIMITS.submissionsMax, latest.length);
  const rows = [];
  for (let i = 0; i < latest.length; i += 500) {
    const chunk = latest.slice(i, i + 500);
    rows.push(...db.select(COLUMNS).from(submissions).where(inArray(submissions.submitId, chunk)).all());
  }
  return rows
    .map((r) => ({ ...r, code: r.code.slice(0, SIMILARITY_LIMITS.codeCharsMax) }))
    .sort((x, y) => x.submitId - y.submitId);
}

/** The submissions of a scope by id, with their code (for the side-by-side view). */
export function submissionsById(db: Db, ids: number[]) {
  return db.select(COLUMNS).from(submissions).where(inArray(submissions.submitId, ids)).all();
}

/** The teacher's starter code of the problems: its fingerprints never count as shared. */
export function startersOf(db: Db, pids: number[]): { family: string; source: string }[] {
  if (pids.length === 0) return [];
  return db
    .select({ language: codeTemplates.language, code: codeTemplates.code })
    .from(codeTemplates)
    .where(and(inArray(codeTemplates.pid, pids), eq(codeTemplates.status, true)))
    .all()
    .map((t) => ({ family: familyOf(t.language), source: t.code }));
}
