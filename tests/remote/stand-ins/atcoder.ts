/**
 * A local stand-in for AtCoder, answering as the site does for what the remote judge uses: the
 * login page and form (`csrf_token` as the site escapes it, the REVEL_SESSION cookie, a redirect
 * home, the red alert when refused), the task page in the site's markup (a Japanese and an English
 * half), the contest's submit form (refusing with the red alert, or redirecting to
 * `submissions/me`), the submissions page filtered by task and user (each run shows WJ, then
 * `3/10`, then its verdict, with exec time and memory), and the contests page with an upcoming
 * contest. It counts every send and run.
 */
import { type PageRun, PageSite, type Session, verdictAsked } from './page-site.ts';

export const TASK_ABC001_A = `<span class="lang">
<span class="lang-ja"><div class="part"><section><h3>問題文</h3><p>積雪深差を求めなさい。</p></section></div></span>
<span class="lang-en">
<div class="part"><section><h3>Problem Statement</h3><p>Given the snow depth <var>H_1</var> yesterday and <var>H_2</var> today, print how much it grew &amp; nothing else.</p></section></div>
<div class="part"><section><h3>Constraints</h3><ul><li><var>0 \\leq H_1, H_2 \\leq 4200</var></li></ul></section></div>
<hr />
<div class="io-style"><div class="part"><section><h3>Input</h3><p>Input is given from Standard Input in the following format:</p><pre><var>H_1</var>
<var>H_2</var>
</pre></section></div>
<div class="part"><section><h3>Output</h3><p>Print <var>H_1 - H_2</var>.</p></section></div></div>
<hr />
<div class="part"><section><h3>Sample Input 1 <span class="btn btn-default btn-sm btn-copy" data-target="pre-sample0">Copy</span></h3><div class="div-btn-copy"><span class="btn-copy btn-pre" data-target="pre-sample0">Copy</span></div><pre id="pre-sample0">15
10
</pre></section></div>
<div class="part"><section><h3>Sample Output 1 <span class="btn btn-default btn-sm btn-copy" data-target="pre-sample1">Copy</span></h3><pre id="pre-sample1">5
</pre><p>It grew by <var>5</var> centimetres.</p></section></div>
</span></span>`;

/**
 * The contests it holds: each task's letter, id and name, in the tasks page's order. ABC 042 holds
 * two tasks of ARC 058 (the site held them together), JSC 2019's slug is not its tasks' prefix,
 * and ARC 001 numbers its tasks the old way (`arc001_1`).
 */
export const AC_CONTESTS: Record<string, [string, string, string][]> = {
  abc001: [['A', 'abc001_a', 'Difference of Snow Depth']],
  abc042: [
    ['A', 'abc042_a', 'Iroha and Haiku'],
    ['B', 'abc042_b', 'Iroha Loves Strings'],
    ['C', 'arc058_a', "Iroha's Obsession"],
    ['D', 'arc058_b', 'Iroha and a Grid'],
  ],
  arc058: [
    ['C', 'arc058_a', "Iroha's Obsession"],
    ['D', 'arc058_b', 'Iroha and a Grid'],
  ],
  'jsc2019-qual': [
    ['A', 'jsc2019_qual_a', 'Takahashi Calendar'],
    ['B', 'jsc2019_qual_b', 'Kleene Inversion'],
  ],
  arc001: [['A', 'arc001_1', 'Center Tiles']],
};

const taskOf = (contest: string, task: string) => AC_CONTESTS[contest]?.find(([, id]) => id === task);

/** A time as AtCoder prints it: Japan's clock with its offset. */
const at = (ms: number) => `${new Date(ms + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 19)}+0900`;
const LABEL: Record<string, string> = { AC: 'success', CE: 'warning', IE: 'default' };

export class AtCoderStandIn extends PageSite {
  constructor(accounts: Record<string, string>) {
    super(accounts, 'REVEL_SESSION', 48_000_001);
  }

  private shell(s: Session, body: string): string {
    return `<!DOCTYPE html><html><head><script>var userScreenName = "${s.user ?? ''}"; var csrfToken = "${s.csrf}";</script></head><body>${body}</body></html>`;
  }

  private csrfField(s: Session): string {
    return `<input type="hidden" name="csrf_token" value="${s.csrf.replaceAll('+', '&#43;')}" />`;
  }

  private alert(s: Session, text: string, form: string): Response {
    return this.page(
      this.shell(
        s,
        `<div class="alert alert-danger alert-dismissible"><button class="close">&times;</button>${text}</div>${form}`,
      ),
      s,
    );
  }

  protected async answer(req: Request): Promise<Response> {
    const url = new URL(req.url);
    let path = url.pathname;
    const s = this.session(req);
    const loginForm = `<form method="POST" action="/login">${this.csrfField(s)}<input name="username"/><input name="password" type="password"/></form>`;
    if (path === '/login' && req.method === 'GET') {
      return s.user ? this.redirect('/home', s) : this.page(this.shell(s, loginForm), s);
    }
    if (path === '/login' && req.method === 'POST') {
      const f = new URLSearchParams(await req.text());
      if (f.get('csrf_token') !== s.csrf) return this.alert(s, 'Invalid CSRF token', loginForm);
      const user = f.get('username') ?? '';
      if (this.accounts[user] !== f.get('password'))
        return this.alert(s, 'Username or Password is incorrect.', loginForm);
      this.logIn(s, user);
      return this.redirect('/home', s);
    }
    if (path === '/home') return this.page(this.shell(s, '<div>home</div>'), s);
    const tasks = /^\/contests\/([\w-]+)\/tasks$/.exec(path);
    if (tasks) return this.tasksPage(tasks[1]!, s);
    const task = /^\/contests\/([\w-]+)\/tasks\/(\w+)$/.exec(path);
    const listed = task && taskOf(task[1]!, task[2]!);
    if (listed) {
      const broken = this.problemAsked(listed[1]);
      if (broken) return broken;
      const page = `<span class="h2">\n\t\t${listed[0]} - ${listed[2]}\n\t\t<a class="btn btn-default btn-sm" href="${path}/editorial">Editorial</a>\n\t</span>\n<p>\n\tTime Limit: 2 sec / Memory Limit: 64 MB\n</p>\n<div id="task-statement">${TASK_ABC001_A}</div>`;
      return this.page(this.shell(s, page), s);
    }
    const contest = /^\/contests\/([\w-]+)\//.exec(path)?.[1] ?? '';
    if (!AC_CONTESTS[contest])
      return path === '/contests/' ? this.page(this.shell(s, this.contests()), s) : this.notFound();
    path = path.replace(`/contests/${contest}/`, '/contests/abc001/');
    if (path === '/contests/abc001/submit' && req.method === 'GET') {
      if (!s.user) return this.redirect('/login', s);
      return this.page(
        this.shell(
          s,
          `<form method="POST">${this.csrfField(s)}<select name="data.LanguageId"><option value="5053">C++ 17 (gcc 12.2)</option></select></form>`,
        ),
        s,
      );
    }
    if (path === '/contests/abc001/submit' && req.method === 'POST') return this.takeSubmit(req, s, contest);
    if (path === '/contests/abc001/submissions/me')
      return this.page(this.shell(s, '<table><tbody></tbody></table>'), s);
    if (path === '/contests/abc001/submissions') return this.submissions(url, s);
    const detail = /^\/contests\/abc001\/submissions\/(\d+)$/.exec(path);
    const run = this.runs.find((r) => String(r.id) === detail?.[1]);
    if (run) return this.page(this.shell(s, this.detail(run)), s);
    return this.notFound();
  }

  private notFound(): Response {
    return new Response('<html>404 Not Found</html>', { status: 404 });
  }

  /** A contest's tasks page: letter, name, time and memory limits, a submit link per task. */
  private tasksPage(contest: string, s: Session): Response {
    const tasks = AC_CONTESTS[contest];
    if (!tasks) return this.notFound();
    const rows = tasks.map(([letter, id, name]) => {
      const href = `/contests/${contest}/tasks/${id}`;
      return `<tr><td class="text-center no-break"><a href='${href}'>${letter}</a></td><td><a href='${href}'>${name}</a></td><td class="text-right">2 sec</td><td class="text-right">256 MB</td><td class="text-center"><a href="/contests/${contest}/submit?taskScreenName=${id}">Submit</a></td></tr>`;
    });
    const table = `<div class="panel panel-default table-responsive"><table class="table table-bordered table-striped"><thead><tr><th width="3%" class="text-center"></th><th>Task Name</th><th width="10%" class="text-right no-break">Time Limit</th><th width="10%" class="text-right no-break">Memory Limit</th><th width="5%" class="text-center no-break">Submit</th></tr></thead><tbody>${rows.join('\n')}</tbody></table></div>`;
    return this.page(this.shell(s, `<h2>Tasks</h2>${table}`), s);
  }

  private async takeSubmit(req: Request, s: Session, contest: string): Promise<Response> {
    this.submitPosts++;
    if (!s.user) return this.redirect('/login', s);
    const f = new URLSearchParams(await req.text());
    if (f.get('csrf_token') !== s.csrf) return this.alert(s, 'Invalid CSRF token', '');
    const task = f.get('data.TaskScreenName') ?? '';
    if (!taskOf(contest, task)) return this.alert(s, 'The task is not in this contest.', '');
    if (this.refuseNext > 0) {
      this.refuseNext--;
      return this.alert(s, 'Wait for 5 second to submit again.', '<form method="POST"></form>');
    }
    this.take(s.user, task, f.get('sourceCode') ?? '', f.get('data.LanguageId') ?? '', contest);
    if (this.hangAfterAccept) {
      this.hangAfterAccept = false;
      return new Promise<Response>(() => {});
    }
    return this.redirect('/contests/abc001/submissions/me', s);
  }

  private status(run: PageRun): string {
    const verdict = verdictAsked(run.code);
    const label = this.judging(run) ? (run.shown === 1 ? 'WJ' : '3/10') : verdict;
    if (run.labels.at(-1) !== label) run.labels.push(label);
    const span = `<span class='label label-${LABEL[label] ?? 'warning'}' data-toggle='tooltip' title="">${label}</span>`;
    if (label === 'WJ' || label === '3/10' || verdict === 'CE' || verdict === 'IE') {
      return `<td colspan='3' class='text-center waiting-judge' data-id='${run.id}'>${span}</td>`;
    }
    const ms = verdict === 'TLE' ? 2205 : 12;
    return `<td class='text-center'>${span}</td><td class='text-right'>${ms} ms</td><td class='text-right'>3664 KB</td>`;
  }

  /** A submission's own page: its table of Submission Time, Task, Status, Exec Time and Memory. */
  private detail(run: PageRun): string {
    const cells = [...this.status(run).matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
    const row = (th: string, td = '') => `<tr><th class="col-sm-4">${th}</th><td class="text-center">${td}</td></tr>`;
    return `<table class="table table-bordered table-striped">${row('Submission Time', `<time class='fixtime-second'>${at(run.submittedAt)}</time>`)}${row('Task', `<a href="/contests/abc001/tasks/${run.problem}">A - Difference of Snow Depth</a>`)}${row('User', run.user)}${row('Status', cells[0])}${cells.length > 1 ? row('Exec Time', cells[1]) + row('Memory', cells[2]) : ''}</table>`;
  }

  private submissions(url: URL, s: Session): Response {
    const task = url.searchParams.get('f.Task');
    const user = url.searchParams.get('f.User');
    const rows = this.runs
      .filter((r) => (!task || r.problem === task) && (!user || r.user === user))
      .reverse()
      .slice(0, this.pageSize)
      .map((r) => {
        return `<tr><td class="no-break"><time class='fixtime fixtime-second'>${at(r.submittedAt)}</time></td><td><a href="/contests/abc001/tasks/${r.problem}">A - Difference of Snow Depth</a></td><td><a href="/users/${r.user}">${r.user}</a></td><td><a href="/contests/abc001/submissions?f.Language=${r.language}">C++ 17 (gcc 12.2)</a></td><td class="text-right submission-score" data-id="${r.id}">100</td><td class="text-right">64 Byte</td>${this.status(r)}<td class="text-center"><a href='/contests/abc001/submissions/${r.id}'>Detail</a></td></tr>`;
      });
    return this.page(
      this.shell(
        s,
        `<table class="table"><thead><tr><th>Submission Time</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`,
      ),
      s,
    );
  }

  private contests(): string {
    const row = (start: number, slug: string, name: string, duration: string) =>
      `<tr><td class="text-center"><a href='http://www.timeanddate.com/worldclock/fixedtime.html?iso=x' target='blank'><time class='fixtime fixtime-full'>${at(start)}</time></a></td><td><span title="Algorithm">Ⓐ</span> <span class="user-blue">◉</span> <a href="/contests/${slug}">${name}</a></td><td class="text-center">${duration}</td><td class="text-center"> - 1999</td></tr>`;
    const soon = Date.now() + 86_400_000;
    return `<div id="contest-table-upcoming"><h3>Upcoming Contests</h3><div class="table-responsive"><table class="table"><thead><tr><th>Start Time</th><th>Contest Name</th><th>Duration</th><th>Rated Range</th></tr></thead><tbody>${row(soon, 'abc400', 'AtCoder Beginner Contest 400', '01:40')}</tbody></table></div></div><div id="contest-table-recent"><table><tbody>${row(Date.now() - 86_400_000 * 3, 'abc399', 'AtCoder Beginner Contest 399', '01:40')}</tbody></table></div>`;
  }
}
