import { expect, test } from 'bun:test';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { remoteCheck } from '../../src/cli/remote-check.ts';
import { remoteAccounts } from '../../src/db/schema/index.ts';
import { open } from '../../src/domain/remote/secret-box.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, CF_PASSWORD, type RemoteSite, remoteSetup, whenSubmission } from './remote-helpers.ts';
import type { GbkPageSite } from './stand-ins/page-judge.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

/** What a site's status page shows, as the submissions should read it. */
export interface PageSiteFacts {
  time: number;
  memory: number;
  /** The site's language name the stand-in saw for the setup's language. */
  languageName: string;
  wrongAnswer: string;
  runtimeError: string;
  compileError: string;
  /** What `verdict remote-check` prints of the problem it fetches. */
  fetched: string;
}

/**
 * The cases HDU and POJ pass besides the page sites' sending cases (page-site-cases.ts), against
 * their stand-ins through the real app: every verdict the site shows with time and memory (and the
 * compiler's output), `verdict remote-check`, and a student who sees neither the account nor its
 * session in any answer or event.
 */
export function pageJudgeCases<S extends GbkPageSite>(site: RemoteSite<S>, facts: PageSiteFacts): void {
  test('right and wrong submissions go Pending → Submitting → Judging → the site verdict, with time and memory', async () => {
    using t = await remoteSetup(site);
    const seen: number[] = [];
    const code = 'int main() { /* 中文 % & + */ }';
    const ac = await whenSubmission(t, await t.submit(code), final, seen);
    expect(ac.status).toBe(JudgeStatus.ACCEPTED);
    expect([ac.time, ac.memory]).toEqual([facts.time, facts.memory]);
    expect(seen).toContain(JudgeStatus.SUBMITTING);
    expect(seen).toContain(JudgeStatus.JUDGING);
    const wa = await whenSubmission(t, await t.submit('int main() { /* WRONG */ }'), final);
    expect([wa.status, wa.errorMessage]).toEqual([JudgeStatus.WRONG_ANSWER, facts.wrongAnswer]);
    const re = await whenSubmission(t, await t.submit('int main() { /* RE */ }'), final);
    expect([re.status, re.errorMessage]).toEqual([JudgeStatus.RUNTIME_ERROR, facts.runtimeError]);
    const ce = await whenSubmission(t, await t.submit('int main() { /* CE */ }'), final);
    expect(ce.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(ce.errorMessage).toBe(`${facts.compileError}\nMain.cpp:1:15: error: expected ';' before <EOF> — 编译错误`);
    const cases: [string, number][] = [
      ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
      ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
      ['OLE', JudgeStatus.RUNTIME_ERROR],
      ['PE', JudgeStatus.PRESENTATION_ERROR],
      ['SE', JudgeStatus.SYSTEM_ERROR],
    ];
    for (const [key, status] of cases) {
      expect((await whenSubmission(t, await t.submit(`int main() { /* ${key} */ }`), final)).status).toBe(status);
    }
    // The code reached the site as written, in the language's name there, once per submission.
    expect(t.site.runs[0]!.code).toBe(code);
    expect(t.site.runs.map((r) => [r.problem, r.language])).toEqual(
      t.site.runs.map(() => [site.problem, facts.languageName]),
    );
    expect(t.site.submitPosts).toBe(t.site.runs.length);
    const detail = await call(t.app, `/api/get-problem-detail?problemId=${t.pid}`, { headers: t.student.headers });
    expect(detail.env.data.problemCount).toMatchObject({ total: 9, ac: 1, wa: 1, tle: 1, ce: 1 });
  }, 180_000);

  test('verdict remote-check fetches the known problem and logs in (a fresh session), naming a refused login', async () => {
    using t = await remoteSetup(site);
    const lines: string[] = [];
    expect(await remoteCheck(t.deps.config, site.source.toLowerCase(), (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      `ok    fetch ${site.source}-${site.problem}: ${facts.fetched}`,
      `ok    log in as ${CF_HANDLE}: logged in`,
      'ok    upcoming contests: 0 listed',
    ]);
    await call(t.app, '/api/admin/config/remote-judge', {
      method: 'PUT',
      headers: t.admin.headers,
      json: { source: site.source, accounts: [{ username: CF_HANDLE, password: 'a-wrong-password' }] },
    });
    const bad: string[] = [];
    expect(await remoteCheck(t.deps.config, site.source, (l) => bad.push(l))).toBe(1);
    expect(bad[1]).toStartWith(`FAIL  log in as ${CF_HANDLE}: logging in as ${CF_HANDLE} failed`);
    expect(bad.join('\n')).not.toContain('a-wrong-password');
    expect(t.site.submitPosts).toBe(0);
  }, 120_000);

  test('a student never sees the account: not its name, password or session', async () => {
    using t = await remoteSetup(site);
    const id = await t.submit('int main() { /* WRONG */ }');
    const events = await t.app.request(`/api/events?submitIds=${id}`, { headers: t.student.headers });
    await whenSubmission(t, id, final);
    const sealed = t.deps.db.select().from(remoteAccounts).get()!.secret;
    const cookies = Object.values((JSON.parse(open(t.dataDir, sealed)) as { cookies: Record<string, string> }).cookies);
    expect(cookies.length).toBeGreaterThan(0);
    const config = await call(t.app, '/api/admin/config/remote-judge', { headers: t.student.headers });
    expect(config.status).toBe(403);
    const seen = [
      await events.text(),
      JSON.stringify(
        (await call(t.app, `/api/get-submission-detail?submitId=${id}`, { headers: t.student.headers })).env,
      ),
      JSON.stringify(
        (await call(t.app, '/api/get-submission-list?limit=50&currentPage=1', { headers: t.student.headers })).env,
      ),
      JSON.stringify(
        (await call(t.app, `/api/get-problem-detail?problemId=${t.pid}`, { headers: t.student.headers })).env,
      ),
    ].join('\n');
    expect(seen).toContain(site.problem);
    for (const secret of [CF_HANDLE, CF_PASSWORD, ...cookies]) expect(seen).not.toContain(secret);
  }, 120_000);
}
