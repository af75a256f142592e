import { homeScopeOf } from '../problems/problem-scope.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemLanguages, problems, submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { CODE_MAX_LENGTH, type Submission, type SubmitRequest } from '../../contract/submissions.ts';
import { verifyImageCaptcha } from '../accounts/image-captcha.ts';
import { Errors } from '../errors.ts';
import { assertCanViewProblem } from '../problems/policy.ts';
import type { Actor } from '../access/actor.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import { countStatusChange } from './counters.ts';
import { Priority } from './priority.ts';
import { queueRemoteRun, remoteSourceForSubmit } from './remote-queue.ts';

/** The spec's code rules (doc 1 §5), for submissions and online tests alike. */
export function checkCode(code: string): void {
  if (code.trim() === '') throw Errors.CodeEmpty();
  if (code.length > CODE_MAX_LENGTH) throw Errors.CodeTooLong();
}

export type ProblemRow = typeof problems.$inferSelect;

/** A problem by its display id, checked to be visible to the actor and open to the language. */
export function problemForSubmit(db: Db, actor: Actor, displayId: string, language: string): ProblemRow {
  const problem = db.select().from(problems).where(sql`${problems.problemId} = ${displayId} collate nocase`).get();
  if (!problem) throw Errors.ProblemNotFound();
  assertCanViewProblem(actor, problem, homeScopeOf(db, actor, problem));
  if (problem.isRemote) remoteSourceForSubmit(db, problem.problemId);
  if (problem.kind === 'choice') throw Errors.ChoiceProblemIsChoice();
  const allowed = db
    .select({ language: problemLanguages.language })
    .from(problemLanguages)
    .where(and(eq(problemLanguages.pid, problem.id), eq(problemLanguages.language, language)))
    .get();
  if (!allowed) throw Errors.LanguageNotAllowed(language);
  return problem;
}

/**
 * The rules every submission meets first (doc 1 §5): the code, the captcha when the site asks for
 * one. Whether it is judged remotely is the problem's to say, not the request's `isRemote`.
 */
export function checkSubmitRequest(db: Db, req: SubmitRequest): void {
  checkCode(req.code);
  if (getWebsiteConfig(db).captchaOnSubmit) {
    if (!req.captcha || !req.captchaKey) throw Errors.CaptchaRequired();
    verifyImageCaptcha(db, req.captchaKey, req.captcha);
  }
}

export interface SubmitContext {
  actor: Actor;
  ip: string;
  /** Whether the judge of this server can run the language (absent: not checked). */
  languageInstalled?: (language: string) => boolean;
  now?: Date;
}

/**
 * The site's submission interval (doc 1 §5), for every submission queued as practice: practice,
 * trainings, and contests no staff member runs (a student's group contest is no way around it).
 * Run inside the transaction that stores the submission, so two quick requests cannot both pass.
 */
function checkInterval(db: Db, uid: string, now: Date): void {
  const seconds = getWebsiteConfig(db).submissionFrequency;
  if (seconds <= 0) return;
  const last = db
    .select({ submitTime: submissions.submitTime })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), eq(submissions.priority, Priority.PRACTICE)))
    .orderBy(desc(submissions.submitId))
    .limit(1)
    .get();
  if (last && now.getTime() - last.submitTime.getTime() < seconds * 1000) throw Errors.TooFast();
}

export interface StoredFields {
  language: string;
  code: string;
  cid: number | null;
  tid: number | null;
  gid: number | null;
  /** The queue priority (contests the site's staff run are judged before practice). */
  priority: number;
}

/**
 * Writes a checked submission as Pending, which queues it at its priority; one queued as
 * practice first meets the site's submission interval.
 */
export function storeSubmission(
  db: Db,
  problem: ProblemRow,
  ctx: SubmitContext & { now: Date },
  f: StoredFields,
): Submission {
  if (f.priority === Priority.PRACTICE) checkInterval(db, ctx.actor.uid, ctx.now);
  const row = db
    .insert(submissions)
    .values({
      pid: problem.id,
      displayPid: problem.problemId,
      uid: ctx.actor.uid,
      username: ctx.actor.username,
      cid: f.cid,
      tid: f.tid,
      gid: f.gid,
      status: JudgeStatus.PENDING,
      length: Buffer.byteLength(f.code, 'utf8'),
      language: f.language,
      code: f.code,
      ip: ctx.ip,
      priority: f.priority,
      submitTime: ctx.now,
    })
    .returning()
    .get();
  if (problem.isRemote) queueRemoteRun(db, row.submitId, problem.problemId, ctx.now);
  countStatusChange(db, row, null, row.status);
  return {
    submitId: row.submitId,
    uid: row.uid,
    username: row.username,
    pid: row.pid,
    displayPid: row.displayPid,
    title: problem.title,
    cid: row.cid,
    tid: row.tid,
    gid: row.gid,
    status: JudgeStatus.PENDING,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    length: row.length,
    language: row.language,
    judger: null,
    isManual: false,
    share: false,
    submitTime: row.submitTime.getTime(),
    code: row.code,
    errorMessage: null,
    codeVisible: true,
  };
}
