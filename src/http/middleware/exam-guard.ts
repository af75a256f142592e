import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { openExamWindow } from '../../domain/accounts/exam-sessions.ts';
import { assertNamesOnlyExam, examOf } from '../../domain/access/exam.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from './client-ip.ts';

/**
 * Exam mode (docs/contests.md): while an exam holds a participant, their requests come only from
 * the exam's addresses, in one session, and reach only the calls an exam page makes, naming no
 * other contest. The held exam travels with the session's user (`user.exam`): the contest, problem
 * and submission each handler resolves is checked against it (src/domain/access/exam.ts), so no
 * parameter decides on its own which contest a call acts on.
 */

/** Calls every page makes, which show nothing of the bank, other users or earlier work. */
const ALWAYS = new Set([
  '/api/ping',
  '/api/get-website-config',
  '/api/get-user-info',
  // The user's own role names, which every page reads to know what to show.
  '/api/get-user-auth-info',
  '/api/languages',
  '/api/captcha',
  '/api/events',
  '/api/get-test-judge-result',
]);
/** Files statements show; a visitor's browser loads them without a session all the same. */
const PUBLIC_FILES = ['/api/public/avatars/', '/api/public/problem-files/', '/api/public/file/'];

/** Calls an exam's pages make: each acts on the contest or submission its handler resolves. */
const EXAM_CALLS = new Set([
  '/api/get-contest-info',
  '/api/get-contest-access',
  '/api/get-contest-problem',
  '/api/get-contest-problem-details',
  '/api/contest-submissions',
  '/api/get-contest-rank',
  '/api/get-contest-outside-scoreboard',
  '/api/get-contest-outsize-info',
  '/api/get-contest-announcement',
  '/api/get-contest-not-read-announcement',
  '/api/register-contest',
  '/api/submit-problem-judge',
  '/api/submit-problem-test-judge',
  '/api/submit-print-text',
  '/api/get-last-ac-code',
  '/api/file/download-contest-rank',
  '/api/get-submission-detail',
  '/api/get-all-case-result',
  '/api/check-submissions-status',
  '/api/check-contest-submissions-status',
  '/api/get-full-screen-problem-list',
  // A computational-thinking exam's pages.
  '/api/get-c-problem-detail',
  '/api/submit-c-problem-judge',
  '/api/get-c-user-problem-status',
  '/api/submit-contest',
  '/api/get-c-contest-submit-record',
  '/api/c-contest-submissions',
  '/api/check-c-contest-submissions-status',
  '/api/check-c-submissions-status',
  '/api/get-c-submission-detail',
]);

const allowed = (path: string) =>
  ALWAYS.has(path) || EXAM_CALLS.has(path) || PUBLIC_FILES.some((p) => path.startsWith(p));

/** The contests, trainings and groups a request names, in its query and its JSON body. */
async function named(c: Context<AppEnv>) {
  const body =
    c.req.method === 'GET' || !c.req.header('content-type')?.includes('json')
      ? null
      : ((await c.req.json().catch(() => null)) as Record<string, unknown> | null);
  const from = (key: string) => [
    ...(c.req.queries(key) ?? []),
    body && typeof body === 'object' ? body[key] : undefined,
  ];
  return { contests: [...from('cid'), ...from('contestID')], others: [...from('tid'), ...from('gid')] };
}

export const examGuard = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  const exam = user && c.req.path !== '/api/logout' ? examOf(c.get('deps').db, user) : null;
  if (user && exam) {
    const ip = clientIp(c);
    if (!openExamWindow(c.get('deps').db, exam, user.uid, user.sessionId, ip)) throw Errors.NotLoggedIn();
    if (!exam.addressOk(ip)) throw Errors.ExamAddressRefused();
    if (!allowed(c.req.path)) throw Errors.ExamContestOnly(exam.cid);
    assertNamesOnlyExam(exam, await named(c));
    c.set('user', { ...user, exam });
  }
  await next();
});
