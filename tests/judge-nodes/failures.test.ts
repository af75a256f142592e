// Judge nodes under failure, as real processes: a server with no local worker and `verdict
// judge-node` processes judging in their own sandboxes. A forged report changes nothing, a revoked
// token is refused at once, a node killed or cut off mid-judgement loses its lease and the
// submission is judged again elsewhere, once and right, and after a server restart the node's
// stale report is refused.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import type { Database } from 'bun:sqlite';
import {
  CASES,
  cases,
  cleanUp,
  finished,
  judgedBy,
  login,
  makeWorld,
  nodeCall,
  openDb,
  program,
  row,
  type Server,
  startNode,
  startServer,
  stopNodes,
  submit,
  tempDir,
  until,
  untilJudged,
  type World,
} from './harness.ts';

const NODES = ['forger', 'holder', 'second', 'revoked', 'third', 'killed', 'rescuer', 'stopped', 'after', 'restarted'];
let w: World;
let server: Server;
let db: Database;
let session: string;
/** A program long enough to be caught mid-judgement: each case burns a few hundred million loops. */
const SLOW = program(true, 40);

beforeAll(async () => {
  w = await makeWorld(NODES);
  server = await startServer(w.dataDir, 0);
  db = openDb(w.dataDir);
  session = await login(server.base, w.user);
});
afterEach(stopNodes);
afterAll(() => {
  db?.close();
  cleanUp();
});

const keyOf = (id: number, attempt: number) => ({ kind: 'submission', id: String(id), attempt });
const ACCEPTED_CASES = CASES.map((_, i) => ({ case_index: i + 1, status: 0 }));

/** Waits until the named node is judging the submission (its cases running). */
const judgingBy = (id: number, node: string) => until(db, id, (r) => r.status === 7 && r.judger === node);

describe('judge nodes', () => {
  test('a report for an attempt the node does not hold is refused and changes nothing', async () => {
    const holder = await startNode(server.base, w.tokens.holder!, tempDir('node-holder-'));
    const id = await submit(server.base, session, w.problemId, SLOW);
    const held = await judgingBy(id, 'holder');
    const key = keyOf(id, held.judge_attempt);
    // A held task's file is its holder's: another node, or a hash that is no file's, is not found.
    const input = new Bun.CryptoHasher('sha256').update(CASES[0]!.input).digest('hex');
    const fileAs = (token: string, hash: string) =>
      fetch(`${server.base}/api/judge-node/file/${hash}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await (await fileAs(w.tokens.holder!, input)).text()).toBe(CASES[0]!.input);
    for (const [token, hash] of [
      [w.tokens.forger!, input],
      [w.tokens.holder!, 'not-a-hash'],
      [w.tokens.holder!, `${input.slice(0, 63)}%2F`],
    ] as const) {
      const res = await fileAs(token, hash);
      expect([res.status, ((await res.json()) as { status: number }).status]).toEqual([200, 404]);
    }
    const forged = { status: 0, score: null, oiRankScore: null, time: 1, memory: 1, judger: 'forger' };
    const tries = await Promise.all([
      nodeCall(server.base, w.tokens.forger!, 'report', {
        reports: [{ key, report: { kind: 'finish', result: forged } }],
      }),
      nodeCall(server.base, w.tokens.forger!, 'report', { reports: [{ key, report: { kind: 'status', status: 6 } }] }),
      nodeCall(server.base, w.tokens.forger!, 'report', {
        reports: [{ key, report: { kind: 'failed', error: 'give it to me' } }],
      }),
    ]);
    expect(tries.map((t) => [t.http, t.body.data])).toEqual([
      [200, { accepted: [false] }],
      [200, { accepted: [false] }],
      [200, { accepted: [false] }],
    ]);
    expect(finished(held)).toBe(false);
    const done = await until(db, id, finished);
    // Judged once, by the holder, right: the forger's verdict never landed.
    expect([done.status, done.judger, done.judge_attempt, done.judge_retries]).toEqual([
      0,
      'holder',
      held.judge_attempt,
      0,
    ]);
    expect(cases(db, id)).toEqual(ACCEPTED_CASES);
    await untilJudged(db, 'holder', 1);
    expect([judgedBy(db, 'holder'), judgedBy(db, 'forger')]).toEqual([1, 0]);
    // Its files are the holder's alone, and only while it holds the task.
    const file = await fetch(`${server.base}/api/judge-node/file/${'a'.repeat(64)}`, {
      headers: { Authorization: `Bearer ${w.tokens.forger}` },
    });
    expect(((await file.json()) as { status: number }).status).toBe(404);
    holder.kill('SIGKILL');
  }, 240_000);

  test('a revoked token is refused at once; what its node held is judged elsewhere, once', async () => {
    const revoked = await startNode(server.base, w.tokens.revoked!, tempDir('node-revoked-'));
    const id = await submit(server.base, session, w.problemId, SLOW);
    const held = await judgingBy(id, 'revoked');
    const list = (await (
      await fetch(`${server.base}/api/admin/judge-nodes`, { headers: { Authorization: session } })
    ).json()) as { data: { nodes: { id: number; name: string }[] } };
    const nodeId = list.data.nodes.find((n) => n.name === 'revoked')!.id;
    const res = await fetch(`${server.base}/api/admin/judge-nodes/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: session },
      body: JSON.stringify({ id: nodeId }),
    });
    expect(res.status).toBe(200);
    // What the node held is back in the queue when the revoke answers, before its lease would lapse.
    const back = row(db, id);
    expect([back.status, back.judge_retries]).toEqual([5, 1]);
    const state = { version: '0', languages: ['C'], workers: 1, busy: 0 };
    const refused = await Promise.all([
      nodeCall(server.base, w.tokens.revoked!, 'claim', state),
      nodeCall(server.base, w.tokens.revoked!, 'heartbeat', { ...state, held: [keyOf(id, held.judge_attempt)] }),
      nodeCall(server.base, w.tokens.revoked!, 'report', {
        reports: [{ key: keyOf(id, held.judge_attempt), report: { kind: 'status', status: 7 } }],
      }),
    ]);
    expect(refused.map((r) => [r.http, (r.body as unknown as { code?: string }).code ?? r.body.msg])).toEqual(
      Array(3).fill([401, expect.stringMatching(/revoked|JudgeNodeTokenRefused/)]),
    );
    // The revoked node's reports are refused from now on; another node judges it.
    const third = await startNode(server.base, w.tokens.third!, tempDir('node-third-'));
    const done = await until(db, id, (r) => finished(r) && r.judger === 'third');
    expect([done.status, done.judge_attempt, done.judge_retries]).toEqual([0, held.judge_attempt + 1, 1]);
    expect(cases(db, id)).toEqual(ACCEPTED_CASES);
    await untilJudged(db, 'third', 1);
    expect([judgedBy(db, 'revoked'), judgedBy(db, 'third')]).toEqual([0, 1]);
    revoked.kill('SIGKILL');
    third.kill('SIGKILL');
  }, 240_000);

  test('a node killed mid-judgement: the submission is judged again, once, right', async () => {
    const killed = await startNode(server.base, w.tokens.killed!, tempDir('node-killed-'));
    const id = await submit(server.base, session, w.problemId, SLOW);
    const held = await judgingBy(id, 'killed');
    killed.kill('SIGKILL');
    await killed.exited;
    const rescuer = await startNode(server.base, w.tokens.rescuer!, tempDir('node-rescuer-'));
    const done = await until(db, id, finished);
    expect([done.status, done.judger, done.judge_attempt, done.judge_retries]).toEqual([
      0,
      'rescuer',
      held.judge_attempt + 1,
      1,
    ]);
    expect(cases(db, id)).toEqual(ACCEPTED_CASES);
    await untilJudged(db, 'rescuer', 1);
    expect([judgedBy(db, 'killed'), judgedBy(db, 'rescuer')]).toEqual([0, 1]);
    rescuer.kill('SIGKILL');
  }, 240_000);

  test('a node that stops answering loses its lease; judged once elsewhere, its late reports refused', async () => {
    const stopped = await startNode(server.base, w.tokens.stopped!, tempDir('node-stopped-'));
    const id = await submit(server.base, session, w.problemId, SLOW);
    const held = await judgingBy(id, 'stopped');
    stopped.kill('SIGSTOP');
    const after = await startNode(server.base, w.tokens.after!, tempDir('node-after-'));
    const done = await until(db, id, (r) => finished(r) && r.judger === 'after');
    expect([done.status, done.judge_attempt]).toEqual([0, held.judge_attempt + 1]);
    const judgedAt = () => db.query('select judged_at from submissions where submit_id = ?').get(id);
    const before = judgedAt();
    // Back again: its late reports are refused and the server tells it to drop the task.
    const late = await nodeCall(server.base, w.tokens.stopped!, 'report', {
      reports: [
        {
          key: keyOf(id, held.judge_attempt),
          report: {
            kind: 'finish',
            result: { status: -1, score: null, oiRankScore: null, time: 1, memory: 1, judger: 'x' },
          },
        },
      ],
    });
    expect(late.body.data).toEqual({ accepted: [false] });
    const resumedAt = Date.now();
    stopped.kill('SIGCONT');
    const idle = () =>
      db.query('select busy, last_seen_at as seen from judge_nodes where name = ?').get('stopped') as {
        busy: number;
        seen: number;
      };
    while (!(idle().seen > resumedAt && idle().busy === 0)) await Bun.sleep(50);
    expect(judgedAt()).toEqual(before);
    expect(cases(db, id)).toEqual(ACCEPTED_CASES);
    await untilJudged(db, 'after', 1);
    expect([judgedBy(db, 'stopped'), judgedBy(db, 'after')]).toEqual([0, 1]);
    stopped.kill('SIGKILL');
    after.kill('SIGKILL');
  }, 240_000);
});
