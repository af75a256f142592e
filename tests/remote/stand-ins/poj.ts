/**
 * A local stand-in for POJ (PKU JudgeOnline), answering in the site's markup for what the remote
 * judge uses (as HOJ's POJJudge and Hydro's poj provider read it): GBK pages (charset in the
 * header), a JSESSIONID session, the login form of `/login` (user_id1, password1, B1, url), the
 * submit form of `/submit` (`source` in base64 with `encoded=1`; a refusal is the site's
 * "Error Occurred" page, a taken run a redirect to `status`), and `/status` filtered by user_id,
 * problem_id and `top`. A run shows Waiting, then Running & Judging, then its verdict.
 */
import { COMPILER_SAYS, chinaTime, GbkPageSite, type verdictKey } from './page-judge.ts';
import type { PageRun } from './page-site.ts';

const VERDICTS: Record<ReturnType<typeof verdictKey>, string> = {
  AC: '<font color=blue>Accepted</font>',
  WA: '<font color=red>Wrong Answer</font>',
  PE: '<font color=red>Presentation Error</font>',
  TLE: '<font color=red>Time Limit Exceeded</font>',
  MLE: '<font color=red>Memory Limit Exceeded</font>',
  OLE: '<font color=red>Output Limit Exceeded</font>',
  RE: '<font color=red>Runtime Error</font>',
  CE: '<a href=showcompileinfo?solution_id={id} target=_blank><font color=green>Compile Error</font></a>',
  SE: '<font color=red>System Error</font>',
};
const LANGUAGES = ['G++', 'GCC', 'Java', 'Pascal', 'C++', 'C', 'Fortran'];

export const POJ_1000 = `<html><head><title>1000 -- A+B Problem</title></head><body>
<table border=0 width=100% class=a background="images/table_back.jpg"><tr><td>
<div class="ptt" lang="en-US">A+B Problem</div>
<div class="plm"><table align="center"><tr><td><b>Time Limit:</b> 1000MS</td><td width="10px"></td><td><b>Memory Limit:</b> 10000K</td></tr><tr><td><b>Total Submissions:</b> 456789</td><td width="10px"></td><td><b>Accepted:</b> 234567</td></tr></table></div>
<p class="pst">Description</p><div class="ptx" lang="en-US">Calculate a+b </div>
<p class="pst">Input</p><div class="ptx" lang="en-US">Two integer a,b (0&lt;=a,b&lt;=10)</div>
<p class="pst">Output</p><div class="ptx" lang="en-US">Output a+b</div>
<p class="pst">Sample Input</p><pre class="sio">1 2</pre>
<p class="pst">Sample Output</p><pre class="sio">3</pre>
<p class="pst">Hint</p><div class="ptx" lang="en-US">Q: Where are the input and the output?<br>A: 从标准输入读，向标准输出写。</div>
<p class="pst">Source</p><div class="ptx" lang="en-US"><a href="searchproblem?field=source&key=POJ">POJ</a></div>
</td></tr></table></body></html>`;

/** The contests it holds: each problem's number in the problem set and its title, in the contest's order. */
export const POJ_CONTESTS: Record<string, [string, string][]> = {
  '1131': [
    ['3250', 'Bad Hair Day'],
    ['3251', 'Big Square'],
    ['1000', 'A+B Problem'],
  ],
};

export class PojStandIn extends GbkPageSite {
  constructor(accounts: Record<string, string>) {
    super(accounts, 'JSESSIONID', 22_000_001);
  }

  private head(user: string | null): string {
    const bar = user
      ? `<a href=userstatus?user_id=${user}><b>${user}</b></a>&nbsp;<a href=mail>Mail:0(0)</a>&nbsp;<a href=logout>Log Out</a>`
      : '<form method=POST action=login><input name=user_id1><input type=password name=password1><input type=submit name=B1 value=login></form>';
    return `<html><head><title>Welcome To PKU JudgeOnline</title></head><body>${bar}`;
  }

  protected async answer(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname;
    const s = this.session(req);
    const user = s.user;
    if (path === '/' && req.method === 'GET')
      return this.gbkPage(`${this.head(user)}<p>北京大学在线评测</p></body></html>`, s);
    if (path === '/login' && req.method === 'POST') {
      const f = new URLSearchParams(await req.text());
      const name = f.get('user_id1') ?? '';
      if (f.get('B1') !== 'login' || this.accounts[name] !== f.get('password1'))
        return this.gbkPage(`${this.head(null)}<p>Error Occurred</p><ul><li>Invalid user id or password</li></ul>`, s);
      this.logIn(s, name);
      return this.redirect(f.get('url') === '.' ? '/' : (f.get('url') ?? '/'), s);
    }
    if (path === '/problem') {
      const broken = this.problemAsked(url.searchParams.get('id') ?? '');
      if (broken) return broken;
      const listed = Object.values(POJ_CONTESTS)
        .flat()
        .find(([id]) => id === url.searchParams.get('id'));
      if (listed) return this.gbkPage(POJ_1000.replaceAll('A+B Problem', listed[1]), s);
      if (url.searchParams.get('id') !== '1000')
        return this.gbkPage(
          `${this.head(user)}<p>Error Occurred</p><ul><li>Can not find problem (ID:${url.searchParams.get('id')})</li></ul>`,
          s,
        );
      return this.gbkPage(POJ_1000, s);
    }
    if (path === '/submit' && req.method === 'POST') {
      this.submitPosts++;
      if (!user) return this.redirect('login', s);
      const f = new URLSearchParams(await req.text());
      if (this.refuseNext > 0) {
        this.refuseNext--;
        return this.gbkPage(
          `${this.head(user)}<p>Error Occurred</p><ul><li>Source code too long or too short,submit FAILED</li></ul>`,
          s,
        );
      }
      const raw = f.get('source') ?? '';
      const code = f.get('encoded') === '1' ? Buffer.from(raw, 'base64').toString() : raw;
      return this.taken(s, 'status', {
        user,
        problem: f.get('problem_id') ?? '',
        code,
        language: LANGUAGES[Number(f.get('language'))] ?? '?',
      });
    }
    if (path === '/showcontest')
      return this.gbkPage(this.contestPage(url.searchParams.get('contest_id') ?? '', user), s);
    if (path === '/status') return this.gbkPage(this.statusPage(url, user), s);
    if (path === '/showcompileinfo')
      return this.gbkPage(
        `${this.head(user)}<p>Compile Error</p><pre><font face=Times size=3>${COMPILER_SAYS}</font></pre></body></html>`,
        s,
      );
    return new Response('not found', { status: 404 });
  }

  /** A contest's page: its problems, each linking its page in the problem set; "Error Occurred" for one it lacks. */
  private contestPage(cid: string, user: string | null): string {
    const problems = POJ_CONTESTS[cid];
    if (!problems) return `${this.head(user)}<p>Error Occurred</p><ul><li>Can not find contest (ID:${cid})</li></ul>`;
    const rows = problems.map(
      ([id, title], i) =>
        `<tr align=center><td>${String.fromCharCode(65 + i)}</td><td align=left><a href=problem?id=${id}>${title}</a></td></tr>`,
    );
    return `${this.head(user)}<center><h2>POJ Monthly--2007.06.03</h2><font size=3>Start Time:2007-06-03 12:00:00 End Time:2007-06-03 17:00:00<br>Contest Status:<font color=red>Ended</font></font></center><div align=center><table cellSpacing=0 cellPadding=0 width=80% border=1 class=a><tr class='in'><td width=10%>Problem Id</td><td width=90%>Title</td></tr>${rows.join('')}</table></div></body></html>`;
  }

  private statusPage(url: URL, user: string | null): string {
    const q = url.searchParams;
    const top = Number(q.get('top') || Number.MAX_SAFE_INTEGER);
    const shown = this.runs
      .filter((r) => r.id < top && (!q.get('user_id') || r.user === q.get('user_id')))
      .filter((r) => !q.get('problem_id') || r.problem === q.get('problem_id'))
      .reverse()
      // `top` lists from below that id down: newer runs never push a run off, as they do the plain page.
      .slice(0, q.get('top') ? 20 : this.pageSize);
    const header =
      "<tr class='in'><td width=8%>Run ID</td><td width=10%>User</td><td width=6%>Problem</td><td width=20%>Result</td><td width=7%>Memory</td><td width=7%>Time</td><td width=7%>Language</td><td width=7%>Code Length</td><td width=17%>Submit Time</td></tr>";
    return `${this.head(user)}<TABLE cellSpacing=0 cellPadding=0 width=100% border=1 class=a bordercolor=#FFFFFF>${header}${shown.map((r) => this.row(r)).join('')}</table></body></html>`;
  }

  private row(r: PageRun): string {
    const state = this.stageOf(r);
    const running = state === 'queued' || state === 'compiling' || state === 'running';
    const judged = !running && state !== 'CE';
    const labels = { queued: 'Waiting', compiling: 'Compiling', running: 'Running &amp; Judging' };
    const status = running ? labels[state] : VERDICTS[state];
    return `<tr align=center><td>${r.id}</td><td><a href=userstatus?user_id=${r.user}>${r.user}</a></td><td><a href=problem?id=${r.problem}>${r.problem}</a></td><td>${status.replace('{id}', String(r.id))}</td><td>${judged ? '388K' : ''}</td><td>${judged ? '16MS' : ''}</td><td>${r.language}</td><td>${r.code.length}B</td><td>${chinaTime(r.submittedAt)}</td></tr>`;
  }
}
