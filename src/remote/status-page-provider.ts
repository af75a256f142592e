import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import type { FetchedProblem, RemoteProblemId, RemoteSource } from '../contract/remote.ts';
import { Errors } from '../domain/errors.ts';
import { type ClientOptions, type RemoteHttp, RemoteRefused } from './http-client.ts';
import { figure, preText, siteTime, tableRows } from './html.ts';
import { JUDGING, PageProvider, type RunAt } from './page-provider.ts';
import type { RemoteContestProblem, RemoteLogin, RemoteRunState, UpcomingContest } from './provider.ts';
import { readSiteVerdict } from './site-verdict.ts';

/** One row of a site's status page. */
export interface SiteRun {
  id: string;
  user: string;
  problem: string;
  verdict: string;
  timeMs: number | null;
  memoryKb: number | null;
  submittedAt: Date | null;
}

/**
 * What differs between the old judges that have no API (HDU, POJ): their paths, their login and
 * submit forms, the words of a refusal, the columns of their status page, and their contests' pages.
 */
export interface StatusPageSite {
  source: RemoteSource;
  languages: Readonly<Record<string, string>>;
  problemPath(id: RemoteProblemId): string;
  parseProblem(html: string, url: string): FetchedProblem;
  loginPath: string;
  loginForm(login: RemoteLogin): Record<string, string>;
  loggedIn(html: string, username: string): boolean;
  submitPath(id: RemoteProblemId): string;
  /** The page a taken submission is redirected to (its status page). */
  takenAt: RegExp;
  submitForm(problem: string, language: string, code: string): Record<string, string>;
  /** The site's reason when its answer to a submit refuses the run. */
  submitRefusal(html: string): string | null;
  /** The status page of the user's runs of the problem, from run `upTo` down when given. */
  statusPath(user: string, id: RemoteProblemId, upTo?: string): string;
  /** Where each of a run's facts stands in a row of the status page's table (from 0). */
  columns: Readonly<Record<'id' | 'submittedAt' | 'verdict' | 'problem' | 'timeMs' | 'memoryKb' | 'user', number>>;
  /** The page of a run's compiler output, whose first `pre` holds it. */
  compileInfoPath(runId: string, id: RemoteProblemId): string;
  inProgress: readonly string[];
  verdicts: Readonly<Record<string, JudgeStatusCode>>;
  /** A contest's problem list page, and its problems read from it (none: no such contest). */
  contest: { path(contestId: string): string; problems(html: string, contestId: string): RemoteContestProblem[] };
}

/** The runs of a status page: the rows of its table whose first cell is a run id, read by the site's columns. */
export function readRuns(html: string, at: StatusPageSite['columns']): SiteRun[] {
  const width = Math.max(...Object.values(at)) + 1;
  return tableRows(html)
    .filter((c) => c.length >= width && /^\d+$/.test(c[at.id]!))
    .map((c) => ({
      id: c[at.id]!,
      user: c[at.user]!,
      problem: c[at.problem]!,
      verdict: c[at.verdict]!,
      timeMs: figure(c[at.timeMs]!),
      memoryKb: figure(c[at.memoryKb]!),
      // Both sites show China's time (UTC+8).
      submittedAt: siteTime(c[at.submittedAt]!, 8),
    }));
}

/** The most of a site's compiler output kept in a submission's message. */
const COMPILE_INFO_MAX = 8000;

/** The problem's number as the site's forms and status page name it. */
const numberOf = (id: RemoteProblemId) => id.code ?? id.index;

/**
 * A site judged through its HTML pages by a table of its paths and forms (in the manner of HOJ's
 * HDUJudge/POJJudge and Hydro's providers): login and submit by its forms, runs read from the
 * status page filtered by the account and the problem (`upTo` lists a run however many came after).
 */
export class StatusPageProvider extends PageProvider<SiteRun> {
  readonly source: RemoteSource;
  readonly languages: Readonly<Record<string, string>>;

  constructor(
    private readonly site: StatusPageSite,
    base: string,
    opts: ClientOptions = {},
  ) {
    super(base, opts);
    this.source = site.source;
    this.languages = site.languages;
  }

  async fetchProblem(id: RemoteProblemId): Promise<FetchedProblem> {
    const path = this.site.problemPath(id);
    const res = await this.client().get(path);
    if (res.status === 404) throw new Error('the site has no such problem');
    if (res.status !== 200) throw new Error(`the problem page answered ${res.status}`);
    return this.site.parseProblem(res.text, new URL(path, this.base).toString());
  }

  /** Logs in by the site's form unless the kept cookies still hold a session. */
  protected async ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void> {
    if (this.site.loggedIn((await http.get('/')).text, login.username)) return;
    await http.postForm(this.site.loginPath, this.site.loginForm(login));
    if (!this.site.loggedIn((await http.get('/')).text, login.username)) {
      throw new RemoteRefused(
        `logging in as ${login.username} failed (check the account in the remote-judge settings)`,
        300_000,
      );
    }
  }

  private async statusRuns(http: RemoteHttp, user: string, id: RemoteProblemId, upTo?: string): Promise<SiteRun[]> {
    const res = await http.get(this.site.statusPath(user, id, upTo));
    if (res.status !== 200) throw new RemoteRefused(`${http.host} answered ${res.status} for its status page`, 5000);
    return readRuns(res.text, this.site.columns).filter((r) => r.user === user && r.problem === numberOf(id));
  }

  protected runs(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<SiteRun[]> {
    return this.statusRuns(http, login.username, id);
  }

  protected async runPage(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId, remoteId: string) {
    return (await this.statusRuns(http, login.username, id, remoteId)).find((r) => r.id === remoteId) ?? null;
  }

  /** The status page from the run down lists it however many runs came after: one read. */
  protected override listedRun(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId, remoteId: string) {
    return this.runPage(http, login, id, remoteId);
  }

  async submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string> {
    const lang = this.languageId(language, this.source);
    return this.withSession(login, async (http) => {
      await this.ensureLogin(http, login);
      const before = await this.newestRun(http, login, id);
      const res = await http.postForm(this.site.submitPath(id), this.site.submitForm(numberOf(id), lang, code));
      const refused = this.site.submitRefusal(res.text);
      if (refused) throw new RemoteRefused(`${this.source} refused the submission: ${refused}`, 0);
      // A run taken is answered by a redirect to the status page; anything else took nothing.
      if (res.status !== 200 || !res.redirects.some((u) => this.site.takenAt.test(new URL(u).pathname)))
        throw new RemoteRefused(`${this.source} did not take the submission (answer ${res.status})`, 30_000);
      return this.runAfter(http, login, id, before, this.source);
    });
  }

  protected async stateOf(run: SiteRun, at: RunAt): Promise<RemoteRunState> {
    const v = readSiteVerdict(run.verdict, this.site.inProgress, this.site.verdicts);
    if (!v.final) return JUDGING;
    const info = v.status === JudgeStatus.COMPILE_ERROR ? await this.compileInfo(at) : '';
    return {
      final: true,
      status: v.status,
      time: run.timeMs,
      memory: run.memoryKb,
      message: v.text === null ? null : `${this.source}: ${v.text}${info ? `\n${info}` : ''}`,
    };
  }

  /** The compiler's output the site shows for a run, if it shows any (a failed read shows none). */
  private async compileInfo({ http, id, remoteId }: RunAt): Promise<string> {
    try {
      const res = await http.get(this.site.compileInfoPath(remoteId, id));
      const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(res.text);
      return res.status === 200 && pre ? preText(pre[1]!).trimEnd().slice(0, COMPILE_INFO_MAX) : '';
    } catch {
      return '';
    }
  }

  /** The problems of one of the site's contests, from its problem list page. */
  async contestProblems(contestId: string): Promise<RemoteContestProblem[]> {
    const res = await this.client().get(this.site.contest.path(contestId));
    if (res.status === 404) throw Errors.RemoteContestNotFound(`${this.source}-${contestId}`);
    if (res.status !== 200) throw new RemoteRefused(`${this.source} answered ${res.status} for the contest`, 60_000);
    return this.site.contest.problems(res.text, contestId);
  }

  /** These sites publish no list of upcoming contests that a server can read. */
  async upcomingContests(): Promise<UpcomingContest[]> {
    return [];
  }
}
