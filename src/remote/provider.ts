import type { JudgeStatusCode } from '../contract/judge-status.ts';
import type { FetchedProblem, RemoteProblemId, RemoteSource } from '../contract/remote.ts';
import type { ClientOptions } from './http-client.ts';

/**
 * One remote judge behind one interface (in the manner of HOJ's remote judge and Hydro's vjudge
 * providers): log in, fetch a problem, submit, poll a run, list upcoming contests. Providers hold
 * no state between calls but the account's cookies, which the caller keeps (sealed).
 */
export interface RemoteLogin {
  username: string;
  password: string;
  /** The cookies of the last session; the provider updates them in place. */
  cookies: Record<string, string>;
}

export interface RemoteRunState {
  /** The site has its verdict. */
  final: boolean;
  status: JudgeStatusCode;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
  message: string | null;
}

export interface UpcomingContest {
  name: string;
  startTime: number;
  durationSeconds: number;
  url: string;
}

/**
 * One problem of a contest on its site: its letter there (A, B1, …) and its name; `problem` is the
 * problem's own id where it is not this contest's number and letter (AtCoder's task, judged in its
 * own contest when an ARC's task is held in an ABC; POJ's problem number; HDU's contest problem 1001).
 */
export interface RemoteContestProblem {
  index: string;
  name: string;
  problem?: { contestId: string; index: string; code?: string };
}

export interface Provider {
  readonly source: RemoteSource;
  /** Verdict's language ids this site judges, with the site's own id of each. */
  readonly languages: Readonly<Record<string, string>>;
  fetchProblem(id: RemoteProblemId): Promise<FetchedProblem>;
  /** Logs in unless the kept cookies still hold a session; throws when the site refuses. */
  login(login: RemoteLogin): Promise<void>;
  /** Sends the code and answers the site's id of the new run (logging in first when needed). */
  submit(login: RemoteLogin, id: RemoteProblemId, language: string, code: string): Promise<string>;
  /** The account's run of this problem made at or after `since`, if the site has one (a send cut short). */
  findRun(login: RemoteLogin, id: RemoteProblemId, since: Date): Promise<string | null>;
  poll(login: RemoteLogin, id: RemoteProblemId, remoteId: string): Promise<RemoteRunState>;
  upcomingContests(): Promise<UpcomingContest[]>;
  /** The problems of one of the site's contests in the site's order (sites that import whole contests). */
  contestProblems?(contestId: string): Promise<RemoteContestProblem[]>;
}

export type ProviderFactory = (opts: ClientOptions) => Provider;
