/**
 * A local stand-in for Codeforces, answering as the site does for what the remote judge uses: the
 * login page and form (csrf token, session cookie, redirect home), the problem pages (the classes
 * of the real statement markup), the submit form (csrf_token, the `error for__…` spans when it
 * refuses, a redirect to the status page when it takes the run), and the official API's
 * user.status and contest.list (https://codeforces.com/apiHelp). A run's verdict comes from its
 * code: a code holding `WRONG`, `TLE`, `CE` or `RE` gets that verdict, any other OK; each run
 * answers TESTING first. Switches make it refuse, fail, hang or hold verdicts, and it counts
 * every run it takes.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { imageAnswer, problemPage, standings } from './codeforces-contests.ts';
import { StandIn } from './stand-in.ts';

export interface StandInRun {
  id: number;
  handle: string;
  contestId: number;
  index: string;
  code: string;
  programTypeId: string;
  creationTimeSeconds: number;
  polls: number;
}

const FINAL: [string, string][] = [
  ['WRONG', 'WRONG_ANSWER'],
  ['TLE', 'TIME_LIMIT_EXCEEDED'],
  ['CE', 'COMPILATION_ERROR'],
  ['RE', 'RUNTIME_ERROR'],
];
const verdictOf = (code: string) => FINAL.find(([k]) => code.includes(k))?.[1] ?? 'OK';

export const PROBLEM_1A = `<!DOCTYPE html><html><head><meta name="X-Csrf-Token" content="{csrf}"/></head><body>
<div class="problemindexholder" problemindex="A"><div class="ttypography"><div class="problem-statement">
<div class="header"><div class="title">A. Theatre Square</div><div class="time-limit"><div class="property-title">time limit per test</div>1 second</div><div class="memory-limit"><div class="property-title">memory limit per test</div>256 megabytes</div><div class="input-file"><div class="property-title">input</div>standard input</div><div class="output-file"><div class="property-title">output</div>standard output</div></div>
<div><p>Theatre Square in the capital city of Berland has a rectangular shape with the size $$$n \\times m$$$ meters.</p><p>What is the least number of flagstones needed?</p></div>
<div class="input-specification"><div class="section-title">Input</div><p>The input contains three positive integer numbers $$$n$$$, $$$m$$$ and $$$a$$$ ($$$1 \\le n, m, a \\le 10^9$$$).</p></div>
<div class="output-specification"><div class="section-title">Output</div><p>Write the needed number of flagstones.</p></div>
<div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test"><div class="input"><div class="title">Input</div><pre><div class="test-example-line test-example-line-even test-example-line-0">6 6 4</div></pre></div><div class="output"><div class="title">Output</div><pre>4
</pre></div></div></div>
<div class="note"><div class="section-title">Note</div><p>Flagstones may &lt;not&gt; be broken.</p></div>
</div></div></div></body></html>`;

export class CodeforcesStandIn extends StandIn<StandInRun> {
  /** Answers of the next submit posts that refuse the run (an error span, as the site shows). */
  refuseNext = 0;
  /** The API answers 503 while set. */
  apiDown = false;
  /** Runs stay TESTING while set. */
  holdVerdicts = false;
  /** The next accepted submit post takes the run, then never answers (a server stopped mid-send). */
  hangAfterAccept = false;
  submitPosts = 0;
  /** While set, a page or API call without the right `RCPC` cookie is answered with the anti-bot challenge. */
  antiBot = false;
  /** While set, the challenge is asked whatever the cookie says (a challenge the client cannot pass). */
  antiBotBroken = false;
  /** How many times it answered the challenge instead of the page asked for. */
  challenges = 0;
  /** The challenge's key, iv and the cookie it asks for (the value AES-128-CBC encrypts). */
  private readonly rcpc = { key: randomBytes(16), iv: randomBytes(16), value: randomBytes(16) };
  /** Where the image /images/to-elsewhere.png redirects (another host). */
  elsewhere = 'http://127.0.0.2:9';
  /** The paths of the images it served, in order. */
  readonly imageRequests: string[] = [];
  /** The paths of the API calls it answered, in order. */
  readonly apiCalls: string[] = [];
  private readonly sessions = new Map<string, { csrf: string; handle: string | null }>();
  private readonly accounts = new Map<string, string>();

  constructor(accounts: Record<string, string>) {
    super();
    for (const [h, p] of Object.entries(accounts)) this.accounts.set(h, p);
  }

  protected serve(req: Request): Promise<Response> {
    return this.answer(req);
  }

  private session(req: Request) {
    const sid = /JSESSIONID=([0-9a-f]+)/.exec(req.headers.get('cookie') ?? '')?.[1];
    const known = sid ? this.sessions.get(sid) : undefined;
    if (known && sid) return { sid, s: known, fresh: false };
    const id = randomBytes(16).toString('hex');
    const s = { csrf: randomBytes(16).toString('hex'), handle: null as string | null };
    this.sessions.set(id, s);
    return { sid: id, s, fresh: true };
  }

  private page(body: string, sess: ReturnType<CodeforcesStandIn['session']>, status = 200): Response {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (sess.fresh) headers.append('set-cookie', `JSESSIONID=${sess.sid}; Path=/; HttpOnly`);
    return new Response(body.replaceAll('{csrf}', sess.s.csrf).replaceAll('{base}', this.url), { status, headers });
  }

  private redirect(to: string, sess: ReturnType<CodeforcesStandIn['session']>): Response {
    const headers = new Headers({ location: to });
    if (sess.fresh) headers.append('set-cookie', `JSESSIONID=${sess.sid}; Path=/; HttpOnly`);
    return new Response(null, { status: 302, headers });
  }

  private header(s: { handle: string | null }): string {
    return s.handle
      ? `<div class="lang-chooser"><a href="/profile/${s.handle}">${s.handle}</a> | <a href="/0a1b2c/logout">Logout</a></div>`
      : '<div class="lang-chooser"><a href="/enter">Enter</a></div>';
  }

  private async answer(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname;
    const image = imageAnswer(path, this.elsewhere);
    if (image) {
      this.imageRequests.push(path);
      return image;
    }
    const challenge = this.challenge(req);
    if (challenge) return challenge;
    if (path.startsWith('/api/')) return this.api(url);
    const sess = this.session(req);
    const head = `<html><head><meta name="X-Csrf-Token" content="{csrf}"/></head><body>${this.header(sess.s)}`;
    if (path === '/' && req.method === 'GET') return this.page(`${head}<div>home</div></body></html>`, sess);
    if (path === '/enter' && req.method === 'GET') {
      return this.page(
        `${head}<form method="post" action="/enter"><input type="hidden" name="csrf_token" value="{csrf}"/></form></body></html>`,
        sess,
      );
    }
    if (path === '/enter' && req.method === 'POST') {
      const f = new URLSearchParams(await req.text());
      if (f.get('csrf_token') !== sess.s.csrf)
        return this.page(`${head}<span class="error">Invalid CSRF token</span>`, sess, 403);
      const handle = f.get('handleOrEmail') ?? '';
      if (this.accounts.get(handle) !== f.get('password')) {
        return this.page(
          `${head}<span class="error for__password">Invalid handle/email or password</span></body></html>`,
          sess,
        );
      }
      sess.s.handle = handle;
      return this.redirect('/', sess);
    }
    const problem = /^\/(?:problemset\/problem\/(\d+)|gym\/(\d+)\/problem)\/([A-Z][0-9]?)$/.exec(path);
    if (problem) {
      const page = problemPage(`${problem[1] ?? problem[2]}${problem[3]}`, PROBLEM_1A);
      if (!page || (problem[2] && problem[2] !== '100001')) return this.redirect('/', sess);
      return this.page(page, sess);
    }
    const submit = /^\/(?:problemset\/submit\/(\d+)\/([A-Z][0-9]?)|gym\/(\d+)\/submit)$/.exec(path);
    if (submit && req.method === 'GET') {
      if (!sess.s.handle) return this.redirect('/enter', sess);
      return this.page(
        `${head}<form class="submitForm" method="post"><input type="hidden" name="csrf_token" value="{csrf}"/><select name="programTypeId"><option value="54">GNU G++17</option></select></form></body></html>`,
        sess,
      );
    }
    if (submit && req.method === 'POST') return this.takeSubmit(req, url, sess, head);
    if (/^\/(problemset\/status|gym\/\d+\/my)/.test(path))
      return this.page(`${head}<div>status</div></body></html>`, sess);
    return new Response('not found', { status: 404 });
  }

  /** The site's "Redirecting…" page when the request lacks the anti-bot cookie, as Codeforces serves it. */
  private challenge(req: Request): Response | null {
    if (!this.antiBot && !this.antiBotBroken) return null;
    const cookie = /(?:^|;\s*)RCPC=([0-9a-f]+)/.exec(req.headers.get('cookie') ?? '')?.[1];
    if (!this.antiBotBroken && cookie === this.rcpc.value.toString('hex')) return null;
    this.challenges++;
    const cipher = createCipheriv('aes-128-cbc', this.rcpc.key, this.rcpc.iv).setAutoPadding(false);
    const c = Buffer.concat([cipher.update(this.rcpc.value), cipher.final()]);
    const hex = (b: Buffer) => b.toString('hex');
    const script = `function toNumbers(d){var e=[];d.replace(/(..)/g,function(d){e.push(parseInt(d,16))});return e}function toHex(){for(var d=[],d=1==arguments.length&&arguments[0].constructor==Array?arguments[0]:arguments,e="",f=0;f<d.length;f++)e+=(16>d[f]?"0":"")+d[f].toString(16);return e.toLowerCase()}var a=toNumbers("${hex(this.rcpc.key)}"),b=toNumbers("${hex(this.rcpc.iv)}"),c=toNumbers("${hex(c)}");document.cookie="RCPC="+toHex(slowAES.decrypt(c,2,a,b))+"; expires=Thu, 31-Dec-37 23:55:55 GMT; path=/";document.location.href="${req.url}";`;
    return new Response(
      `<html><body>Redirecting... Please, wait.<script type="text/javascript" src="/aes.min.js"></script><script>${script}</script></body></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }

  private async takeSubmit(req: Request, url: URL, sess: ReturnType<CodeforcesStandIn['session']>, head: string) {
    this.submitPosts++;
    if (!sess.s.handle) return this.redirect('/enter', sess);
    const f = new URLSearchParams(await req.text());
    if (f.get('csrf_token') !== sess.s.csrf || url.searchParams.get('csrf_token') !== sess.s.csrf) {
      return this.page(`${head}<span class="error">Invalid CSRF token</span>`, sess, 403);
    }
    if (this.refuseNext > 0) {
      this.refuseNext--;
      return this.page(
        `${head}<form><span class="error for__source">You have submitted exactly the same code before</span></form></body></html>`,
        sess,
      );
    }
    this.record({
      id: 200_000_000 + this.runs.length + 1,
      handle: sess.s.handle,
      contestId: Number(f.get('contestId')),
      index: f.get('submittedProblemIndex') ?? '',
      code: f.get('source') ?? '',
      programTypeId: f.get('programTypeId') ?? '',
      creationTimeSeconds: Math.floor(Date.now() / 1000),
      polls: 0,
    });
    if (this.hangAfterAccept) {
      this.hangAfterAccept = false;
      return new Promise<Response>(() => {});
    }
    return this.redirect(
      url.pathname.startsWith('/gym') ? `/gym/${f.get('contestId')}/my` : '/problemset/status?my=on',
      sess,
    );
  }

  private api(url: URL): Response {
    this.apiCalls.push(url.pathname);
    if (this.apiDown) return new Response('<html>503 Service Temporarily Unavailable</html>', { status: 503 });
    if (url.pathname === '/api/user.status') {
      const handle = url.searchParams.get('handle');
      const count = Number(url.searchParams.get('count') ?? 10);
      const mine = this.runs
        .filter((r) => r.handle === handle)
        .reverse()
        .slice(0, count);
      return Response.json({ status: 'OK', result: mine.map((r) => this.apiRun(r)) });
    }
    if (url.pathname === '/api/contest.standings') return standings(url.searchParams.get('contestId') ?? '');
    if (url.pathname === '/api/contest.list') {
      const now = Math.floor(Date.now() / 1000);
      return Response.json({
        status: 'OK',
        result: [
          {
            id: 2001,
            name: 'Codeforces Round (Div. 2)',
            type: 'CF',
            phase: 'BEFORE',
            frozen: false,
            durationSeconds: 7200,
            startTimeSeconds: now + 86_400,
          },
          {
            id: 1,
            name: 'Codeforces Beta Round #1',
            type: 'CF',
            phase: 'FINISHED',
            frozen: false,
            durationSeconds: 7200,
            startTimeSeconds: 1266580800,
          },
        ],
      });
    }
    return Response.json({ status: 'FAILED', comment: 'method not found' }, { status: 400 });
  }

  private apiRun(r: StandInRun) {
    r.polls++;
    const testing = this.holdVerdicts || r.polls < 2;
    const verdict = testing ? 'TESTING' : verdictOf(r.code);
    return {
      id: r.id,
      contestId: r.contestId,
      creationTimeSeconds: r.creationTimeSeconds,
      relativeTimeSeconds: 2147483647,
      problem: { contestId: r.contestId, index: r.index, name: 'Theatre Square', type: 'PROGRAMMING', tags: [] },
      author: {
        contestId: r.contestId,
        members: [{ handle: r.handle }],
        participantType: 'PRACTICE',
        ghost: false,
        startTimeSeconds: 0,
      },
      programmingLanguage: 'GNU C++17',
      verdict,
      testset: 'TESTS',
      passedTestCount: verdict === 'OK' ? 14 : testing ? 0 : 2,
      timeConsumedMillis: testing ? 0 : 46,
      memoryConsumedBytes: testing ? 0 : 1024 * 1024,
    };
  }
}
