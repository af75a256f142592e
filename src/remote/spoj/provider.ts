import type { RemoteProblemId } from '../../contract/remote.ts';
import { type RemoteHttp, RemoteRefused } from '../http-client.ts';
import { PageProvider } from '../page-provider.ts';
import type { RemoteLogin, UpcomingContest } from '../provider.ts';
import { parseProblemPage } from './statement.ts';
import { type SpojRow, statusRows } from './status.ts';
import { SPOJ_LANGUAGES, spojRunState } from './verdicts.ts';

/**
 * SPOJ, through its pages as HOJ's SPOJJudge and Hydro's vjudge use them: the login form
 * (`login_user`, `password`, `autologin`), the submit form (`/submit/complete/`: `problemcode`,
 * `lang`, `file`), whose answer names the new run (`newSubmissionId`), and the status page of the
 * account and problem (`/status/TEST,NAME/`) to find and follow a run. SPOJ lists no contests.
 */
const REFUSALS: [RegExp, string][] = [
  [/Wrong problem code!/i, 'wrong problem code'],
  [/submit in this language for this problem/i, 'this language is not allowed for this problem'],
  [/solution is too long/i, 'the solution is too long'],
];

export class SpojProvider extends PageProvider<SpojRow> {
  readonly source = 'SPOJ' as const;
  readonly languages = SPOJ_LANGUAGES;

  async fetchProblem(id: RemoteProblemId) {
    const path = `/problems/${id.code}/`;
    const res = await this.client().get(path);
    if (res.status === 404) throw new Error('the site has no such problem');
    if (res.status !== 200) throw new Error(`the problem page answered ${res.status}`);
    return parseProblemPage(res.text, new URL(path, this.base).toString(), id.code!);
  }

  private static loggedIn(html: string): boolean {
    return /href=["']\/logout\/?["']/.test(html);
  }

  protected async ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void> {
    if (SpojProvider.loggedIn((await http.get('/')).text)) return;
    const res = await http.postForm('/login/', {
      next_raw: '/',
      autologin: '1',
      login_user: login.username,
      password: login.password,
    });
    if (!SpojProvider.loggedIn(res.text)) {
      throw new RemoteRefused(
        `logging in as ${login.username} failed (check the account in the remote-judge settings)`,
        300_000,
      );
    }
  }

  /** The account's newest runs of the problem, as its status page lists them. */
  protected async runs(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<SpojRow[]> {
    const res = await http.get(`/status/${id.code},${encodeURIComponent(login.username)}/`);
    if (res.status !== 200) throw new RemoteRefused(`the SPOJ status page answered ${res.status}`, 5000);
    return statusRows(res.text).filter((r) => r.problem === id.code);
  }

  async submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string> {
    const lang = this.languageId(language, 'SPOJ');
    return this.withSession(login, async (http) => {
      await this.ensureLogin(http, login);
      const before = await this.newestRun(http, login, id);
      const res = await http.postForm('/submit/complete/', {
        submit: 'Submit!',
        lang,
        problemcode: id.code!,
        file: code,
      });
      const named = /name=["']newSubmissionId["']\s+value=["'](\d+)["']/i.exec(res.text)?.[1];
      if (named) return named;
      const refused = REFUSALS.find(([re]) => re.test(res.text));
      if (refused) throw new RemoteRefused(`SPOJ refused the submission: ${refused[1]}`, 0);
      // An answer that names no run: the run, if the site took one, is the account's newest.
      const run = (await this.runs(http, login, id)).find((r) => Number(r.id) > before);
      if (run) return run.id;
      throw new RemoteRefused(`SPOJ did not accept the submission (answer ${res.status})`, 30_000);
    });
  }

  /** Hydro's vjudge reads a run SPOJ no longer lists on the account's page from `/status/ns=ID`. */
  protected async runPage(
    http: RemoteHttp,
    _login: RemoteLogin,
    _id: RemoteProblemId,
    remoteId: string,
  ): Promise<SpojRow | null> {
    const res = await http.get(`/status/ns=${remoteId}`);
    return res.status === 200 ? (statusRows(res.text).find((r) => r.id === remoteId) ?? null) : null;
  }

  protected stateOf(run: SpojRow) {
    return spojRunState(run.words, run.final, run.time, run.memory);
  }

  async upcomingContests(): Promise<UpcomingContest[]> {
    return [];
  }
}
