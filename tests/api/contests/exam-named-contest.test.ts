import { expect, test } from 'bun:test';
import { submissions } from '../../../src/db/schema/index.ts';
import { CODE, createContest } from './helpers.ts';
import { CLOSED, examSetup } from './exam-helpers.ts';

const SECOND = "During the exam a request may name only the exam's contest";

test('naming the exam in the query does not open the bank: a submission or test run with no contest in the body is refused', async () => {
  using s = await examSetup();
  const alice = await s.as(s.alice);
  for (const body of [{ cid: null }, {}, { cid: 0 }]) {
    const made = await alice(`/api/submit-problem-judge?cid=${s.cid}`, {
      json: { pid: 'P1000', language: 'C', code: CODE, ...body },
    });
    expect(made.msg).toBe(CLOSED);
    const run = await alice(`/api/submit-problem-test-judge?cid=${s.cid}`, {
      json: { pid: 'P1000', language: 'C', code: CODE, userInput: '1 2', ...body },
    });
    expect(run.msg).toBe(CLOSED);
  }
  expect(s.t.deps.db.select().from(submissions).all()).toEqual([]);
  // The exam's own problem, named in the body, is still taken.
  expect(
    (
      await alice(`/api/submit-problem-judge?cid=${s.cid}`, {
        json: { pid: 'A', language: 'C', code: CODE, cid: s.cid },
      })
    ).status,
  ).toBe(200);
});

test('a second contest named anywhere (query or body, cid or contestID) is refused by name', async () => {
  using s = await examSetup();
  const other = await createContest(s.t, s.root.headers, { title: 'Practice round' }, [s.problem.id]);
  const alice = await s.as(s.alice);
  const tries: [string, unknown?][] = [
    [`/api/register-contest?cid=${s.cid}`, { cid: other, password: '' }],
    [`/api/get-contest-rank?cid=${s.cid}`, { cid: other, currentPage: 1, limit: 30 }],
    [`/api/contest-submissions?cid=${s.cid}&contestID=${other}`],
    [`/api/get-contest-announcement?contestID=${s.cid}&cid=${other}`],
    [`/api/submit-problem-judge?cid=${s.cid}`, { pid: 'A', language: 'C', code: CODE, cid: other }],
    [`/api/submit-problem-judge?cid=${other}`, { pid: 'A', language: 'C', code: CODE, cid: s.cid }],
    [`/api/get-contest-problem?cid=${s.cid}&contestID=${other}`],
  ];
  for (const [path, json] of tries)
    expect({ path, msg: (await alice(path, { json })).msg }).toEqual({ path, msg: SECOND });
  // Nothing was done in the other contest.
  const board = await alice(`/api/get-contest-rank`, { json: { cid: other, currentPage: 1, limit: 30 } });
  expect(board.msg).toBe(SECOND);
  expect(s.t.deps.db.select().from(submissions).all()).toEqual([]);
});

test('the contest the handler acts on is the one checked: another contest in the body alone is refused, the exam is open', async () => {
  using s = await examSetup();
  const other = await createContest(s.t, s.root.headers, { title: 'Practice round' }, [s.problem.id]);
  const alice = await s.as(s.alice);
  expect((await alice('/api/register-contest', { json: { cid: other, password: '' } })).msg).toBe(SECOND);
  expect((await alice('/api/get-contest-rank', { json: { cid: other, currentPage: 1, limit: 30 } })).msg).toBe(SECOND);
  expect((await alice(`/api/contest-submissions?contestID=${other}`)).msg).toBe(SECOND);
  expect((await alice('/api/get-contest-rank', { json: { cid: s.cid, currentPage: 1, limit: 30 } })).status).toBe(200);
  expect((await alice(`/api/contest-submissions?contestID=${s.cid}`)).status).toBe(200);
  expect((await alice(`/api/get-contest-announcement?cid=${s.cid}`)).status).toBe(200);
});
