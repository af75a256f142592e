/**
 * What the stand-ins of the old judges (HDU, POJ) share: a session cookie per visitor, the
 * accounts and their logins, the runs taken (counted), each run's verdict sequence (queued, then
 * running, then its verdict from its code), switches that refuse, fail, hang or hold verdicts, and
 * GBK-encoded pages. Each stand-in draws its own site's pages around this.
 */
import { randomBytes } from 'node:crypto';

export interface PageRun {
  id: number;
  user: string;
  problem: string;
  code: string;
  language: string;
  submittedAt: Date;
  /** Times the status page showed it. */
  shown: number;
}

/** The final verdict a run's code asks for (`WRONG`, `TLE`, `CE`, …), Accepted otherwise. */
export function verdictKey(code: string): 'AC' | 'WA' | 'PE' | 'TLE' | 'MLE' | 'OLE' | 'RE' | 'CE' | 'SE' {
  const keys = ['WRONG', 'PE', 'TLE', 'MLE', 'OLE', 'RE', 'CE', 'SE'] as const;
  const found = keys.find((k) => code.includes(`/* ${k} */`));
  return found === 'WRONG' ? 'WA' : (found ?? 'AC');
}

/** What the stand-ins' compiler says of a run that asked for a compilation error. */
export const COMPILER_SAYS = 'Main.cpp:1:15: error: expected &#39;;&#39; before &lt;EOF&gt; — 编译错误';

/** A time as China's clock shows it (UTC+8), as these sites print it. */
export function chinaTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

let gbkTable: Map<number, number[]> | null = null;
/** Text as GBK bytes (the sites' charset; Bun decodes GBK but does not encode it). */
export function gbk(text: string): Uint8Array<ArrayBuffer> {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let hi = 0x81; hi <= 0xfe; hi++)
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        const ch = decoder.decode(new Uint8Array([hi, lo]));
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch.charCodeAt(0)))
          gbkTable.set(ch.charCodeAt(0), [hi, lo]);
      }
  }
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 0x80) out.push(c);
    else out.push(...(gbkTable.get(c) ?? [0x3f]));
  }
  return new Uint8Array(out);
}

export abstract class PageJudgeStandIn {
  readonly runs: PageRun[] = [];
  /** The next submit posts refused with the site's error page. */
  refuseNext = 0;
  /** Every page answers 503 while set. */
  down = false;
  /** Runs stay running while set. */
  holdVerdicts = false;
  /** The next submit post takes the run, then never answers (a server stopped mid-send). */
  hangAfterAccept = false;
  submitPosts = 0;
  logins = 0;
  protected readonly accounts = new Map<string, string>();
  private readonly sessions = new Map<string, { user: string | null }>();
  private readonly server: ReturnType<typeof Bun.serve>;
  private waiters: (() => void)[] = [];

  constructor(
    accounts: Record<string, string>,
    private readonly cookieName: string,
  ) {
    for (const [u, p] of Object.entries(accounts)) this.accounts.set(u, p);
    this.server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => this.answer(req) });
  }

  get url(): string {
    return `http://127.0.0.1:${this.server.port}`;
  }

  stop(): void {
    this.server.stop(true);
  }

  /** Resolves when the stand-in has taken `n` runs. */
  async runsTaken(n: number): Promise<void> {
    while (this.runs.length < n) await new Promise<void>((r) => this.waiters.push(r));
  }

  /**
   * The run's state as its status page shows it now: queued (the status page a send is redirected
   * to, the send's own look for the run, and the first poll), compiling, running (while verdicts
   * are held, too), then its verdict.
   */
  protected stateOf(run: PageRun): 'queued' | 'compiling' | 'running' | ReturnType<typeof verdictKey> {
    run.shown++;
    if (run.shown <= 3) return 'queued';
    if (run.shown <= 4) return 'compiling';
    if (run.shown <= 5 || this.holdVerdicts) return 'running';
    return verdictKey(run.code);
  }

  protected take(user: string, problem: string, code: string, language: string): Response | Promise<Response> {
    const run = {
      id: 10_000_000 + this.runs.length + 1,
      user,
      problem,
      code,
      language,
      submittedAt: new Date(),
      shown: 0,
    };
    this.runs.push(run);
    for (const w of this.waiters.splice(0)) w();
    if (this.hangAfterAccept) {
      this.hangAfterAccept = false;
      return new Promise<Response>(() => {});
    }
    return this.redirect(this.statusAfterSubmit);
  }

  /** Where a taken submission is redirected. */
  protected abstract readonly statusAfterSubmit: string;
  protected abstract route(
    req: Request,
    url: URL,
    user: string | null,
    login: (u: string | null) => void,
  ): Promise<Response>;

  /** A page in GBK, its charset declared in the header or only in a meta tag. */
  protected page(html: string, charsetIn: 'header' | 'meta' = 'header', status = 200): Response {
    const type = charsetIn === 'header' ? 'text/html; charset=gb2312' : 'text/html';
    const body =
      charsetIn === 'meta' ? `<meta http-equiv="Content-Type" content="text/html; charset=gb2312">${html}` : html;
    return new Response(gbk(body), { status, headers: { 'content-type': type } });
  }

  protected redirect(to: string): Response {
    return new Response(null, { status: 302, headers: { location: to } });
  }

  private async answer(req: Request): Promise<Response> {
    if (this.down) return new Response('<html>503 Service Temporarily Unavailable</html>', { status: 503 });
    const sid = new RegExp(`${this.cookieName}=([0-9a-f]+)`).exec(req.headers.get('cookie') ?? '')?.[1];
    let session = sid ? this.sessions.get(sid) : undefined;
    const fresh = !session;
    const id = sid && session ? sid : randomBytes(12).toString('hex');
    if (!session) this.sessions.set(id, (session = { user: null }));
    const s = session;
    const res = await this.route(req, new URL(req.url), s.user, (u) => {
      if (u) this.logins++;
      s.user = u;
    });
    if (fresh) res.headers.append('set-cookie', `${this.cookieName}=${id}; path=/`);
    return res;
  }
}
