import { and, count, desc, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestProblems, problems } from '../../db/schema/index.ts';
import { toPage } from '../../contract/envelope.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { CONTEST_PROBLEMS_MAX } from '../../contract/contests.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { keywordFilter } from '../problems/admin-queries.ts';
import type { Actor } from '../access/actor.ts';
import { managedContest } from './admin-save.ts';
import { assertMayLinkInContest, linkableProblems } from './problem-rights.ts';
import { contestProblemLinks } from './problems.ts';

/** A contest's problem list in the back office (doc 3 §2): add from the bank, edit the link, remove. */

export interface LinkFields {
  displayId: string;
  displayTitle?: string;
  color?: string | null;
}

/**
 * An ACM contest takes ACM (or remote) problems, an OI contest OI (or remote) ones (doc 3 §5), a
 * computational-thinking contest choice problems only.
 */
function assertTypeFits(contestType: number, problem: { type: number; isRemote: boolean; kind: string }): void {
  const rule = contestRule(contestType);
  if (
    problem.kind === rule.problemKind &&
    (rule.problemKind === 'choice' || problem.isRemote || problem.type === rule.problemType)
  )
    return;
  throw Errors.ContestProblemTypeMismatch(rule.label);
}

/** The bank's problems that fit a contest's rule type (assertTypeFits as a condition). */
function fitsType(contestType: number) {
  const { problemKind, problemType } = contestRule(contestType);
  return problemType === null
    ? eq(problems.kind, problemKind)
    : and(eq(problems.kind, problemKind), or(eq(problems.type, problemType), eq(problems.isRemote, true)));
}

function assertDisplayIdFree(db: Db, cid: number, displayId: string, exceptId?: number): void {
  const clash = contestProblemLinks(db, cid).find(
    (l) => l.displayId.toLowerCase() === displayId.toLowerCase() && l.id !== exceptId,
  );
  if (clash) throw Errors.ContestDisplayIdExists(displayId);
}

/** A new link only while the contest holds fewer than CONTEST_PROBLEMS_MAX problems. */
function assertRoomForProblem(db: Db, cid: number): void {
  if (contestProblemLinks(db, cid).length >= CONTEST_PROBLEMS_MAX) throw Errors.ContestProblemsFull();
}

/** What a problem row of the contest's problem list and of the picker shows. */
const PICKED_COLUMNS = {
  id: problems.id,
  problemId: problems.problemId,
  title: problems.title,
  type: problems.type,
  auth: problems.auth,
  author: problems.author,
};

export function adminContestProblems(db: Db, actor: Actor, cid: number) {
  managedContest(db, actor, cid);
  const links = contestProblemLinks(db, cid);
  const rows = links.length
    ? db
        .select(PICKED_COLUMNS)
        .from(problems)
        .where(or(...links.map((l) => eq(problems.id, l.pid))))
        .all()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return links.map((l) => ({ ...l, problem: byId.get(l.pid) ?? null }));
}

/** A group contest's public picker offers the bank's public problems only. */
const publicBankFor = (contest: { gid: number | null }) =>
  contest.gid === null ? undefined : and(eq(problems.auth, ProblemAuth.PUBLIC), isNull(problems.gid));

/** The bank's problems that can still be added to the contest: its rule type, not already in it, ones the actor may link. */
export function addableProblems(
  db: Db,
  actor: Actor,
  cid: number,
  q: { keyword?: string; currentPage: number; limit: number },
) {
  const contest = managedContest(db, actor, cid);
  const inContest = contestProblemLinks(db, cid).map((l) => l.pid);
  const where = and(
    keywordFilter(q.keyword),
    fitsType(contest.type),
    inContest.length ? notInArray(problems.id, inContest) : undefined,
    publicBankFor(contest),
    linkableProblems(actor),
  );
  const total = db.select({ n: count() }).from(problems).where(where).get()!.n;
  const records = db
    .select(PICKED_COLUMNS)
    .from(problems)
    .where(where)
    .orderBy(desc(problems.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(records, total, q.limit, q.currentPage);
}

/**
 * Links a problem: from the back office any problem the actor may link (problem-rights.ts); from a
 * group contest's screens (`from`) a public bank problem, or any problem of the contest's own group.
 */
export function addProblemToContest(
  db: Db,
  actor: Actor,
  cid: number,
  pid: number,
  link: LinkFields,
  from: 'any' | 'public' | 'group' = 'any',
) {
  const contest = managedContest(db, actor, cid);
  const problem = db.select().from(problems).where(eq(problems.id, pid)).get();
  if (!problem) throw Errors.ProblemNotFound();
  if (from === 'group' && (problem.gid === null || problem.gid !== contest.gid)) throw Errors.GroupProblemOutside();
  if (from === 'public' && (problem.auth !== ProblemAuth.PUBLIC || problem.gid !== null))
    throw Errors.ContestProblemNotPublic();
  if (from === 'any') assertMayLinkInContest(db, actor, pid);
  assertTypeFits(contest.type, problem);
  if (contestProblemLinks(db, cid).some((l) => l.pid === pid)) throw Errors.ContestProblemExists();
  assertRoomForProblem(db, cid);
  const displayId = link.displayId.trim();
  if (!displayId) throw Errors.ContestDisplayRequired();
  assertDisplayIdFree(db, cid, displayId);
  return db
    .insert(contestProblems)
    .values({
      cid,
      pid,
      displayId,
      displayTitle: link.displayTitle?.trim() || problem.title,
      color: link.color ?? null,
    })
    .returning()
    .get();
}

export function updateContestProblem(db: Db, actor: Actor, id: number, link: LinkFields) {
  const row = db.select().from(contestProblems).where(eq(contestProblems.id, id)).get();
  if (!row) throw Errors.ContestProblemNotFound();
  managedContest(db, actor, row.cid);
  const displayId = link.displayId.trim();
  const displayTitle = link.displayTitle?.trim() ?? row.displayTitle;
  if (!displayId || !displayTitle) throw Errors.ContestDisplayRequired();
  assertDisplayIdFree(db, row.cid, displayId, id);
  return db
    .update(contestProblems)
    .set({ displayId, displayTitle, color: link.color === undefined ? row.color : link.color })
    .where(eq(contestProblems.id, id))
    .returning()
    .get();
}

/** Takes the problem out of the contest; its submissions and cells stay (the board shows linked problems only). */
export function removeProblemFromContest(db: Db, actor: Actor, cid: number, pid: number): void {
  managedContest(db, actor, cid);
  const gone = db
    .delete(contestProblems)
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid)))
    .returning()
    .get();
  if (!gone) throw Errors.ContestProblemNotFound();
}

/**
 * A problem created or edited from a contest's problem screen (doc 3 §2): the problem form with
 * its `contest` part; a new problem is linked under its display id in the same transaction.
 */
export function linkInContest(db: Db, actor: Actor, contest: { cid: number; displayId: string; displayTitle: string }) {
  const c = managedContest(db, actor, contest.cid);
  return (tx: Db, pid: number) => {
    const problem = tx
      .select({ type: problems.type, isRemote: problems.isRemote, kind: problems.kind })
      .from(problems)
      .where(eq(problems.id, pid))
      .get()!;
    assertTypeFits(c.type, problem);
    const existing = tx
      .select()
      .from(contestProblems)
      .where(and(eq(contestProblems.cid, c.id), eq(contestProblems.pid, pid)))
      .get();
    assertDisplayIdFree(tx, c.id, contest.displayId, existing?.id);
    if (existing)
      tx.update(contestProblems)
        .set({ displayId: contest.displayId, displayTitle: contest.displayTitle })
        .where(eq(contestProblems.id, existing.id))
        .run();
    else {
      assertRoomForProblem(tx, c.id);
      tx.insert(contestProblems)
        .values({ cid: c.id, pid, displayId: contest.displayId, displayTitle: contest.displayTitle })
        .run();
    }
  };
}
