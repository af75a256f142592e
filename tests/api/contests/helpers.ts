import { call } from '../../helpers/app.ts';
import { setup as submissionSetup, type Headers, type TestApp } from '../submissions/helpers.ts';

export { addProblem, insertSubmission, submit, CODE } from '../submissions/helpers.ts';
export type { Headers, TestApp };

const HOUR = 3_600_000;

/** A valid contest form running from an hour ago for a day; override any field. */
export function contestForm(overrides: Record<string, unknown> = {}) {
  const start = Date.now() - HOUR;
  return {
    title: 'Lab test 1', description: 'Solve what you can.', type: 0, auth: 0, pwd: '',
    startTime: start, endTime: start + 24 * HOUR, sealRank: false, sealRankTime: null, autoRealRank: true,
    visible: true, openPrint: false, openRank: false, rankShowName: 'username', oiRankScoreType: 'Recent',
    starAccount: [], openAccountLimit: false, accountLimitRule: '', awardType: 0, awardConfigList: [], allowEndSubmit: false,
    ...overrides,
  };
}

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

/** Creates a contest through the API as `headers`' user and links the problems as A, B, C …; returns its id. */
export async function createContest(t: TestApp, headers: Headers, form: Record<string, unknown> = {}, pids: number[] = []): Promise<number> {
  const created = await send(t, 'POST', '/api/admin/contest', headers, contestForm(form));
  if (created.status !== 200) throw new Error(`contest refused: ${created.msg}`);
  for (const [i, pid] of pids.entries()) {
    const added = await send(t, 'POST', '/api/admin/contest/add-problem-from-public', headers, { cid: created.data.id, pid, displayId: String.fromCharCode(65 + i) });
    if (added.status !== 200) throw new Error(`problem refused: ${added.msg}`);
  }
  return created.data.id;
}

export async function setup() {
  return submissionSetup();
}
