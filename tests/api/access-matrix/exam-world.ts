import { eq } from 'drizzle-orm';
import {
  contestRegistrations,
  contests,
  groupMembers,
  trainingRegistrations,
  trainings,
} from '../../../src/db/schema/index.ts';
import { ProblemAuth } from '../../../src/contract/problems.ts';
import { Role } from '../../../src/contract/roles.ts';
import { saveProblem } from '../../../src/domain/problems/save-problem.ts';
import { call } from '../../helpers/app.ts';
import { createUser } from '../../helpers/factories.ts';
import { contestForm } from '../contests/helpers.ts';
import { insertSubmission } from '../submissions/helpers.ts';
import { TOKENS, buildWorld } from './world.ts';

/**
 * The world of the exam dimension: the access matrix's world (its problems of the bank, its
 * private contest, training and hidden group, other users' submissions) plus a private exam
 * running now with a problem of its own, taken by a student who also belongs to that group, is
 * registered in that training and that other contest, and has practice work of their own; a
 * classmate in the exam has an answer there. Every piece carries a token; during the exam the
 * student may meet only the exam's.
 */

export const LAB = '10.0.0.5';
export const HOME = '192.168.1.20';
export const EXAM_ADDRESSES = '10.0.0.0/24';

/** Tokens of the exam (the student may see them during it). */
export const INSIDE = { examTitle: 'zqexamtitlezq', pExam: 'zqpexamzq', sOwn: 'zqsownzq', cOwn: 'zqcownzq' } as const;
/** Tokens of what lies outside the exam, besides the matrix world's own (TOKENS). */
export const OUTSIDE = {
  otherContest: 'zqothercontestzq',
  training: 'zqtrainingzq',
  sOld: 'zqsoldzq',
  cOld: 'zqcoldzq',
  cMate: 'zqcmatezq',
} as const;
export const FORBIDDEN: string[] = [...Object.values(TOKENS), ...Object.values(OUTSIDE)];

export type ExamWorld = Awaited<ReturnType<typeof buildExamWorld>>;

export async function buildExamWorld() {
  const w = await buildWorld();
  const { t } = w;
  const db = t.deps.db;
  const root = w.accounts.root!;
  const rootHeaders = w.sessions.root!;
  const student = await createUser(t.deps, { username: 'examtaker' });
  const mate = await createUser(t.deps, { username: 'exammate' });
  const now = new Date();

  // What the student belongs to outside the exam: the hidden group, the private training, the other contest.
  db.insert(groupMembers).values({ gid: w.groupId, uid: student.uid, auth: 3, createdAt: now, updatedAt: now }).run();
  db.update(trainings)
    .set({ title: `Training ${OUTSIDE.training}` })
    .where(eq(trainings.id, w.trainingId))
    .run();
  db.insert(trainingRegistrations).values({ tid: w.trainingId, uid: student.uid, createdAt: now }).run();
  db.update(contests)
    .set({ title: `Contest ${OUTSIDE.otherContest}` })
    .where(eq(contests.id, w.contestId))
    .run();
  db.insert(contestRegistrations).values({ cid: w.contestId, uid: student.uid, createdAt: now }).run();

  // The exam: private, running for an hour more, open to the lab, with a contest-only problem of its own.
  const problem = await saveProblem(
    { db, dataDir: t.deps.dataDir },
    { uid: root.uid, username: root.username, role: Role.ROOT },
    {
      problem: {
        problemId: INSIDE.pExam.toUpperCase(),
        title: `Title ${INSIDE.pExam}`,
        description: `Statement ${INSIDE.pExam}`,
        auth: ProblemAuth.CONTEST,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C'],
    },
  );
  const start = Date.now() - 30 * 60_000;
  const made = await call(t.app, '/api/admin/contest', {
    method: 'POST',
    headers: rootHeaders,
    json: contestForm({
      title: `Exam ${INSIDE.examTitle}`,
      auth: 1,
      pwd: 'pw',
      examMode: true,
      examAddresses: `${EXAM_ADDRESSES}\n127.0.0.1`,
      startTime: start,
      endTime: start + 90 * 60_000,
    }),
  });
  if (made.env.status !== 200) throw new Error(`exam refused: ${made.env.msg}`);
  const examId = made.env.data.id as number;
  const added = await call(t.app, '/api/admin/contest/add-problem-from-public', {
    method: 'POST',
    headers: rootHeaders,
    json: { cid: examId, pid: problem.id, displayId: 'A' },
  });
  if (added.env.status !== 200) throw new Error(`exam problem refused: ${added.env.msg}`);
  for (const who of [student, mate])
    db.insert(contestRegistrations).values({ cid: examId, uid: who.uid, createdAt: now }).run();

  const sub = (who: typeof student, cid: number | null, pid: number, displayPid: string, token: string, code: string) =>
    insertSubmission(t, {
      uid: who.uid,
      username: who.username,
      pid,
      displayPid,
      cid,
      status: 0,
      score: 100,
      time: 5,
      memory: 1024,
      language: 'C',
      code: `int main(){} // ${code}`,
      judger: `judger ${token}`,
      submitTime: new Date(),
      judgedAt: new Date(),
    }).submitId;
  const pub = w.problems.find((p) => p.key === 'pub')!;
  const own = sub(student, examId, problem.id, 'A', INSIDE.sOwn, INSIDE.cOwn);
  const mates = sub(mate, examId, problem.id, 'A', '', OUTSIDE.cMate);
  const old = sub(student, null, pub.id, pub.problemId, OUTSIDE.sOld, OUTSIDE.cOld);

  /** The student's session, signed in from the lab (the one session the exam allows). */
  const signIn = async () => {
    const { env, res } = await call(t.app, '/api/login', {
      method: 'POST',
      json: { username: student.username, password: student.password },
      ip: LAB,
    });
    if (env.status !== 200) throw new Error(`the student's login was refused: ${env.msg}`);
    return { Authorization: res.headers.get('Authorization')! };
  };

  /** Each submission id's token: the student's own exam answer is inside; the rest is not (the classmate's exam answer shows only through its code). */
  const tokenOf = new Map<number, string>([
    ...w.submissions.map((s) => [s.submitId, TOKENS[s.token]] as const),
    [own, INSIDE.sOwn],
    [old, OUTSIDE.sOld],
    [mates, ''],
  ]);

  return {
    ...w,
    student,
    mate,
    examId,
    examProblem: problem,
    submissionsOf: { own, mates, old },
    tokenOf,
    signIn,
    /** Whether a submission was made in the exam. */
    inExam: (submitId: number) => submitId === own || submitId === mates,
  };
}
