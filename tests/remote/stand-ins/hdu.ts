/**
 * A local stand-in for HDU Online Judge, answering in the site's markup for what the remote judge
 * uses (as HOJ's HDUJudge and Hydro's hduoj provider read it): GBK pages (the problem page declares
 * its charset only in a meta tag), a PHPSESSID session, the login form of
 * `/userloginex.php?action=login`, the submit form of `/submit.php?action=submit` (`_usercode`
 * URI-encoded then base64; a refusal is the site's "One or more following ERROR(s) occurred." page,
 * a taken run a redirect to the status page), and `/status.php` filtered by user, problem and
 * `first`. A run shows Queuing, then Running, then the verdict its code asks for.
 */
import { COMPILER_SAYS, chinaTime, GbkPageSite, type verdictKey } from './page-judge.ts';
import type { PageRun, Session } from './page-site.ts';

const VERDICTS: Record<ReturnType<typeof verdictKey>, string> = {
  AC: '<font color=red>Accepted</font>',
  WA: '<font color=green>Wrong Answer</font>',
  PE: '<font color=green>Presentation Error</font>',
  TLE: '<font color=green>Time Limit Exceeded</font>',
  MLE: '<font color=green>Memory Limit Exceeded</font>',
  OLE: '<font color=green>Output Limit Exceeded</font>',
  RE: '<font color=#F000FF>Runtime Error<br>(ACCESS_VIOLATION)</font>',
  CE: '<a href="/viewerror.php?rid={id}" target=_blank><font color=blue>Compilation Error</font></a>',
  SE: '<font color=green>System Error</font>',
};
const LANGUAGES = ['G++', 'GCC', 'C++', 'C', 'Pascal', 'Java', 'C#'];

export const HDU_1000 = `<html><head><title>Problem - 1000</title></head><body><table width=100% border=0><tr><td align=center>
<h1 style='color:#1A5CC8'>A + B Problem</h1><font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: 2000/1000 MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: 65536/32768 K (Java/Others)<br>Total Submission(s): 1234&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 567<br></span></b></font><br><br>
<div class=panel_title align=left>Problem Description</div> <div class=panel_content>Calculate <i>A + B</i>.<br>计算两个整数的和。<img style="max-width:100%" src=../../data/images/C1-1000-1.png></div><div class=panel_bottom>&nbsp;</div><br>
<div class=panel_title align=left>Input</div> <div class=panel_content>Each line will contain two integers <i>A</i> and <i>B</i>. Process to end of file.</div><div class=panel_bottom>&nbsp;</div><br>
<div class=panel_title align=left>Output</div> <div class=panel_content>For each case, output <i>A + B</i> in one line.</div><div class=panel_bottom>&nbsp;</div><br>
<div class=panel_title align=left>Sample Input</div><div class=panel_content><pre><div style="font-family:Courier New,Courier,monospace;">1 1
2 3</div></pre></div><div class=panel_bottom>&nbsp;</div><br>
<div class=panel_title align=left>Sample Output</div><div class=panel_content><pre><div style="font-family:Courier New,Courier,monospace;">2
5
<div style='font-family:Times New Roman;font-size:14px;background-color:F4FBFF;border:#B7CBFF 1px dashed;padding:6px'><div style='font-family:Arial;font-weight:bold;color:#7CA9ED;border-bottom:#B7CBFF 1px dashed'><i>Hint</i></div>读到文件末尾 &lt;EOF&gt; 为止。</div><i style='font-size:1px'> </i></div></pre></div><div class=panel_bottom>&nbsp;</div><br>
<div class=panel_title align=left>Author</div> <div class=panel_content>HDOJ</div><div class=panel_bottom>&nbsp;</div><br>
</td></tr></table></body></html>`;

/** A 1×1 PNG, the statement's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The contests it holds: problems of their own (1001, 1002, …), not of the problem set. */
export const HDU_CONTESTS: Record<string, [string, string][]> = {
  '872': [
    ['1001', 'Blank'],
    ['1002', 'Operation'],
    ['1003', 'Milk'],
  ],
};

export class HduStandIn extends GbkPageSite {
  constructor(accounts: Record<string, string>) {
    super(accounts, 'PHPSESSID', 38_000_001);
  }

  private head(user: string | null): string {
    const bar = user
      ? `<a href="/userstatus.php?user=${user}">${user}</a> <a href="/userloginex.php?action=logout">Sign Out</a>`
      : '<a href="/userloginex.php">Sign In</a> <a href="/register.php">Register new ID</a>';
    return `<html><head><title>HDU Online Judge System</title></head><body><div align=left style="font-size:16px;width:150px">${bar}</div>`;
  }

  protected async answer(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname;
    const s = this.session(req);
    const user = s.user;
    if ((path === '/' || path === '/index.php') && req.method === 'GET')
      return this.gbkPage(`${this.head(user)}<p>欢迎来到杭电 OJ</p></body></html>`, s);
    if (path === '/userloginex.php' && req.method === 'POST') {
      const f = new URLSearchParams(await req.text());
      const name = f.get('username') ?? '';
      if (f.get('login') !== 'Sign In' || this.accounts[name] !== f.get('userpass'))
        return this.gbkPage(`${this.head(null)}<p>No such user or wrong password.</p></body></html>`, s);
      this.logIn(s, name);
      return this.redirect('/', s);
    }
    if (path === '/showproblem.php') {
      if (url.searchParams.get('pid') !== '1000')
        return this.gbkPage(
          `${this.head(user)}<p>No such problem - <strong>Problem ID:</strong> ${url.searchParams.get('pid')}</p>`,
          s,
        );
      return this.gbkPage(HDU_1000, s, 'meta');
    }
    if (path === '/data/images/C1-1000-1.png') return new Response(PNG, { headers: { 'content-type': 'image/png' } });
    if (path === '/submit.php' && req.method === 'POST') return this.submitted(req, user, s, '');
    if (path === '/contests/contest_submit.php' && req.method === 'POST')
      return this.submitted(req, user, s, url.searchParams.get('cid') ?? '');
    if (path === '/contests/contest_show.php') return this.gbkPage(this.contestPage(url, user), s);
    if (path === '/contests/contest_showproblem.php') {
      const cid = url.searchParams.get('cid') ?? '';
      const pid = url.searchParams.get('pid') ?? '';
      const broken = this.problemAsked(`${cid}-${pid}`);
      if (broken) return broken;
      const listed = HDU_CONTESTS[cid]?.find(([id]) => id === pid);
      if (!listed)
        return this.gbkPage(`${this.head(user)}<p>No such problem - <strong>Problem ID:</strong> ${pid}</p>`, s);
      return this.gbkPage(HDU_1000.replace('A + B Problem', listed[1]), s, 'meta');
    }
    if (path === '/contests/contest_status.php') return this.gbkPage(this.statusPage(url, user), s);
    if (path === '/contests/contest_viewerror.php') return this.gbkPage(this.compilerSays(user), s);
    if (path === '/status.php') return this.gbkPage(this.statusPage(url, user), s);
    if (path === '/viewerror.php') return this.gbkPage(this.compilerSays(user), s);
    return new Response('not found', { status: 404 });
  }

  private compilerSays(user: string | null): string {
    return `${this.head(user)}<table><tr><td><pre>${COMPILER_SAYS}</pre></td></tr></table></body></html>`;
  }

  /** A send to the problem set (`contest` '') or to a contest: refused, or taken and redirected to its status page. */
  private async submitted(req: Request, user: string | null, s: Session, contest: string): Promise<Response> {
    this.submitPosts++;
    if (!user) return this.redirect('/userloginex.php', s);
    const f = new URLSearchParams(await req.text());
    if (this.refuseNext > 0) {
      this.refuseNext--;
      return this.gbkPage(
        `${this.head(user)}<p>One or more following ERROR(s) occurred.</p><ul><li>Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.</li></ul>`,
        s,
      );
    }
    const code = decodeURIComponent(Buffer.from(f.get('_usercode') ?? '', 'base64').toString());
    const language = LANGUAGES[Number(f.get('language'))] ?? '?';
    const status = contest ? `/contests/contest_status.php?cid=${contest}` : '/status.php';
    return this.taken(s, status, { user, problem: f.get('problemid') ?? '', code, language, contest });
  }

  /** A contest's problem list (Solved, Pro.ID, Title, Ratio), or the "System Message" of one it lacks. */
  private contestPage(url: URL, user: string | null): string {
    const cid = url.searchParams.get('cid') ?? '';
    const problems = HDU_CONTESTS[cid];
    if (!problems)
      return `${this.head(user)}<div class=panel_title>System Message</div><div class=panel_content>No such contest.</div></body></html>`;
    const rows = problems.map(
      ([pid, title]) =>
        `<tr align=center height=22px><td></td><td>${pid}</td><td align=left><a href="contest_showproblem.php?pid=${pid}&cid=${cid}">${title}</a></td><td>50.00% (1/2)</td></tr>`,
    );
    return `${this.head(user)}<h1 style='color:#1A5CC8'>2019 Multi-University Training Contest 1</h1><table width=100% class=table_text><tr class=table_header align=center><td>Solved</td><td>Pro.ID</td><td>Title</td><td>Ratio(Accepted / Submitted)</td></tr>${rows.join('')}</table></body></html>`;
  }

  private statusPage(url: URL, user: string | null): string {
    const q = url.searchParams;
    const first = Number(q.get('first') || Number.MAX_SAFE_INTEGER);
    const shown = this.runs
      .filter((r) => r.id <= first && (!q.get('user') || r.user === q.get('user')))
      .filter((r) => (!q.get('pid') || r.problem === q.get('pid')) && r.contest === (q.get('cid') ?? ''))
      .reverse()
      // `first` lists from that run down: newer runs never push it off, as they do the plain page.
      .slice(0, q.get('first') ? 15 : this.pageSize);
    const header =
      "<tr bgcolor=#D7EBFF class='table_header' align=center><td width=7% height=22px>Run ID</td><td width=16%>Submit Time</td><td width=18%>Judge Status</td><td width=7%>Pro.ID</td><td width=7%>Exe.Time</td><td width=8%>Exe.Memory</td><td width=8%>Code Len.</td><td width=8%>Language</td><td width=11%>Author</td></tr>";
    return `${this.head(user)}<div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'>${header}${shown.map((r) => this.row(r)).join('')}</table></div></body></html>`;
  }

  private row(r: PageRun): string {
    const state = this.stageOf(r);
    const judged = state !== 'queued' && state !== 'compiling' && state !== 'running';
    const status = judged ? VERDICTS[state] : { queued: 'Queuing', compiling: 'Compiling', running: 'Running' }[state];
    const time = judged && state !== 'CE' ? 15 : 0;
    const memory = judged && state !== 'CE' ? 1804 : 0;
    return `<tr align=center ><td height=22px>${r.id}</td><td>${chinaTime(r.submittedAt)}</td><td>${status.replace('{id}', String(r.id))}</td><td><a href="/showproblem.php?pid=${r.problem}">${r.problem}</a></td><td>${time}MS</td><td>${memory}K</td><td><a href="/viewcode.php?rid=${r.id}" target=_blank>${r.code.length}B</a></td><td>${r.language}</td><td class=fixedsize><a href="/userstatus.php?user=${r.user}">${r.user}</a></td></tr>`;
  }
}
