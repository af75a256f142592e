import type { FetchedProblem, RemoteProblemId, RemoteSource } from '../contract/remote.ts';
import { JudgeStatus } from '../contract/judge-status.ts';
import { type ClientOptions, RemoteHttp, RemoteRefused } from './http-client.ts';
import type { Provider, RemoteLogin, RemoteRunState, UpcomingContest } from './provider.ts';

/** A run as a site's status page lists it: its id and when it was sent. */
export interface ListedRun {
  id: string;
  submittedAt: Date | null;
}

/** The client, problem and run id a run's state was read with. */
export interface RunAt {
  http: RemoteHttp;
  id: RemoteProblemId;
  remoteId: string;
}

export const JUDGING: RemoteRunState = {
  final: false,
  status: JudgeStatus.JUDGING,
  time: null,
  memory: null,
  message: null,
};

/**
 * The one base of the sites judged through their pages (AtCoder, SPOJ, HDU, POJ): a client per
 * call holding the account's cookies (kept back in them whatever happens), a login kept in those
 * cookies, a send's run found as the account's newest one above those listed before it, a run cut
 * short by a restart found on the status page of the account and problem, and a run followed there
 * (or on its own page once newer runs pushed it off). Each site says how it logs in, submits and
 * reads its pages. A submit post is sent once; what follows is only read.
 */
export abstract class PageProvider<R extends ListedRun> implements Provider {
  abstract readonly source: RemoteSource;
  abstract readonly languages: Readonly<Record<string, string>>;

  constructor(
    protected readonly base: string,
    protected readonly opts: ClientOptions = {},
  ) {}

  protected client(login?: RemoteLogin): RemoteHttp {
    return new RemoteHttp(this.base, login?.cookies ?? {}, this.opts);
  }

  /** Runs `work` with a client of the account's cookies, which get the cookies it ends with. */
  protected async withSession<T>(login: RemoteLogin, work: (http: RemoteHttp) => Promise<T>): Promise<T> {
    const http = this.client(login);
    try {
      return await work(http);
    } finally {
      Object.assign(login.cookies, http.cookies);
    }
  }

  login(login: RemoteLogin): Promise<void> {
    return this.withSession(login, (http) => this.ensureLogin(http, login));
  }

  /** Logs in unless the kept cookies still hold a session; throws RemoteRefused when refused. */
  protected abstract ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void>;
  /** The account's newest runs of the problem, newest first. */
  protected abstract runs(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<R[]>;
  /** A run the status page no longer lists (newer runs pushed it off), read from its own page. */
  protected abstract runPage(
    http: RemoteHttp,
    login: RemoteLogin,
    id: RemoteProblemId,
    remoteId: string,
  ): Promise<R | null>;
  /** A run's state; `at` is where it was read (a site may read more there, as its compiler's output). */
  protected abstract stateOf(run: R, at: RunAt): RemoteRunState | Promise<RemoteRunState>;
  abstract fetchProblem(id: RemoteProblemId): Promise<FetchedProblem>;
  abstract submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string>;
  abstract upcomingContests(): Promise<UpcomingContest[]>;

  /** The site's id of a language, or a refusal naming it. */
  protected languageId(language: string, site: string): string {
    const id = this.languages[language];
    if (!id) throw new RemoteRefused(`${site} does not judge ${language}`, 0);
    return id;
  }

  /** The newest run id the account has of the problem (0: none), read before a send. */
  protected async newestRun(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<number> {
    return Math.max(0, ...(await this.runs(http, login, id)).map((r) => Number(r.id)));
  }

  /** The run a send made: the account's newest one of the problem above `before`, waited for a little. */
  protected async runAfter(
    http: RemoteHttp,
    login: RemoteLogin,
    id: RemoteProblemId,
    before: number,
    site: string,
  ): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const run = (await this.runs(http, login, id)).find((r) => Number(r.id) > before);
      if (run) return run.id;
      await Bun.sleep(500 * (i + 1));
    }
    throw new RemoteRefused(`${site} took the submission but does not list it`, 0);
  }

  /** The account's run of the problem sent since `since` (a minute's slack on the site's clock), newest first. */
  async findRun(login: RemoteLogin, id: RemoteProblemId, since: Date): Promise<string | null> {
    const from = since.getTime() - 60_000;
    const runs = await this.runs(this.client(login), login, id);
    return runs.find((r) => r.submittedAt !== null && r.submittedAt.getTime() >= from)?.id ?? null;
  }

  async poll(login: RemoteLogin, id: RemoteProblemId, remoteId: string): Promise<RemoteRunState> {
    const http = this.client(login);
    const run = await this.listedRun(http, login, id, remoteId);
    return run ? this.stateOf(run, { http, id, remoteId }) : JUDGING;
  }

  /** Where poll finds a run: the status page of the account and problem, else the run's own page. */
  protected async listedRun(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId, remoteId: string) {
    return (
      (await this.runs(http, login, id)).find((r) => r.id === remoteId) ??
      (await this.runPage(http, login, id, remoteId))
    );
  }
}
