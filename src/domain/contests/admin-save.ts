import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestProblems, contests } from '../../db/schema/index.ts';
import {
  contestDuration,
  firstBrokenContestRule,
  starUsernames,
  type ContestRuleKey,
} from '../../contract/contest-form-rules.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import type { ContestFormParsed } from '../../contract/contests.ts';
import { DATE_YEARS } from '../../contract/date-range.ts';
import { type AppError, Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { keepPassedSeal } from '../access/seal.ts';
import { rebuildContestCells } from './cells.ts';
import { forgetExams } from '../access/exam.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import { isContestAdmin } from '../access/contest-policy.ts';
import { findContest, type ContestRow } from '../access/contest-standing.ts';

/** Creating, editing, hiding, cloning and deleting contests from the back office (doc 3 §5). */

const RULE_ERRORS: Record<ContestRuleKey, (name: string) => AppError> = {
  titleRequired: () => Errors.ContestTitleRequired(),
  descriptionRequired: () => Errors.ContestDescriptionRequired(),
  startRequired: () => Errors.ContestStartRequired(),
  endRequired: () => Errors.ContestEndRequired(),
  startOutOfRange: () => Errors.ContestStartOutOfRange(DATE_YEARS.from, DATE_YEARS.to),
  endOutOfRange: () => Errors.ContestEndOutOfRange(DATE_YEARS.from, DATE_YEARS.to),
  durationInvalid: () => Errors.ContestDurationCheck(),
  passwordRequired: () => Errors.ContestPasswordRequired(),
  sealTimeInvalid: () => Errors.ContestSealTimeInvalid(),
  starDuplicate: (name) => Errors.ContestStarDuplicate(name),
  awardsRequired: () => Errors.ContestAwardsRequired(),
  accountRuleInvalid: () => Errors.ContestAccountRuleInvalid(),
  examAddressInvalid: (name) => Errors.ExamAddressInvalid(name),
  examNeedsRegistration: () => Errors.ExamNeedsRegistration(),
  examTooLong: (hours) => Errors.ExamTooLong(hours),
};

function fieldsOf(form: ContestFormParsed) {
  const startTime = new Date(form.startTime!),
    endTime = new Date(form.endTime!);
  // A contest sealed by its rules (computational thinking) is sealed from its start to its end.
  const rule = contestRule(form.type);
  const sealed = rule.seal === 'fromStart';
  return {
    title: form.title.trim(),
    description: form.description,
    auth: form.auth,
    pwd: form.auth === 0 ? '' : form.pwd.trim(),
    startTime,
    endTime,
    duration: contestDuration(form.startTime, form.endTime),
    sealRank: sealed || form.sealRank,
    sealRankTime: sealed ? startTime : form.sealRank ? new Date(form.sealRankTime!) : null,
    autoRealRank: sealed || form.autoRealRank,
    visible: form.visible,
    openPrint: form.openPrint,
    openRank: form.openRank,
    rankShowName: form.rankShowName,
    oiRankScoreType: rule.fixedScoreType ?? form.oiRankScoreType,
    starAccount: JSON.stringify(starUsernames(form.starAccount).names),
    openAccountLimit: form.openAccountLimit,
    accountLimitRule: form.openAccountLimit ? form.accountLimitRule : '',
    awardType: form.awardType,
    awardConfig: JSON.stringify(form.awardType === 0 ? [] : form.awardConfigList),
    allowEndSubmit: form.allowEndSubmit,
    examMode: form.examMode,
    examAddresses: form.examMode ? form.examAddresses.trim() : '',
  };
}

export function checkContestForm(form: ContestFormParsed): void {
  const issue = firstBrokenContestRule(form);
  if (issue) throw RULE_ERRORS[issue.key](issue.name ?? '');
}

/** Exam mode locks participants out of the rest of the site: only roles holding `contest_exam` switch it on (site and group contests alike). */
function assertMayRunExam(actor: Actor, form: ContestFormParsed): void {
  if (form.examMode && !actorHas(actor, 'contest_exam')) throw Errors.ExamNotAllowed();
}

/** A contest the actor may manage in the back office: the super admin every one, others their own. */
export function managedContest(db: Db, actor: Actor, cid: number): ContestRow {
  const c = findContest(db, cid);
  if (!c) throw Errors.ContestNotFound();
  // A group's contest is run by the group's admins (its standing decides); the site's contests by holders of contest_admin.
  if (c.gid === null && !actorHas(actor, 'contest_admin')) throw Errors.AdminOnly();
  if (!isContestAdmin(actor, c)) throw Errors.ContestAdminOnly();
  return c;
}

export function createContest(db: Db, actor: Actor, form: ContestFormParsed): ContestRow {
  checkContestForm(form);
  assertMayRunExam(actor, form);
  const now = new Date();
  forgetExams();
  return db
    .insert(contests)
    .values({
      ...fieldsOf(form),
      type: form.type,
      gid: form.gid ?? null,
      authorUid: actor.uid,
      author: actor.username,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

/** Saves the form over a contest; the rule type stays. Changed times or rules rebuild the board's records. */
export function updateContest(db: Db, actor: Actor, form: ContestFormParsed): ContestRow {
  if (!form.id) throw Errors.ContestNotFound();
  const before = managedContest(db, actor, form.id);
  if (form.type !== before.type) throw Errors.ContestTypeLocked();
  checkContestForm(form);
  assertMayRunExam(actor, form);
  forgetExams();
  return db.transaction((tx) => {
    const now = new Date();
    const after = tx
      .update(contests)
      .set({ ...keepPassedSeal(before, fieldsOf(form), now.getTime()), updatedAt: now })
      .where(eq(contests.id, before.id))
      .returning()
      .get();
    const boardChanged = ['startTime', 'endTime', 'sealRankTime', 'sealRank', 'oiRankScoreType'].some(
      (k) => String(before[k as keyof ContestRow]) !== String(after[k as keyof typeof after]),
    );
    if (boardChanged) rebuildContestCells(tx as unknown as Db, after.id);
    return after;
  });
}

export function setContestVisible(db: Db, actor: Actor, cid: number, visible: boolean): void {
  managedContest(db, actor, cid);
  forgetExams();
  db.update(contests).set({ visible, updatedAt: new Date() }).where(eq(contests.id, cid)).run();
}

/** Hides the contest for good; its submissions and their results stay. */
export function deleteContest(db: Db, actor: Actor, cid: number): void {
  managedContest(db, actor, cid);
  forgetExams();
  db.update(contests).set({ deletedAt: new Date() }).where(eq(contests.id, cid)).run();
}

/** A copy of the contest and its problem list, hidden, titled "… (copy)", without registrations or submissions. */
export function cloneContest(db: Db, actor: Actor, cid: number): ContestRow {
  const source = managedContest(db, actor, cid);
  return db.transaction((tx) => {
    const { id: _id, ...fields } = source;
    const now = new Date();
    const copy = tx
      .insert(contests)
      .values({
        ...fields,
        title: `${source.title} (copy)`,
        visible: false,
        examMode: fields.examMode && actorHas(actor, 'contest_exam'),
        authorUid: actor.uid,
        author: actor.username,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const rows = tx.select().from(contestProblems).where(eq(contestProblems.cid, cid)).all();
    if (rows.length)
      tx.insert(contestProblems)
        .values(rows.map(({ id: _p, ...r }) => ({ ...r, cid: copy.id })))
        .run();
    return copy;
  });
}
