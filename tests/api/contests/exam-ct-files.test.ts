import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createContest, send, setup } from './helpers.ts';
import { CLOSED, examSetup, LAB } from './exam-helpers.ts';

const choiceForm = (fields: Record<string, unknown>) => ({
  title: 'One plus two',
  description: 'How much is 1 + 2?',
  answer: 'B',
  analysis: 'Count.',
  auth: 1,
  options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
  ...fields,
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);

test("a computational-thinking exam is taken whole: its statements, answers, lists and hand-in work; the bank's choice problems do not", async () => {
  using s = await setup();
  const choice = async (fields: Record<string, unknown>) =>
    (await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, choiceForm(fields))).data.id as number;
  const [mine, bank] = [await choice({ problemId: 'CT1' }), await choice({ problemId: 'CT2', auth: 1 })];
  const start = Date.now() - 10 * 60_000;
  const ct = await createContest(
    s.t,
    s.root.headers,
    {
      type: 2,
      auth: 1,
      pwd: 'pw',
      examMode: true,
      examAddresses: '10.0.0.0/24',
      startTime: start,
      endTime: start + 2 * 3_600_000,
    },
    [mine],
  );
  await call(s.t.app, '/api/register-contest', {
    method: 'POST',
    headers: s.alice.headers,
    json: { cid: ct, password: 'pw' },
    ip: LAB,
  });
  const signedIn = await call(s.t.app, '/api/login', {
    method: 'POST',
    json: { username: s.alice.username, password: s.alice.password },
    ip: LAB,
  });
  const headers = { Authorization: signedIn.res.headers.get('Authorization')! };
  const alice = (path: string, init: { json?: unknown } = {}) =>
    call(s.t.app, path, { method: init.json ? 'POST' : 'GET', headers, json: init.json, ip: LAB }).then((r) => r.env);
  expect((await alice(`/api/get-c-problem-detail?problemId=A&cid=${ct}`)).data.title).toBe('One plus two');
  const answered = await alice('/api/submit-c-problem-judge', { json: { pid: 'A', selection: 'B', cid: ct } });
  expect(answered.status).toBe(200);
  const submitId = answered.data.submitId as number;
  expect((await alice('/api/get-c-user-problem-status', { json: { pidList: [mine], cid: ct } })).status).toBe(200);
  expect((await alice(`/api/c-contest-submissions?contestID=${ct}`)).status).toBe(200);
  expect((await alice('/api/check-c-contest-submissions-status', { json: { submitIds: [submitId] } })).status).toBe(
    200,
  );
  expect((await alice(`/api/get-c-submission-detail?submitId=${submitId}`)).status).toBe(200);
  expect((await alice(`/api/get-c-contest-submit-record?cid=${ct}`)).data.handedIn).toBe(false);
  expect((await alice('/api/submit-contest', { json: { cid: ct } })).status).toBe(200);
  // The bank's choice problems stay closed.
  expect((await alice('/api/get-c-problem-detail?problemId=CT1')).msg).toBe(CLOSED);
  expect((await alice('/api/submit-c-problem-judge', { json: { pid: 'CT1', selection: 'B' } })).msg).toBe(CLOSED);
  expect((await alice('/api/get-c-user-problem-status', { json: { pidList: [bank] } })).msg).toBe(CLOSED);
  expect((await alice('/api/question/single-choice')).msg).toBe(CLOSED);
});

test('statement images uploaded in the editor load during the exam', async () => {
  using s = await examSetup();
  const form = new FormData();
  form.append('image', new File([PNG], 'figure.png'));
  const uploaded = (
    await call(s.t.app, '/api/file/upload-md-img', { method: 'POST', headers: s.root.headers, body: form })
  ).env;
  expect(uploaded.status).toBe(200);
  const { res } = await call(s.t.app, uploaded.data.link, {
    headers: { Authorization: (await s.signIn(s.alice, LAB)).res.headers.get('Authorization')! },
    ip: LAB,
  });
  expect({ status: res.status, type: res.headers.get('Content-Type') }).toEqual({ status: 200, type: 'image/png' });
});
