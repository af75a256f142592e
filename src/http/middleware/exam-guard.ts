import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { examOf } from '../../domain/contests/exam.ts';
import { Errors } from '../../domain/errors.ts';
import { submissionContest } from '../../domain/submissions/views.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from './client-ip.ts';

/**
 * Exam mode's contest-only view (docs/contests.md): while a participant's exam runs, their
 * requests come only from the exam's addresses and reach only the exam — its pages and calls
 * (named by `cid` / `contestID` in the query or body), submissions made in it, and what every page
 * needs (their own session, the site's settings, languages, avatars, statement files).
 */

/** Calls every page makes, which show nothing of the bank, other users or earlier work. */
const ALWAYS = new Set([
  '/api/logout', '/api/ping', '/api/get-website-config', '/api/get-user-info', '/api/languages', '/api/captcha',
  '/api/submission-events', '/api/check-submissions-status', '/api/check-contest-submissions-status', '/api/get-test-judge-result',
]);
const PUBLIC_FILES = ['/api/public/avatars/', '/api/public/problem-files/'];

/** Calls about one contest: allowed when that contest is the exam. */
const CONTEST_CALLS = new Set([
  '/api/get-contest-info', '/api/get-contest-access', '/api/get-contest-problem', '/api/get-contest-problem-details',
  '/api/contest-submissions', '/api/get-contest-rank', '/api/get-contest-outside-scoreboard', '/api/get-contest-outsize-info',
  '/api/contest-events', '/api/get-contest-announcement', '/api/get-contest-not-read-announcement', '/api/register-contest',
  '/api/submit-problem-judge', '/api/submit-problem-test-judge', '/api/submit-print-text', '/api/get-last-ac-code',
  '/api/file/download-contest-rank',
]);

/** Calls about one submission: allowed when it was made in the exam. */
const SUBMISSION_CALLS = new Set(['/api/get-submission-detail', '/api/get-all-case-result']);

async function namedContest(c: Context<AppEnv>): Promise<number | null> {
  const fromQuery = c.req.query('cid') ?? c.req.query('contestID');
  if (fromQuery !== undefined) return Number(fromQuery);
  if (c.req.method === 'GET' || !c.req.header('content-type')?.includes('json')) return null;
  const body = await c.req.json().catch(() => null) as { cid?: unknown } | null;
  return typeof body?.cid === 'number' ? body.cid : null;
}

async function reachesExam(c: Context<AppEnv>, cid: number): Promise<boolean> {
  const path = c.req.path;
  if (ALWAYS.has(path) || PUBLIC_FILES.some((p) => path.startsWith(p))) return true;
  if (CONTEST_CALLS.has(path)) return (await namedContest(c)) === cid;
  if (SUBMISSION_CALLS.has(path)) return submissionContest(c.var.deps.db, Number(c.req.query('submitId'))) === cid;
  return false;
}

export const examGuard = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  const exam = user ? examOf(c.var.deps.db, user) : null;
  if (exam) {
    if (!exam.addressOk(clientIp(c)) && c.req.path !== '/api/logout') throw Errors.ExamAddressRefused();
    if (!(await reachesExam(c, exam.contest.id))) throw Errors.ExamContestOnly(exam.contest.id);
  }
  await next();
});
