import { JudgeStatus } from '../../contract/judge-status.ts';
import type { RemoteProblemId, RemoteSource } from '../../contract/remote.ts';
import { type ClientOptions, type RemoteHttp, RemoteRefused, csrfTokenOf } from '../http-client.ts';
import { Errors } from '../../domain/errors.ts';
import type { Provider, RemoteContestProblem, RemoteLogin, RemoteRunState, UpcomingContest } from '../provider.ts';
import { CodeforcesHttp } from './rcpc.ts';
import { parseProblemPage } from './statement.ts';
import { CF_LANGUAGES, CF_VERDICTS } from './verdicts.ts';

/**
 * Codeforces and Gym (one site, one pool of accounts). Statements come from the problem pages;
 * runs and contests from the official API (https://codeforces.com/apiHelp: user.status,
 * contest.list); login and submit go through the site's forms with their csrf_token, as HOJ's
 * CodeForcesJudge and Hydro's vjudge provider do.
 */
interface ApiRun {
  id: number;
  creationTimeSeconds: number;
  problem: { contestId?: number; index: string };
  verdict?: string;
  timeConsumedMillis: number;
  memoryConsumedBytes: number;
  passedTestCount: number;
}
interface ApiAnswer<T> {
  status: 'OK' | 'FAILED';
  comment?: string;
  result?: T;
}

const problemPath = (p: RemoteProblemId) =>
  p.source === 'GYM' ? `/gym/${p.contestId}/problem/${p.index}` : `/problemset/problem/${p.contestId}/${p.index}`;
const submitPath = (p: RemoteProblemId) =>
  p.source === 'GYM' ? `/gym/${p.contestId}/submit` : `/problemset/submit/${p.contestId}/${p.index}`;

/** The message of the page's error spans (`<span class="error for__source">…`), if any. */
function formError(html: string): string | null {
  const found = [...html.matchAll(/<span[^>]*class=["'][^"']*\berror\b[^"']*["'][^>]*>([^<]*)<\/span>/gi)]
    .map((m) => m[1]!.replace(/&nbsp;/g, ' ').trim())
    .filter(Boolean);
  return found.length ? found.join('; ') : null;
}

export class CodeforcesProvider implements Provider {
  readonly languages = CF_LANGUAGES;
  /** The site's anti-bot cookie last answered (not a secret: the same for every visitor). */
  private readonly kept: { rcpc?: string } = {};

  constructor(
    readonly source: RemoteSource,
    private readonly base: string,
    private readonly opts: ClientOptions = {},
  ) {}

  private client(login?: RemoteLogin) {
    return new CodeforcesHttp(this.base, login?.cookies ?? {}, this.opts, this.kept);
  }

  async fetchProblem(id: RemoteProblemId) {
    const res = await this.client().get(problemPath(id));
    if (res.status === 404) throw new Error('the site has no such problem');
    if (res.status !== 200) throw new Error(`the problem page answered ${res.status}`);
    return parseProblemPage(res.text, new URL(problemPath(id), this.base).toString());
  }

  async login(login: RemoteLogin): Promise<void> {
    const http = this.client(login);
    await this.ensureLogin(http, login);
    Object.assign(login.cookies, http.cookies);
  }

  private static loggedIn(html: string, username: string): boolean {
    return html.includes('/logout"') && html.includes(`href="/profile/${username}"`);
  }

  /** Logs in through /enter unless the kept cookies still hold a session. */
  private async ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void> {
    const home = await http.get('/');
    if (CodeforcesProvider.loggedIn(home.text, login.username)) return;
    const page = await http.get('/enter');
    const res = await http.postForm('/enter', {
      ...formFields(http, page.text, 'login'),
      action: 'enter',
      handleOrEmail: login.username,
      password: login.password,
      remember: 'on',
    });
    if (!CodeforcesProvider.loggedIn(res.text, login.username)) {
      throw new RemoteRefused(
        `logging in as ${login.username} failed (check the account in the remote-judge settings)`,
        300_000,
      );
    }
  }

  private async runs(login: RemoteLogin, count: number): Promise<ApiRun[]> {
    const answer = await this.client().getJson<ApiAnswer<ApiRun[]>>(
      `/api/user.status?handle=${encodeURIComponent(login.username)}&from=1&count=${count}`,
    );
    if (answer.status !== 'OK' || !answer.result)
      throw new RemoteRefused(`user.status: ${answer.comment ?? 'failed'}`, 5000);
    return answer.result;
  }

  private static sameProblem(run: ApiRun, id: RemoteProblemId): boolean {
    return String(run.problem.contestId) === id.contestId && run.problem.index === id.index;
  }

  async submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string> {
    const programTypeId = this.languages[language];
    if (!programTypeId) throw new RemoteRefused(`Codeforces does not judge ${language}`, 0);
    const http = this.client(login);
    await this.ensureLogin(http, login);
    const before = Math.max(0, ...(await this.runs(login, 5)).map((r) => r.id));
    const form = await http.get(submitPath(id));
    const fields = formFields(http, form.text, 'submit');
    Object.assign(login.cookies, http.cookies);
    const res = await http.postForm(`${submitPath(id)}?csrf_token=${fields.csrf_token}`, {
      ...fields,
      action: 'submitSolutionFormSubmitted',
      submittedProblemIndex: id.index,
      contestId: id.contestId,
      programTypeId,
      source: code,
      tabSize: '4',
      sourceFile: '',
    });
    Object.assign(login.cookies, http.cookies);
    const refused = formError(res.text);
    if (refused) throw new RemoteRefused(`Codeforces refused the submission: ${refused}`, 0);
    if (!res.redirects.some((u) => /\/my\b|status/.test(u))) {
      throw new RemoteRefused(`Codeforces did not accept the submission (answer ${res.status})`, 30_000);
    }
    // The run is the account's newest one of this problem after those seen before sending.
    for (let i = 0; i < 5; i++) {
      const run = (await this.runs(login, 10)).find((r) => r.id > before && CodeforcesProvider.sameProblem(r, id));
      if (run) return String(run.id);
      await Bun.sleep(500 * (i + 1));
    }
    throw new RemoteRefused('Codeforces took the submission but does not list it', 0);
  }

  async findRun(login: RemoteLogin, id: RemoteProblemId, since: Date): Promise<string | null> {
    const from = Math.floor(since.getTime() / 1000) - 60;
    const run = (await this.runs(login, 30)).find(
      (r) => r.creationTimeSeconds >= from && CodeforcesProvider.sameProblem(r, id),
    );
    return run ? String(run.id) : null;
  }

  async poll(login: RemoteLogin, _id: RemoteProblemId, remoteId: string): Promise<RemoteRunState> {
    const run = (await this.runs(login, 50)).find((r) => String(r.id) === remoteId);
    if (!run) return { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };
    if (!run.verdict || run.verdict === 'TESTING') {
      return { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };
    }
    const status = CF_VERDICTS[run.verdict] ?? JudgeStatus.SYSTEM_ERROR;
    const failedOn =
      status !== JudgeStatus.ACCEPTED && run.passedTestCount >= 0 ? ` on test ${run.passedTestCount + 1}` : '';
    return {
      final: true,
      status,
      time: run.timeConsumedMillis,
      memory: Math.round(run.memoryConsumedBytes / 1024),
      message: status === JudgeStatus.ACCEPTED ? null : `Codeforces: ${run.verdict}${failedOn}`,
    };
  }

  contestProblems(contestId: string): Promise<RemoteContestProblem[]> {
    return contestProblemsOf(this.client(), this.source, contestId);
  }

  async upcomingContests(): Promise<UpcomingContest[]> {
    const gym = this.source === 'GYM';
    const answer = await this.client().getJson<
      ApiAnswer<{ id: number; name: string; phase: string; startTimeSeconds?: number; durationSeconds: number }[]>
    >(`/api/contest.list?gym=${gym}`);
    if (answer.status !== 'OK' || !answer.result)
      throw new RemoteRefused(`contest.list: ${answer.comment ?? 'failed'}`, 60_000);
    return answer.result
      .filter((c) => c.phase === 'BEFORE' && c.startTimeSeconds)
      .map((c) => ({
        name: c.name,
        startTime: c.startTimeSeconds! * 1000,
        durationSeconds: c.durationSeconds,
        url: new URL(`/${gym ? 'gym' : 'contest'}/${c.id}`, this.base).toString(),
      }))
      .sort((a, b) => a.startTime - b.startTime);
  }
}

/** Codeforces numbers Gym contests from 100000: a round's number is below. */
const GYM_FROM = 100_000;

/**
 * The problems of a round (CF) or a Gym contest (GYM), from the API's contest.standings (its
 * `problems`, asked with one row of standings).
 */
async function contestProblemsOf(
  http: RemoteHttp,
  source: RemoteSource,
  contestId: string,
): Promise<RemoteContestProblem[]> {
  const gym = Number(contestId) >= GYM_FROM;
  if (gym !== (source === 'GYM')) {
    throw Errors.RemoteContestWrongSource(`${source}-${contestId}`, source, `${gym ? 'GYM' : 'CF'}-${contestId}`);
  }
  const answer = await http
    .getJson<ApiAnswer<{ problems: { index: string; name: string }[] }>>(
      `/api/contest.standings?contestId=${encodeURIComponent(contestId)}&from=1&count=1`,
    )
    .catch((e: Error) => {
      throw Errors.RemoteSiteFailed(source, e.message);
    });
  if (answer.status !== 'OK' || !answer.result) {
    if (/not found|does not exist/i.test(answer.comment ?? ''))
      throw Errors.RemoteContestNotFound(`${source}-${contestId}`);
    throw Errors.RemoteSiteFailed(source, `contest.standings: ${answer.comment ?? 'failed'}`);
  }
  return answer.result.problems
    .filter((p) => /^[A-Z][A-Z0-9]{0,3}$/.test(p.index))
    .map((p) => ({ index: p.index, name: p.name }));
}

/** What every form of the site carries: the page's csrf token and the browser marks its cookies hold. */
function formFields(http: RemoteHttp, pageHtml: string, page: string) {
  const csrf = csrfTokenOf(pageHtml);
  if (!csrf) throw new RemoteRefused(`the ${page} page shows no csrf token`, 60_000);
  return {
    csrf_token: csrf,
    ftaa: http.cookie('70a7c28f3de') ?? 'n/a',
    bfaa: http.cookie('raa') ?? http.cookie('bfaa') ?? 'n/a',
  };
}
