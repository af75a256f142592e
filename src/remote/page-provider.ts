import type { FetchedProblem, RemoteProblemId, RemoteSource } from '../contract/remote.ts';
import { JudgeStatus } from '../contract/judge-status.ts';
import { type ClientOptions, RemoteHttp } from './http-client.ts';
import type { Provider, RemoteLogin, RemoteRunState, UpcomingContest } from './provider.ts';

/** A run as a site's status page lists it: its id and when it was sent. */
export interface ListedRun {
  id: string;
  submittedAt: Date | null;
}

const JUDGING: RemoteRunState = { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };

/**
 * What AtCoder's and SPOJ's providers share: a client per call holding the account's cookies, a
 * login kept in those cookies, and a run found (after a send cut short) and followed on the
 * site's status page of the account and problem (or the run's own page once newer runs pushed it
 * off that one). Each site says how it logs in, submits and reads its pages.
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

  async login(login: RemoteLogin): Promise<void> {
    const http = this.client(login);
    await this.ensureLogin(http, login);
    Object.assign(login.cookies, http.cookies);
  }

  /** Logs in unless the kept cookies still hold a session; throws RemoteRefused when refused. */
  protected abstract ensureLogin(http: RemoteHttp, login: RemoteLogin): Promise<void>;
  /** The account's newest runs of the problem, newest first. */
  protected abstract runs(http: RemoteHttp, login: RemoteLogin, id: RemoteProblemId): Promise<R[]>;
  protected abstract stateOf(run: R): RemoteRunState;
  abstract fetchProblem(id: RemoteProblemId): Promise<FetchedProblem>;
  abstract submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string>;
  abstract upcomingContests(): Promise<UpcomingContest[]>;

  async findRun(login: RemoteLogin, id: RemoteProblemId, since: Date): Promise<string | null> {
    const from = since.getTime() - 60_000;
    const runs = await this.runs(this.client(login), login, id);
    return runs.find((r) => r.submittedAt !== null && r.submittedAt.getTime() >= from)?.id ?? null;
  }

  /** A run the status page no longer lists (newer runs pushed it off), read from its own page. */
  protected abstract runPage(http: RemoteHttp, id: RemoteProblemId, remoteId: string): Promise<R | null>;

  async poll(login: RemoteLogin, id: RemoteProblemId, remoteId: string): Promise<RemoteRunState> {
    const http = this.client(login);
    const run =
      (await this.runs(http, login, id)).find((r) => r.id === remoteId) ?? (await this.runPage(http, id, remoteId));
    return run ? this.stateOf(run) : JUDGING;
  }
}
