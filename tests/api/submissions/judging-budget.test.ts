// A submission's judging budget is the site's setting: a sleeper on many cases stops at it, and
// the cases not judged say so to everyone, even where the problem hides case output.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { get, submitOk, type Headers } from './helpers.ts';
import { createZipProblem, makeJudgingApp, waitFinal } from './judge-helpers.ts';

const SLEEPS = '#include <unistd.h>\nint main(void){sleep(100);return 0;}\n';
const CASES = 16;

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let user: Headers;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  const root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  user = (await createUserAndLogin(t.deps, t.app)).headers;
  const cases = Array.from({ length: CASES }, (_, i): [string, string] => [`${i} ${i}\n`, `${2 * i}\n`]);
  await createZipProblem(t, root, { problemId: 'BUDGET1', cases, timeLimit: 100, openCaseResult: false });
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

describe('the judging budget', () => {
  test('the site setting stops a sleeper: the rest of its cases are not judged, and everyone sees why', async () => {
    // The smallest budget the setting allows; each case of a 100 ms limit takes at least its 900 ms wall.
    setWebsiteConfig(t.deps.db, { submissionBudgetSeconds: 10 });
    const sub = await submitOk(t, user, { pid: 'BUDGET1', language: 'C', code: SLEEPS });
    const states = await waitFinal(t, [sub.submitId]);
    expect(states[sub.submitId]!.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    const list: { status: number; message: string | null }[] = (
      await get(t, `/api/get-all-case-result?submitId=${sub.submitId}`, user)
    ).env.data.judgeCaseList;
    expect(list).toHaveLength(CASES);
    const judged = list.filter((c) => c.status !== JudgeStatus.CANCELLED);
    expect(judged.length).toBeLessThanOrEqual(1 + Math.floor(10 / 0.9));
    expect(judged.every((c) => c.status === JudgeStatus.TIME_LIMIT_EXCEEDED && c.message === null)).toBe(true);
    const skipped = list.filter((c) => c.status === JudgeStatus.CANCELLED);
    expect(skipped.length).toBeGreaterThanOrEqual(CASES - 12);
    for (const c of skipped) expect(c.message).toBe('Not judged: the submission used its judging budget of 10 s');
  });
});
