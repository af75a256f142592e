import { pojContestProblems } from '../contest-pages.ts';
import type { ClientOptions } from '../http-client.ts';
import { htmlText } from '../html.ts';
import { StatusPageProvider, type StatusPageSite } from '../status-page-provider.ts';
import { parsePojProblem } from './statement.ts';
import { POJ_IN_PROGRESS, POJ_LANGUAGES, POJ_VERDICTS } from './verdicts.ts';

/** POJ's address unless the configuration names another (the tests name a stand-in). */
export const POJ_URL = 'http://poj.org';

/**
 * PKU JudgeOnline (poj.org), as HOJ's POJJudge and Hydro's poj provider use it: the login form of
 * `/login` (user_id1, password1, B1, url), the submit form of `/submit` (problem_id, language,
 * `source` in base64 with `encoded=1`, submit), and `/status` filtered by user_id and problem_id
 * (`top` lists the runs below a run id), whose table reads Run ID, User, Problem, Result, Memory
 * (`388K`), Time (`16MS`), Language, Code Length, Submit Time. Its times are China's (UTC+8).
 */
export const POJ_SITE: StatusPageSite = {
  source: 'POJ',
  languages: POJ_LANGUAGES,
  problemPath: (id) => `/problem?id=${id.code}`,
  parseProblem: parsePojProblem,
  loginPath: '/login',
  loginForm: (l) => ({ user_id1: l.username, password1: l.password, B1: 'login', url: '.' }),
  loggedIn: (html, username) =>
    />\s*Log Out\s*</i.test(html) && html.includes(`userstatus?user_id=${encodeURIComponent(username)}`),
  submitPath: () => '/submit',
  takenAt: /^\/status$/,
  submitForm: (problem, language, code) => ({
    problem_id: problem,
    language,
    source: Buffer.from(code).toString('base64'),
    submit: 'Submit',
    encoded: '1',
  }),
  submitRefusal(html) {
    if (!/Error Occurred/i.test(html)) return null;
    return htmlText(/<li>([\s\S]*?)<\/li>/i.exec(html)?.[1] ?? 'Error Occurred');
  },
  statusPath: (user, id, upTo) =>
    `/status?problem_id=${id.code}&user_id=${encodeURIComponent(user)}&result=&language=${upTo ? `&top=${Number(upTo) + 1}` : ''}`,
  columns: { id: 0, user: 1, problem: 2, verdict: 3, memoryKb: 4, timeMs: 5, submittedAt: 8 },
  compileInfoPath: (runId) => `/showcompileinfo?solution_id=${runId}`,
  inProgress: POJ_IN_PROGRESS,
  verdicts: POJ_VERDICTS,
  contest: { path: (cid) => `/showcontest?contest_id=${cid}`, problems: pojContestProblems },
};

export const pojProvider = (base: string, opts?: ClientOptions) => new StatusPageProvider(POJ_SITE, base, opts);
