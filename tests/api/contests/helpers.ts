import { call } from '../../helpers/app.ts';
import {
  addProblem,
  insertSubmission,
  setup as submissionSetup,
  type Headers,
  type TestApp,
} from '../submissions/helpers.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';

export { addProblem, insertSubmission };
export { submit, CODE } from '../submissions/helpers.ts';
export type { Headers, TestApp };

const HOUR = 3_600_000;

/** A valid contest form running from an hour ago for a day; override any field. */
export function contestForm(overrides: Record<string, unknown> = {}) {
  const start = Date.now() - HOUR;
  return {
    title: 'Lab test 1',
    description: 'Solve what you can.',
    type: 0,
    auth: 0,
    pwd: '',
    startTime: start,
    endTime: start + 24 * HOUR,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    openAccountLimit: false,
    accountLimitRule: '',
    awardType: 0,
    awardConfigList: [],
    allowEndSubmit: false,
    ...overrides,
  };
}

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

/** Creates a contest through the API as `headers`' user and links the problems as A, B, C …; returns its id. */
export async function createContest(
  t: TestApp,
  headers: Headers,
  form: Record<string, unknown> = {},
  pids: number[] = [],
): Promise<number> {
  const created = await send(t, 'POST', '/api/admin/contest', headers, contestForm(form));
  if (created.status !== 200) throw new Error(`contest refused: ${created.msg}`);
  for (const [i, pid] of pids.entries()) {
    const added = await send(t, 'POST', '/api/admin/contest/add-problem-from-public', headers, {
      cid: created.data.id,
      pid,
      displayId: String.fromCharCode(65 + i),
    });
    if (added.status !== 200) throw new Error(`problem refused: ${added.msg}`);
  }
  return created.data.id;
}

export async function setup() {
  return submissionSetup();
}

const MIN = 60_000;

/**
 * The running sealed ACM contest of the board and download tests: started two hours ago, ends in
 * an hour, sealed for its last 90 minutes (so now), with problems A (P1000) and B (P2) and a third
 * student, Carol. `sub` writes a submission `minute` minutes after the start.
 */
export async function sealedContest(form: Record<string, unknown> = {}) {
  const s = await setup();
  const carol = await createUserAndLogin(s.t.deps, s.t.app);
  const second = await addProblem(s.t, s.root, { problemId: 'P2', title: 'Second' });
  const now = Date.now();
  const start = now - 120 * MIN;
  const cid = await createContest(
    s.t,
    s.root.headers,
    {
      startTime: start,
      endTime: now + 60 * MIN,
      sealRank: true,
      sealRankTime: now - 30 * MIN,
      ...form,
    },
    [s.problem.id, second.id],
  );
  const sub = (who: { uid: string; username: string }, pid: number, status: number, minute: number, language = 'C') =>
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid,
      cid,
      status,
      language,
      submitTime: new Date(start + minute * MIN),
    });
  return { ...s, carol, cid, start, A: s.problem.id, B: second.id, sub };
}
