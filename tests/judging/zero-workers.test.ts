// A server started with 0 local workers judges nothing itself: a submission stays Pending in the
// queue, where a judge node's claim finds it.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { chmodSync, mkdirSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { type JudgeService, startJudging } from '../../src/judging/index.ts';
import { makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { addProblem, get, submitOk } from '../api/submissions/helpers.ts';

setDefaultTimeout(240_000);
const CACHE = process.env.VERDICT_TEST_CACHE ?? join(tmpdir(), 'verdict-test-cache');

describe('the number of local workers', () => {
  test('--workers 0 and VERDICT_JUDGE_WORKERS=0 mean none; unset means one per core', () => {
    expect(loadConfig({ workers: '0' }, {}).judgeWorkers).toBe(0);
    expect(loadConfig({}, { VERDICT_JUDGE_WORKERS: '0' }).judgeWorkers).toBe(0);
    expect(loadConfig({}, { VERDICT_JUDGE_WORKERS: '3' }).judgeWorkers).toBe(3);
    expect(loadConfig({}, {}).judgeWorkers).toBeUndefined();
    expect(loadConfig({}, { VERDICT_JUDGE_WORKERS: '' }).judgeWorkers).toBeUndefined();
    expect(() => loadConfig({ workers: '-1' }, {})).toThrow();
  });
});

describe('a server with 0 local workers', () => {
  let t: ReturnType<typeof makeTestApp>;
  let judge: JudgeService;

  beforeAll(async () => {
    t = makeTestApp({ workers: '0' });
    chmodSync(t.dataDir, 0o755);
    mkdirSync(CACHE, { recursive: true, mode: 0o755 });
    judge = await startJudging(t.deps, { cacheDir: CACHE, judger: 'server' });
    t.deps.judge = judge;
    setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  });

  afterAll(async () => {
    await judge.stop();
    t[Symbol.dispose]();
  });

  test('leaves a submission Pending for a node to claim', async () => {
    expect(cpus().length).toBeGreaterThan(0);
    const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
    await addProblem(t, root);
    const sub = await submitOk(t, root.headers);
    expect(judge.status().workers).toBe(0);
    expect(judge.status().active).toEqual([]);
    const info = (await get(t, '/api/admin/config/get-judge-service-info', root.headers)).env.data;
    expect(info).toMatchObject({ running: true, workers: 0, busy: 0, idle: 0 });
    // Nothing of the server's took it: the claim a node makes gets it, as the first attempt.
    const task = await judge.host.claim('node-1');
    expect(task?.key).toMatchObject({ kind: 'submission', id: String(sub.submitId), attempt: 1 });
    expect(await judge.host.claim('node-1')).toBeNull();
  });
});
