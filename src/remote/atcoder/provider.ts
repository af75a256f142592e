import type { RemoteProblemId } from '../../contract/remote.ts';
import { decodeEntities } from '../html.ts';
import { type RemoteHttp, RemoteRefused } from '../http-client.ts';
import { PageProvider } from '../page-provider.ts';
import type { RemoteContestProblem, RemoteLogin, UpcomingContest } from '../provider.ts';
import { Errors } from '../../domain/errors.ts';
import { type AtCoderRow, submissionPage, submissionRows, taskRows, upcomingRows } from './pages.ts';
import { parseTaskPage } from './statement.ts';
import { AC_LANGUAGES, atcoderRunState } from './verdicts.ts';

/**
 * AtCoder, through its pages as HOJ's AtCoderJudge uses them: the login form (`username`,
 * `password`, `csrf_token`), the contest's submit form (`data.TaskScreenName`, `data.LanguageId`,
 * `sourceCode`, `csrf_token`), the submissions page filtered by task and user to find and follow a
 * run, and the contests page for upcoming contests. A task is sent in its id's contest (`AC-abc001_a`: up
 * to the last `_`; `AC-jsc2019-qual:jsc2019_qual_a`: before the colon); a contest's tasks page lists it.
 */
const taskPath = (p: RemoteProblemId) => `/contests/${p.contestId}/tasks/${p.code}`;
const submitPath = (p: RemoteProblemId) => `/contests/${p.contestId}/submit`;

/** The page's csrf token: the form's hidden field or the script's `var csrfToken`. */
function csrfOf(html: string, page: string): string {
  const m = /name=["']csrf_token["']\s+value=["']([^"']+)["']/i.exec(html) ?? /var csrfToken = "([^"]+)"/.exec(html);
  if (!m) throw new RemoteRefused(`the AtCoder ${page} page shows no csrf token`, 60_000);
  return decodeEntities(m[1]!);
}

/** The text of the page's red alert (`div.alert-danger`), if it shows one. */
function alertOf(html: string): string | null {
  const m = /<div[^>]*class=["'][^"']*alert-danger[^"']*["'][^>]*>([\s\S]*?)<\/div>/i.exec(html);
  const inner = (m?.[1] ?? '').replace(/<button\b[\s\S]*?<\/button>/gi, '');
  const text = decodeEntities(inner.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

export class AtCoderProvider extends PageProvider<AtCoderRow> {
  readonly source = 'AC' as const;
  readonly languages = AC_LANGUAGES;

  async fetchProblem(id: RemoteProblemId) {
    const res = await this.client().get(`${taskPath(id)}?lang=en`);
    if (res.status === 404) throw new Error('the site has no such task');
    if (res.status !== 200) throw new Error(`the task page answered ${res.status}`);
    return parseTaskPage(res.text, new URL(taskPath(id), this.base).toString());
  }

  private static loggedIn(html: string, username: string): boolean {
    return html.includes(`var userScreenName = "${username}"`);
  }

  protected async ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void> {
    const page = await http.get('/login');
    if (AtCoderProvider.loggedIn(page.text, login.username)) return;
    const res = await http.postForm('/login', {
      username: login.username,
      password: login.password,
      csrf_token: csrfOf(page.text, 'login'),
    });
    if (!AtCoderProvider.loggedIn(res.text, login.username)) {
      const why = alertOf(res.text);
      throw new RemoteRefused(
        `logging in as ${login.username} failed${why ? ` (${why})` : ''} (check the account in the remote-judge settings)`,
        300_000,
      );
    }
  }

  /** The account's newest runs of the task, as the submissions page lists them. */
  protected async runs(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<AtCoderRow[]> {
    const q = `f.Task=${encodeURIComponent(id.code!)}&f.User=${encodeURIComponent(login.username)}`;
    const res = await http.get(`/contests/${id.contestId}/submissions?${q}`);
    if (res.status !== 200) throw new RemoteRefused(`the AtCoder submissions page answered ${res.status}`, 5000);
    return submissionRows(res.text).filter((r) => r.task === id.code);
  }

  async submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string> {
    const languageId = this.languageId(language, 'AtCoder');
    return this.withSession(login, async (http) => {
      await this.ensureLogin(http, login);
      const before = await this.newestRun(http, login, id);
      const form = await http.get(`${submitPath(id)}?taskScreenName=${id.code}`);
      const res = await http.postForm(submitPath(id), {
        'data.TaskScreenName': id.code!,
        'data.LanguageId': languageId,
        sourceCode: code,
        csrf_token: csrfOf(form.text, 'submit'),
      });
      if (!res.redirects.some((u) => /\/submissions\/me\b/.test(u))) {
        const why = alertOf(res.text);
        if (why) throw new RemoteRefused(`AtCoder refused the submission: ${why}`, 0);
        throw new RemoteRefused(`AtCoder did not accept the submission (answer ${res.status})`, 30_000);
      }
      return this.runAfter(http, login, id, before, 'AtCoder');
    });
  }

  protected async runPage(
    http: RemoteHttp,
    _login: RemoteLogin,
    id: RemoteProblemId,
    remoteId: string,
  ): Promise<AtCoderRow | null> {
    const res = await http.get(`/contests/${id.contestId}/submissions/${remoteId}`);
    return res.status === 200 ? submissionPage(res.text, remoteId) : null;
  }

  protected stateOf(run: AtCoderRow) {
    return atcoderRunState(run.label, run.time, run.memory);
  }

  /** The tasks of a contest (`abc042`, `jsc2019-qual`), in the order of its tasks page. */
  async contestProblems(contestId: string): Promise<RemoteContestProblem[]> {
    const res = await this.client().get(`/contests/${encodeURIComponent(contestId)}/tasks?lang=en`);
    if (res.status === 404) throw Errors.RemoteContestNotFound(`AC-${contestId}`);
    if (res.status !== 200) throw new RemoteRefused(`the AtCoder tasks page answered ${res.status}`, 60_000);
    return taskRows(res.text, contestId);
  }

  async upcomingContests(): Promise<UpcomingContest[]> {
    const res = await this.client().get('/contests/?lang=en');
    if (res.status !== 200) throw new RemoteRefused(`the AtCoder contests page answered ${res.status}`, 60_000);
    return upcomingRows(res.text, this.base).sort((a, b) => a.startTime - b.startTime);
  }
}
