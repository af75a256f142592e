// A judge node reports in batches: one `POST /api/judge-node/report` carries a list, each item
// checked against the attempts the calling node holds, in order, the verdict last. Here the test
// is the node (its token, its claims) against a real server with no local worker: a batch with a
// forged item applies every other item and not the forged one; items after the verdict are
// refused; a batch with a malformed item is refused whole, nothing of it written.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Database } from 'bun:sqlite';
import { VERSION } from '../../src/domain/judge-nodes/registry.ts';
import {
  CASES,
  cases,
  cleanUp,
  login,
  makeWorld,
  nodeCall,
  openDb,
  program,
  row,
  type Server,
  startServer,
  submit,
  type World,
} from './harness.ts';

let w: World;
let server: Server;
let db: Database;
let session: string;

beforeAll(async () => {
  w = await makeWorld(['batcher']);
  server = await startServer(w.dataDir, 0);
  db = openDb(w.dataDir);
  session = await login(server.base, w.user);
});
afterAll(() => {
  db?.close();
  cleanUp();
});

type Key = { kind: 'submission'; id: string; attempt: number };
const call = (path: string, body: unknown) => nodeCall(server.base, w.tokens.batcher!, path, body);

/** Submits a program and claims it as the node: the held attempt's key. */
async function claimed(): Promise<Key> {
  const id = await submit(server.base, session, w.problemId, program(true));
  const answer = await call('claim', { version: VERSION, languages: ['C'], workers: 1, busy: 0 });
  const leased = (answer.body.data as { leased: { task: { key: Key } } | null }).leased;
  expect(leased?.task.key.id).toBe(String(id));
  return leased!.task.key;
}

const caseOf = (index: number, status = 0) => ({
  kind: 'case',
  result: { index, inputData: 'x', outputData: 'y', groupNum: 0, status, time: 1, memory: 1, score: 0 },
});
const verdict = {
  kind: 'finish',
  result: { status: 0, score: null, oiRankScore: null, time: 1, memory: 1, judger: 'x' },
};

test('a batch applies its items in order; a forged item and items after the verdict are refused, nothing else', async () => {
  const key = await claimed();
  const forged = { ...key, attempt: key.attempt + 1 };
  const answer = await call('report', {
    reports: [
      { key, report: { kind: 'status', status: 7 } },
      { key, report: caseOf(1) },
      { key: forged, report: caseOf(2, -1) },
      { key, report: caseOf(2) },
      { key, report: caseOf(3) },
      { key, report: verdict },
      { key, report: { kind: 'status', status: 7 } },
    ],
  });
  expect([answer.http, answer.body.data]).toEqual([200, { accepted: [true, true, false, true, true, true, false] }]);
  const done = row(db, Number(key.id));
  expect([done.status, done.judge_attempt, done.judger]).toEqual([0, key.attempt, 'batcher']);
  expect(cases(db, Number(key.id))).toEqual(CASES.map((_, i) => ({ case_index: i + 1, status: 0 })));
  // The verdict counted once for the node.
  expect(db.query('select judged from judge_nodes where name = ?').get('batcher')).toEqual({ judged: 1 });
});

test('a batch with a malformed item is refused whole: nothing of it is written', async () => {
  const key = await claimed();
  const answer = await call('report', {
    reports: [
      { key, report: { kind: 'status', status: 7 } },
      { key, report: caseOf(1) },
      { key, report: caseOf(2, 99) },
      { key, report: verdict },
    ],
  });
  expect(answer.body.status).toBe(400);
  expect(row(db, Number(key.id)).status).toBe(6);
  expect(cases(db, Number(key.id))).toEqual([]);
  // The attempt is still the node's: a good batch of it is taken.
  const again = await call('report', { reports: [{ key, report: { kind: 'status', status: 7 } }] });
  expect(again.body.data).toEqual({ accepted: [true] });
  expect(row(db, Number(key.id)).status).toBe(7);
});
