import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import type { FetchedProblem, RemoteProblemId, RemoteSource } from '../contract/remote.ts';
import { type ClientOptions, RemoteHttp, RemoteRefused } from './http-client.ts';
import type { Provider, RemoteLogin, RemoteRunState, UpcomingContest } from './provider.ts';
import { figure, preText, siteTime, tableRows } from './html.ts';
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
 * submit forms, the words of a refusal, and the columns of their status page.
 */
export interface StatusPageSite {
  source: RemoteSource;
  languages: Readonly<Record<string, string>>;
  problemPath(code: string): string;
  parseProblem(html: string, url: string): FetchedProblem;
  loginPath: string;
  loginForm(login: RemoteLogin): Record<string, string>;
  loggedIn(html: string, username: string): boolean;
  submitPath: string;
  /** The page a taken submission is redirected to (its status page). */
  takenAt: RegExp;
  submitForm(problem: string, language: string, code: string): Record<string, string>;
  /** The site's reason when its answer to a submit refuses the run. */
  submitRefusal(html: string): string | null;
  /** The status page of the user's runs of the problem, from run `upTo` down when given. */
  statusPath(user: string, problem: string, upTo?: string): string;
  /** Where each of a run's facts stands in a row of the status page's table (from 0). */
  columns: Readonly<Record<'id' | 'submittedAt' | 'verdict' | 'problem' | 'timeMs' | 'memoryKb' | 'user', number>>;
  /** The page of a run's compiler output, whose first `pre` holds it. */
  compileInfoPath(runId: string): string;
  inProgress: readonly string[];
  verdicts: Readonly<Record<string, JudgeStatusCode>>;
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

const JUDGING: RemoteRunState = { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };

/**
 * A site judged through its HTML pages (in the manner of HOJ's HDUJudge/POJJudge and Hydro's
 * providers): login and submit by its forms, the new run's id read from the status page filtered by
 * the account and the problem (the newest one above those listed before sending), its verdict
 * polled from the same page. A submit post is sent once; what follows is only read.
 */
export class StatusPageProvider implements Provider {
  readonly source: RemoteSource;
  readonly languages: Readonly<Record<string, string>>;

  constructor(
    private readonly site: StatusPageSite,
    private readonly base: string,
    private readonly opts: ClientOptions = {},
  ) {
    this.source = site.source;
    this.languages = site.languages;
  }

  private client(login?: RemoteLogin) {
    return new RemoteHttp(this.base, login?.cookies ?? {}, this.opts);
  }

  private code(id: RemoteProblemId): string {
    return id.code ?? id.index;
  }

  async fetchProblem(id: RemoteProblemId): Promise<FetchedProblem> {
    const path = this.site.problemPath(this.code(id));
    const res = await this.client().get(path);
    if (res.status === 404) throw new Error('the site has no such problem');
    if (res.status !== 200) throw new Error(`the problem page answered ${res.status}`);
    return this.site.parseProblem(res.text, new URL(path, this.base).toString());
  }

  async login(login: RemoteLogin): Promise<void> {
    const http = this.client(login);
    try {
      await this.ensureLogin(http, login);
    } finally {
      Object.assign(login.cookies, http.cookies);
    }
  }

  /** Logs in by the site's form unless the kept cookies still hold a session. */
  private async ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void> {
    if (this.site.loggedIn((await http.get('/')).text, login.username)) return;
    await http.postForm(this.site.loginPath, this.site.loginForm(login));
    if (!this.site.loggedIn((await http.get('/')).text, login.username)) {
      throw new RemoteRefused(
        `logging in as ${login.username} failed (check the account in the remote-judge settings)`,
        300_000,
      );
    }
  }

  private async runs(http: RemoteHttp, user: string, problem: string, upTo?: string): Promise<SiteRun[]> {
    const res = await http.get(this.site.statusPath(user, problem, upTo));
    if (res.status !== 200) throw new RemoteRefused(`${http.host} answered ${res.status} for its status page`, 5000);
    return readRuns(res.text, this.site.columns).filter((r) => r.user === user && r.problem === problem);
  }

  async submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string> {
    const lang = this.languages[language];
    if (!lang) throw new RemoteRefused(`${this.source} does not judge ${language}`, 0);
    const problem = this.code(id);
    const http = this.client(login);
    try {
      await this.ensureLogin(http, login);
      const newest = (runs: SiteRun[]) => Math.max(0, ...runs.map((r) => Number(r.id)));
      const before = newest(await this.runs(http, login.username, problem));
      const res = await http.postForm(this.site.submitPath, this.site.submitForm(problem, lang, code));
      const refused = this.site.submitRefusal(res.text);
      if (refused) throw new RemoteRefused(`${this.source} refused the submission: ${refused}`, 0);
      // A run taken is answered by a redirect to the status page; anything else took nothing.
      if (res.status !== 200 || !res.redirects.some((u) => this.site.takenAt.test(new URL(u).pathname)))
        throw new RemoteRefused(`${this.source} did not take the submission (answer ${res.status})`, 30_000);
      for (let i = 0; i < 5; i++) {
        const run = (await this.runs(http, login.username, problem)).find((r) => Number(r.id) > before);
        if (run) return run.id;
        await Bun.sleep(500 * (i + 1));
      }
      throw new RemoteRefused(`${this.source} took the submission but does not list it`, 0);
    } finally {
      Object.assign(login.cookies, http.cookies);
    }
  }

  async findRun(login: RemoteLogin, id: RemoteProblemId, since: Date): Promise<string | null> {
    const from = since.getTime() - 60_000;
    const runs = await this.runs(this.client(login), login.username, this.code(id));
    // The account is held by one send at a time: the cut-short send's run is its newest one.
    const found = runs
      .filter((r) => r.submittedAt && r.submittedAt.getTime() >= from)
      .sort((a, b) => Number(b.id) - Number(a.id))[0];
    return found?.id ?? null;
  }

  async poll(login: RemoteLogin, id: RemoteProblemId, remoteId: string): Promise<RemoteRunState> {
    const runs = await this.runs(this.client(login), login.username, this.code(id), remoteId);
    const run = runs.find((r) => r.id === remoteId);
    if (!run) return JUDGING;
    const v = readSiteVerdict(run.verdict, this.site.inProgress, this.site.verdicts);
    if (!v.final) return JUDGING;
    const info = v.status === JudgeStatus.COMPILE_ERROR ? await this.compileInfo(login, remoteId) : '';
    return {
      final: true,
      status: v.status,
      time: run.timeMs,
      memory: run.memoryKb,
      message: v.text === null ? null : `${this.source}: ${v.text}${info ? `\n${info}` : ''}`,
    };
  }

  /** The compiler's output the site shows for a run, if it shows any (a failed read shows none). */
  private async compileInfo(login: RemoteLogin, runId: string): Promise<string> {
    try {
      const res = await this.client(login).get(this.site.compileInfoPath(runId));
      const pre = /<pre\b[^>]*>([\s\S]*?)<\/pre>/i.exec(res.text);
      return res.status === 200 && pre ? preText(pre[1]!).trimEnd().slice(0, COMPILE_INFO_MAX) : '';
    } catch {
      return '';
    }
  }

  /** These sites publish no list of upcoming contests that a server can read. */
  async upcomingContests(): Promise<UpcomingContest[]> {
    return [];
  }
}
