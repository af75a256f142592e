/**
 * A local stand-in for SPOJ, answering as the site does for what the remote judge uses: the login
 * form (`login_user`, `password`; the SPOJ session cookie; a logout link once in), the problem page
 * (`#problem-name`, `#problem-body`, `#problem-meta`), the submit form (`/submit/complete/`, whose
 * answer names the run in `newSubmissionId`, or says "Wrong problem code!"), and the status page of
 * an account and problem (each run shows "compiling..", then "running (3)", then its verdict with
 * the time in seconds and memory as `3.1M`, sent times in the site's zone). It counts every run.
 */
import { type PageRun, PageSite, type Session, verdictAsked } from './page-site.ts';

export const PROBLEM_TEST = `<h2 id="problem-name" class="text-center">TEST - Life, the Universe, and Everything</h2>
<div id="problem-tags"><a href="/problems/tag/basics"><span data-tagid="1">#basics</span></a></div>
<div class="row"><div id="problem-body"><p>Your program is to use the brute-force approach in order to <em>find the Answer to Life, the Universe, and Everything.</em> More precisely... rewrite small numbers from input to output. Stop processing input after reading in the number <var>42</var>.</p>
<p><img src="/content/test.png" alt="life" /></p>
<h3>Input</h3><p>Each line holds one integer of one or two digits.</p>
<h3>Output</h3><p>The numbers up to <strong>42</strong>, one per line.</p>
<h3>Example</h3><pre><b>Input:</b>
1
2
88
42
99

<b>Output:</b>
1
2
88</pre>
<h3>Information</h3><p>42 &lt; 99.</p>
</div></div>
<div id="problem-meta" class="col-lg-3"><table class="probleminfo"><tbody>
<tr><td>Added by:</td><td><a href="/users/mima">mima</a></td></tr><tr><td>Date:</td><td>2004-05-01</td></tr>
<tr><td>Time limit:</td><td>0.5s-1s</td></tr><tr><td>Source limit:</td><td>50000B</td></tr>
<tr><td>Memory limit:</td><td>1536MB</td></tr><tr><td>Cluster:</td><td>Cube (Intel G860)</td></tr>
<tr><td>Languages:</td><td>All</td></tr></tbody></table></div>`;

const WORDS: Record<string, [string, number]> = {
  AC: ['accepted', 15],
  WA: ['wrong answer', 14],
  TLE: ['time limit exceeded', 13],
  RE: ['runtime error (SIGSEGV)', 12],
  MLE: ['runtime error (SIGKILL)', 12],
  OLE: ['runtime error (OTHER)', 12],
  CE: ['compilation error', 11],
  IE: ['internal error', 20],
};

/** A time as SPOJ shows it: the wall clock in Europe/Warsaw. */
function warsaw(ms: number): string {
  return new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw', hour12: false });
}

export class SpojStandIn extends PageSite {
  constructor(accounts: Record<string, string>) {
    super(accounts, 'SPOJ', 30_000_001);
  }

  private shell(s: Session, body: string): string {
    const menu = s.user
      ? `<a href="/users/${s.user}/">${s.user}</a> <a href="/logout"><span class="fa fa-sign-out fa-fw"></span> sign out</a>`
      : '<a href="/login/">sign in</a>';
    return `<!DOCTYPE html><html><body><div class="navbar">${menu}</div>${body}</body></html>`;
  }

  protected async answer(req: Request): Promise<Response> {
    const path = new URL(req.url).pathname;
    const s = this.session(req);
    if (path === '/' && req.method === 'GET') return this.page(this.shell(s, '<div>home</div>'), s);
    if (path === '/login/' && req.method === 'POST') {
      const f = new URLSearchParams(await req.text());
      const user = f.get('login_user') ?? '';
      if (this.accounts[user] !== f.get('password')) {
        return this.page(this.shell(s, '<div class="alert alert-danger">Authentication failed! </div>'), s);
      }
      this.logIn(s, user);
      return this.redirect(f.get('next_raw') ?? '/', s);
    }
    if (path === '/problems/TEST/') return this.page(this.shell(s, PROBLEM_TEST), s);
    if (path === '/submit/complete/' && req.method === 'POST') return this.takeSubmit(req, s);
    const ns = /^\/status\/ns=(\d+)\/?$/.exec(path);
    if (ns)
      return this.list(
        s,
        this.runs.filter((r) => String(r.id) === ns[1]),
      );
    const status = /^\/status\/([A-Z0-9_]+),([^/]+)\/$/.exec(path);
    if (status) return this.status(s, status[1]!, decodeURIComponent(status[2]!));
    return new Response('not found', { status: 404 });
  }

  private async takeSubmit(req: Request, s: Session): Promise<Response> {
    this.submitPosts++;
    if (!s.user) return this.redirect('/login/', s);
    const f = new URLSearchParams(await req.text());
    if (this.refuseNext > 0 || f.get('problemcode') !== 'TEST') {
      if (this.refuseNext > 0) this.refuseNext--;
      return this.page(this.shell(s, '<p align="center">Wrong problem code!</p>'), s);
    }
    const run = this.take(s.user, 'TEST', f.get('file') ?? '', f.get('lang') ?? '');
    if (this.hangAfterAccept) {
      this.hangAfterAccept = false;
      return new Promise<Response>(() => {});
    }
    return this.page(
      this.shell(
        s,
        `<h3>Solution submitted!</h3><form><input type="hidden" name="newSubmissionId" value="${run.id}"/></form>`,
      ),
      s,
    );
  }

  private row(run: PageRun): string {
    const verdict = verdictAsked(run.code);
    const judging = this.judging(run);
    const [words, code] = judging
      ? [run.shown === 1 ? 'compiling..' : 'running (3)', run.shown === 1 ? 1 : 5]
      : WORDS[verdict]!;
    if (run.labels.at(-1) !== words) run.labels.push(words);
    const ran = !judging && verdict !== 'CE';
    const time = ran ? (verdict === 'TLE' ? '1.00' : '0.02') : '-';
    const mem = ran ? '3.1M' : '-';
    const result = verdict === 'CE' && !judging ? `<a href="/error/${run.id}">${words}</a>` : words;
    return `<tr class="kol1"><td class="statustext text-center"><a href="/submit/TEST/id=${run.id}">${run.id}</a></td>
<td class="status_sm"><span title="just now">${warsaw(run.submittedAt)}</span></td>
<td class="sproblem"><a href="/problems/TEST/" title="Life, the Universe, and Everything">Life, the Universe, and Everything</a></td>
<td class="statusres text-center" id="statusres_${run.id}" status="${code}" final="${judging ? 0 : 1}" manual="0">${result}<br/><span class="small"><a href="/submit/TEST/id=${run.id}">edit</a> <a href="/ideone/${run.id}">ideone it</a></span></td>
<td class="stime statustext text-center" id="statustime_${run.id}"><a href="/ranks/TEST/" title="See the best solutions">${time}</a></td>
<td class="smemory statustext text-center" id="statusmem_${run.id}">${mem}</td>
<td class="slang text-center"><span>CPP14</span></td></tr>`;
  }

  private status(s: Session, problem: string, user: string): Response {
    const mine = this.runs.filter((r) => r.problem === problem && r.user === user).reverse();
    return this.list(s, mine.slice(0, this.pageSize));
  }

  private list(s: Session, runs: PageRun[]): Response {
    const rows = runs.map((r) => this.row(r));
    return this.page(
      this.shell(
        s,
        `<table class="problems table newstatus"><thead><tr><th>ID</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`,
      ),
      s,
    );
  }
}
