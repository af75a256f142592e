import type { RemoteProblemId } from '../../contract/remote.ts';
import { hduContestProblems } from '../contest-pages.ts';
import type { ClientOptions } from '../http-client.ts';
import { htmlText } from '../html.ts';
import { StatusPageProvider, type StatusPageSite } from '../status-page-provider.ts';
import { parseHduProblem } from './statement.ts';
import { HDU_IN_PROGRESS, HDU_LANGUAGES, HDU_VERDICTS } from './verdicts.ts';

/** HDU's address unless the configuration names another (the tests name a stand-in). */
export const HDU_URL = 'https://acm.hdu.edu.cn';

/** A problem of an HDU contest (`HDU-872-1001`) rather than of the problem set (`HDU-1000`). */
const inContest = (id: RemoteProblemId) => id.contestId !== '';

/**
 * HDU Online Judge (acm.hdu.edu.cn), as HOJ's HDUJudge and Hydro's hduoj provider use it: GBK
 * pages, the login form of `/userloginex.php?action=login` (username, userpass, login), the submit
 * form of `/submit.php?action=submit` (check, language, problemid, and `_usercode`: the code
 * URI-encoded, then base64), and `/status.php` filtered by user and problem, whose table reads
 * Run ID, Submit Time, Judge Status, Pro.ID, Exe.Time (`15MS`), Exe.Memory (`1804K`), Code Len.,
 * Language, Author. Its times are China's (UTC+8). A contest's problems (1001, 1002, …) live in the
 * contest: the same pages under `/contests/contest_*.php` with `cid` (as NOJ's HDU crawler reads them).
 */
export const HDU_SITE: StatusPageSite = {
  source: 'HDU',
  languages: HDU_LANGUAGES,
  problemPath: (id) =>
    inContest(id)
      ? `/contests/contest_showproblem.php?pid=${id.index}&cid=${id.contestId}`
      : `/showproblem.php?pid=${id.code}`,
  parseProblem: parseHduProblem,
  loginPath: '/userloginex.php?action=login',
  loginForm: (l) => ({ username: l.username, userpass: l.password, login: 'Sign In' }),
  loggedIn: (html, username) =>
    /userloginex\.php\?action=logout/i.test(html) &&
    html.includes(`userstatus.php?user=${encodeURIComponent(username)}`),
  submitPath: (id) =>
    inContest(id) ? `/contests/contest_submit.php?action=submit&cid=${id.contestId}` : '/submit.php?action=submit',
  takenAt: /^\/(contests\/contest_)?status\.php$/,
  submitForm: (problem, language, code) => ({
    check: '0',
    language,
    problemid: problem,
    _usercode: Buffer.from(encodeURIComponent(code)).toString('base64'),
  }),
  submitRefusal(html) {
    if (/Please don't re-submit/i.test(html)) return "Please don't re-submit in 5 seconds";
    const errors = /One or more following ERROR\(s\) occurred\.[\s\S]*?<li>([\s\S]*?)<\/li>/i.exec(html);
    return errors ? htmlText(errors[1]!) : null;
  },
  statusPath: (user, id, upTo) =>
    `${inContest(id) ? `/contests/contest_status.php?cid=${id.contestId}&` : '/status.php?'}first=${upTo ?? ''}&pid=${id.code ?? id.index}&user=${encodeURIComponent(user)}&lang=0&status=0`,
  columns: { id: 0, submittedAt: 1, verdict: 2, problem: 3, timeMs: 4, memoryKb: 5, user: 8 },
  compileInfoPath: (runId, id) =>
    inContest(id) ? `/contests/contest_viewerror.php?rid=${runId}&cid=${id.contestId}` : `/viewerror.php?rid=${runId}`,
  inProgress: HDU_IN_PROGRESS,
  verdicts: HDU_VERDICTS,
  contest: { path: (cid) => `/contests/contest_show.php?cid=${cid}`, problems: hduContestProblems },
};

export const hduProvider = (base: string, opts?: ClientOptions) => new StatusPageProvider(HDU_SITE, base, opts);
