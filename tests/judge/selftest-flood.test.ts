// The self-test's "flood" check on the real sandbox and workers: a classmate's submission queued
// behind one user's flood of sleeping programs is judged among the first two.
import { describe, expect, test } from 'bun:test';
import { ABUSE_CHECKS } from '../../judge/selftest-abuse.ts';
import { flood } from '../../judge/selftest-flood.ts';
import { judgeEnv } from './judge-env.ts';

const e = await judgeEnv();

describe('the self-test under abuse', () => {
  test('"flood": the classmate is not judged behind the flood', async () => {
    expect(ABUSE_CHECKS).toContain(flood);
    const outcome = await flood({
      sandbox: e.ctx.sandbox,
      workRoot: e.ctx.workRoot,
      pchDir: '',
      languages: e.ctx.languages,
    });
    expect(outcome).toEqual({ name: 'flood', behaved: true, detail: expect.stringMatching(/was judged [12] of 7/) });
  });
});
