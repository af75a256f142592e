/**
 * What the stand-ins of sites judged through their pages (AtCoder, SPOJ) share: a local server,
 * sessions held in a cookie, pages and redirects that set it, the runs taken (each with the
 * verdict its code asks for: `WRONG`, `TLE`, `MLE`, `RE`, `CE`, `OLE` or `IE` in the code, else
 * accepted), and switches to refuse the next sends, answer 503 everywhere, hold every run in
 * judging, take a run and never answer, or list fewer runs on a status page.
 */
import { randomBytes } from 'node:crypto';
import { StandIn } from './stand-in.ts';

export interface PageRun {
  id: number;
  user: string;
  problem: string;
  code: string;
  language: string;
  /** ms */
  submittedAt: number;
  /** How often a status page showed it. */
  shown: number;
  /** The labels the status pages showed, in order (changes only). */
  labels: string[];
  /** The contest it was sent in ('' for the problem set). */
  contest: string;
}

export type PageVerdict = 'AC' | 'WA' | 'TLE' | 'MLE' | 'RE' | 'CE' | 'OLE' | 'IE';
const ASKED: [string, PageVerdict][] = [
  ['WRONG', 'WA'],
  ['TLE', 'TLE'],
  ['MLE', 'MLE'],
  ['RE', 'RE'],
  ['CE', 'CE'],
  ['OLE', 'OLE'],
  ['IE', 'IE'],
];
export const verdictAsked = (code: string): PageVerdict => ASKED.find(([k]) => code.includes(k))?.[1] ?? 'AC';

export interface Session {
  sid: string;
  csrf: string;
  user: string | null;
  fresh: boolean;
}

export abstract class PageSite extends StandIn<PageRun> {
  /** The next sends refused, as the site refuses them. */
  refuseNext = 0;
  /** Every page answers 503 while set. */
  down = false;
  /** Runs stay in judging while set. */
  holdVerdicts = false;
  /** The next send taken is never answered (a server stopped mid-send). */
  hangAfterAccept = false;
  submitPosts = 0;
  /** The most runs a status page lists (the newest); older ones are on their own pages only. */
  pageSize = 20;
  /** A problem whose page answers 500 (a site failing in the middle of a contest's import). */
  brokenProblem: string | null = null;
  /** The problems whose pages it served, in order. */
  readonly problemPages: string[] = [];
  /** Each run's contest and problem as its submit form named them (`abc042/arc058_a`, `872/1001`). */
  readonly sentTo: string[] = [];
  private readonly sessions = new Map<string, Session>();

  constructor(
    protected readonly accounts: Record<string, string>,
    private readonly cookieName: string,
    protected readonly firstRunId: number,
  ) {
    super();
  }

  protected serve(req: Request): Promise<Response> | Response {
    return this.down ? new Response('<html>503 Service Unavailable</html>', { status: 503 }) : this.answer(req);
  }

  protected abstract answer(req: Request): Promise<Response>;

  /** A problem's page asked for: counted, and the 500 of the broken one. */
  protected problemAsked(problem: string): Response | null {
    this.problemPages.push(problem);
    return problem === this.brokenProblem
      ? new Response('<html>500 Internal Server Error</html>', { status: 500 })
      : null;
  }

  protected take(user: string, problem: string, code: string, language: string, contest = ''): PageRun {
    const run = { id: this.firstRunId + this.runs.length, user, problem, code, language, contest } as PageRun;
    this.sentTo.push(`${contest}/${problem}`);
    Object.assign(run, { submittedAt: Date.now(), shown: 0, labels: [] });
    return this.record(run);
  }

  /** Whether this showing of the run is still judging: the first two are, and all while held. */
  protected judging(run: PageRun): boolean {
    run.shown++;
    return this.holdVerdicts || run.shown <= 2;
  }

  protected session(req: Request): Session {
    const sid = new RegExp(`${this.cookieName}=([0-9a-f]+)`).exec(req.headers.get('cookie') ?? '')?.[1];
    const known = sid ? this.sessions.get(sid) : undefined;
    if (known) return { ...known, fresh: false };
    const s = { sid: randomBytes(16).toString('hex'), csrf: randomBytes(18).toString('base64'), user: null };
    this.sessions.set(s.sid, { ...s, fresh: false });
    return { ...s, fresh: true };
  }

  protected logIn(s: Session, user: string): void {
    this.sessions.get(s.sid)!.user = user;
  }

  private withCookie(headers: Headers, s: Session): Headers {
    if (s.fresh) headers.append('set-cookie', `${this.cookieName}=${s.sid}; Path=/; HttpOnly`);
    return headers;
  }

  protected page(body: string, s: Session, status = 200): Response {
    const headers = this.withCookie(new Headers({ 'content-type': 'text/html; charset=utf-8' }), s);
    return new Response(body, { status, headers });
  }

  protected redirect(to: string, s: Session): Response {
    return new Response(null, { status: 302, headers: this.withCookie(new Headers({ location: to }), s) });
  }
}
