import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestHandIns, problems, submissions } from '../../db/schema/index.ts';
import {
  CHOICE_FULL_SCORE,
  CHOICE_LANGUAGE,
  CHOICE_LETTERS,
  type choiceSubmitSchema,
  type ChoiceSubmitAnswer,
} from '../../contract/choice.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { ProblemAuth } from '../../contract/problems.ts';
import type { z } from 'zod';
import { verifyImageCaptcha } from '../accounts/image-captcha.ts';
import { extraMs } from '../access/exam.ts';
import { assertCanSubmit, assertContestVisible, isContestAdmin } from '../access/contest-policy.ts';
import { findContestProblem } from '../contests/problems.ts';
import { findContest, isRegistered } from '../access/contest-standing.ts';
import { resultAccess, sealOf } from '../access/seal.ts';
import { Errors } from '../errors.ts';
import { homeScopeOf } from '../problems/problem-scope.ts';
import { assertCanViewProblem } from '../problems/policy.ts';
import { getWebsiteConfig } from '../site/website-config.ts';
import type { SubmitContext } from '../submissions/submit.ts';
import { countStatusChange } from '../submissions/counters.ts';
import { findTrainingProblem, trainingForSubmit } from '../trainings/problems.ts';
import { findChoice, isCorrect, type StoredProblem } from './store.ts';

type ChoiceSubmitRequest = z.infer<typeof choiceSubmitSchema>;

/**
 * POST submit-c-problem-judge: a choice answer is judged as it arrives — Accepted when the
 * selection is the correct option, Wrong Answer otherwise (spec doc 2 §4) — and stored as a
 * finished submission, so the same counters, boards, ranks and lists count it as any other.
 * Where it is made decides who may make it: a contest (its window, registration, and no
 * hand-in yet), a training, or the problem's home (the bank or its group).
 */
export function submitChoice(db: Db, req: ChoiceSubmitRequest, ctx: SubmitContext): ChoiceSubmitAnswer {
  const site = getWebsiteConfig(db);
  if (site.captchaOnSubmit) {
    if (!req.captcha || !req.captchaKey) throw Errors.CaptchaRequired();
    verifyImageCaptcha(db, req.captchaKey, req.captcha);
  }
  const selection = CHOICE_LETTERS.find((l) => l === req.selection);
  if (!selection) throw Errors.ChoiceSelectionInvalid();
  const now = ctx.now ?? new Date();
  const { problem, displayId, cid, tid, gid, sealed } = whereAnswered(db, req, ctx, now);
  const { choice } = findChoice(db, problem.id);
  const correct = isCorrect(choice, selection);
  const status = correct ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  const score = correct ? CHOICE_FULL_SCORE : 0;
  return db.transaction((tx) => {
    if (cid === null && site.submissionFrequency > 0) {
      const last = tx
        .select({ submitTime: submissions.submitTime })
        .from(submissions)
        .where(and(eq(submissions.uid, ctx.actor.uid), isNull(submissions.cid)))
        .orderBy(desc(submissions.submitId))
        .limit(1)
        .get();
      if (last && now.getTime() - last.submitTime.getTime() < site.submissionFrequency * 1000) throw Errors.TooFast();
    }
    if (cid !== null && handedIn(tx as unknown as Db, cid, ctx.actor.uid)) throw Errors.ContestHandedIn();
    const row = tx
      .insert(submissions)
      .values({
        pid: problem.id,
        displayPid: displayId,
        uid: ctx.actor.uid,
        username: ctx.actor.username,
        cid,
        tid,
        gid,
        status,
        score,
        oiRankScore: score,
        time: 0,
        memory: 0,
        length: 1,
        language: CHOICE_LANGUAGE,
        code: selection,
        ip: ctx.ip,
        priority: 0,
        submitTime: now,
        judgedAt: now,
      })
      .returning()
      .get();
    countStatusChange(tx as unknown as Db, row, null, status);
    // In a sealed contest the answer is saved, its verdict kept until the end (see hiddenChoice).
    if (sealed)
      return { submitId: row.submitId, status: JudgeStatus.SUBMITTED_NO_RESULT, score: null, isCorrect: null };
    return { submitId: row.submitId, status, score, isCorrect: correct ? 'True' : 'False' };
  });
}

interface Place {
  problem: StoredProblem;
  displayId: string;
  cid: number | null;
  tid: number | null;
  gid: number | null;
  sealed: boolean;
}

function whereAnswered(db: Db, req: ChoiceSubmitRequest, ctx: SubmitContext, now: Date): Place {
  if (req.cid) {
    const contest = findContest(db, req.cid);
    assertContestVisible(ctx.actor, contest);
    assertCanSubmit(
      ctx.actor,
      isRegistered(db, contest.id, ctx.actor.uid),
      contest,
      now.getTime(),
      extraMs(db, contest.id, ctx.actor.uid),
    );
    const { link, problem } = findContestProblem(db, contest.id, req.pid);
    if (problem.auth === ProblemAuth.PRIVATE && !isContestAdmin(ctx.actor, contest))
      throw Errors.ContestProblemHidden();
    if (problem.kind !== 'choice') throw Errors.NotChoiceProblem();
    const seal = sealOf(db, contest, now.getTime());
    const sealed = !resultAccess(seal, ctx.actor, isContestAdmin(ctx.actor, contest), {
      uid: ctx.actor.uid,
      submitTime: now,
    }).result;
    return { problem, displayId: link.displayId, cid: contest.id, tid: null, gid: contest.gid, sealed };
  }
  if (req.tid) {
    const { problem } = findTrainingProblem(db, req.tid, req.pid);
    const training = trainingForSubmit(db, ctx.actor, req.tid, problem.id, now.getTime());
    if (problem.kind !== 'choice') throw Errors.NotChoiceProblem();
    return {
      problem,
      displayId: problem.problemId,
      cid: null,
      tid: req.tid,
      gid: training.gid ?? problem.gid,
      sealed: false,
    };
  }
  const problem = db.select().from(problems).where(sql`${problems.problemId} = ${req.pid} collate nocase`).get();
  if (!problem) throw Errors.ProblemNotFound();
  assertCanViewProblem(ctx.actor, problem, homeScopeOf(db, ctx.actor, problem));
  if (problem.kind !== 'choice') throw Errors.NotChoiceProblem();
  return { problem, displayId: problem.problemId, cid: null, tid: null, gid: problem.gid, sealed: false };
}

export function handedIn(db: Db, cid: number, uid: string): boolean {
  return (
    db
      .select({ uid: contestHandIns.uid })
      .from(contestHandIns)
      .where(and(eq(contestHandIns.cid, cid), eq(contestHandIns.uid, uid)))
      .get() !== undefined
  );
}
