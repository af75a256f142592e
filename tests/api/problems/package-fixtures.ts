import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { submitOk } from '../submissions/helpers.ts';
import { makeJudgingApp, waitFinal } from '../submissions/judge-helpers.ts';

export { MINI_TESTLIB, sumPlus, TESTLIB_WITHIN_ONE } from '../../helpers/testlib-sources.ts';

export const SUM_CASES: [string, string][] = [
  ['1 2\n', '3\n'],
  ['10 20\n', '30\n'],
  ['100 -7\n', '93\n'],
];

/** A judging app with an admin and a user, no submit interval. */
export async function judgingSetup() {
  const t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  const admin = (await createUserAndLogin(t.deps, t.app, { role: 1001 })).headers;
  const user = (await createUserAndLogin(t.deps, t.app)).headers;
  return { t, admin, user };
}

type Setup = Awaited<ReturnType<typeof judgingSetup>>;

/** Stops the judge of a judgingSetup() and removes its data (a test file's afterAll). */
export async function stopJudging(s: Setup): Promise<void> {
  await s.t.judge.stop();
  s.t[Symbol.dispose]();
}

/** Submits C code to a problem (by display id) and waits for the final state. */
export async function judge(s: Setup, problemId: string, code: string) {
  const sub = await submitOk(s.t, s.user, { pid: problemId, language: 'C', code });
  return (await waitFinal(s.t, [sub.submitId]))[sub.submitId]!;
}

export async function adminProblem(s: Setup, id: number) {
  return (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin })).env.data;
}
