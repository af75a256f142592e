import { describe, expect, test, setDefaultTimeout } from 'bun:test';
import { eq } from 'drizzle-orm';
import { submissions, verificationCodes } from '../../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { addProblem, CODE, setup, submit } from './helpers.ts';

// Each test creates accounts (argon2 hashing) and may run real programs: allow for a busy machine.
setDefaultTimeout(120_000);

describe('POST /api/submit-problem-judge', () => {
  test('stores a Pending submission and returns the record', async () => {
    using s = await setup();
    const code = `// größe\n${CODE}`;
    const { env } = await submit(s.t, s.alice.headers, { code, pid: 'p1000' });
    expect(env.status).toBe(200);
    expect(env.msg).toBe('Submit code successfully');
    const { submitTime, submitId, ...rest } = env.data;
    expect(rest).toEqual({
      uid: s.alice.uid,
      username: s.alice.username,
      pid: s.problem.id,
      displayPid: 'P1000',
      title: 'A + B',
      cid: null,
      tid: null,
      gid: null,
      status: 5,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      length: Buffer.byteLength(code),
      language: 'C',
      judger: null,
      isManual: false,
      share: false,
      code,
      errorMessage: null,
      codeVisible: true,
      // No judge runs in this app: the answer says the submission waits for one.
      judgeWaiting: 'notRunning',
    });
    expect(submitId).toBeGreaterThan(0);
    expect(Math.abs(submitTime - Date.now())).toBeLessThan(60_000);
  });

  test('needs a login', async () => {
    using s = await setup();
    const { status, env } = await submit(s.t, undefined);
    expect(status).toBe(401);
    expect(env.msg).toBe('Please login first');
  });

  test.each([1003, 1006, 1007])('refuses role %d, which may not submit', async (role) => {
    using s = await setup();
    const u = await createUserAndLogin(s.t.deps, s.t.app, { role });
    const { status, env } = await submit(s.t, u.headers);
    expect(status).toBe(403);
    expect(env.msg).toBe('Your account is not allowed to submit');
  });

  test.each([1004, 1005, 1008])('lets role %d submit', async (role) => {
    using s = await setup();
    const u = await createUserAndLogin(s.t.deps, s.t.app, { role });
    expect((await submit(s.t, u.headers)).env.status).toBe(200);
  });

  test('checks the code: empty after trimming, at most 65535 characters', async () => {
    using s = await setup();
    const cases: [string, number, string][] = [
      ['', 400, 'Code can not be empty'],
      ['  \n\t ', 400, 'Code can not be empty'],
      ['x'.repeat(65536), 400, 'Code Length can not exceed 65535'],
      [`${CODE}${' '.repeat(65535 - CODE.length)}`, 200, 'Submit code successfully'],
    ];
    for (const [code, status, msg] of cases) {
      const { env } = await submit(s.t, s.alice.headers, { code });
      expect([env.status, env.msg]).toEqual([status, msg]);
    }
    const zh = await call(s.t.app, '/api/submit-problem-judge', {
      method: 'POST',
      headers: { ...s.alice.headers, 'Accept-Language': 'zh-CN' },
      json: { pid: 'P1000', language: 'C', code: ' ' },
    });
    expect(zh.env.msg).toBe('代码不能为空');
  });

  test('names a missing or malformed field', async () => {
    using s = await setup();
    expect((await submit(s.t, s.alice.headers, { language: undefined })).env.msg).toBe('language is required');
    expect((await submit(s.t, s.alice.headers, { pid: '' })).env.msg).toBe('pid is required');
    expect((await submit(s.t, s.alice.headers, { cid: 'x' })).env.msg).toBe('cid must be number');
    expect((await submit(s.t, s.alice.headers, { code: 5 })).env.msg).toBe('code must be string');
  });

  test('refuses unknown, private and contest-only problems, and languages the problem does not allow', async () => {
    using s = await setup();
    await addProblem(s.t, s.root, { problemId: 'SECRET', auth: 2 });
    await addProblem(s.t, s.root, { problemId: 'CONTEST', auth: 3 });
    expect((await submit(s.t, s.alice.headers, { pid: 'NOPE' })).env).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    for (const pid of ['SECRET', 'CONTEST']) {
      const r = await submit(s.t, s.alice.headers, { pid });
      expect([r.status, r.env.msg]).toEqual([403, 'You have no permission to view this problem']);
    }
    expect((await submit(s.t, s.root.headers, { pid: 'SECRET' })).env.status).toBe(200);
    expect((await submit(s.t, s.alice.headers, { language: 'Java' })).env).toMatchObject({
      status: 400,
      msg: 'The language Java is not allowed for this problem',
    });
  });

  test("judges a local problem here whatever the request's isRemote says; refuses unknown contests", async () => {
    using s = await setup();
    // Whether a problem is judged remotely is the problem's to say (tests/remote cover remote ones).
    expect((await submit(s.t, s.alice.headers, { isRemote: true })).env.status).toBe(200);
    expect((await submit(s.t, s.alice.headers, { cid: 7 })).env).toMatchObject({
      status: 404,
      msg: 'The contest does not exist',
    });
  });

  test('limits practice submissions to one per configured interval', async () => {
    using s = await setup();
    setWebsiteConfig(s.t.deps.db, { submissionFrequency: 8 });
    const first = await submit(s.t, s.alice.headers);
    expect(first.env.status).toBe(200);
    const second = await submit(s.t, s.alice.headers);
    expect([second.status, second.env.msg]).toEqual([429, 'Speed too fast, may be machine operation, verify again']);
    // Another user is not affected.
    expect((await submit(s.t, s.bob.headers)).env.status).toBe(200);
    // Once the interval has passed, the next one is accepted.
    s.t.deps.db
      .update(submissions)
      .set({ submitTime: new Date(Date.now() - 8_001) })
      .where(eq(submissions.submitId, first.env.data.submitId))
      .run();
    expect((await submit(s.t, s.alice.headers)).env.status).toBe(200);
    expect(s.t.deps.db.select().from(submissions).where(eq(submissions.uid, s.alice.uid)).all()).toHaveLength(2);
  });

  test('asks for the image captcha when the site requires it', async () => {
    using s = await setup();
    setWebsiteConfig(s.t.deps.db, { captchaOnSubmit: true });
    expect((await submit(s.t, s.alice.headers)).env.msg).toBe('Please enter the captcha');
    const captcha = await call(s.t.app, '/api/captcha');
    const key = captcha.env.data.captchaKey as string;
    const answer = s.t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.key, key)).get()!.answer;
    const wrong = answer === '000000' ? '111111' : '000000';
    expect((await submit(s.t, s.alice.headers, { captcha: wrong, captchaKey: key })).env.msg).toBe(
      'The captcha is wrong or has expired',
    );
    const again = await call(s.t.app, '/api/captcha');
    const key2 = again.env.data.captchaKey as string;
    const answer2 = s.t.deps.db.select().from(verificationCodes).where(eq(verificationCodes.key, key2)).get()!.answer;
    expect((await submit(s.t, s.alice.headers, { captcha: answer2, captchaKey: key2 })).env.status).toBe(200);
  });
});
