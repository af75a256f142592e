// A judge node across a server restart and with its cache: the server restarted while a node holds
// a lease re-queues the submission, which is judged once and the node's stale report refused; a
// damaged cache entry is fetched again (never judged with); a problem whose test data changes is
// given new hashes, and the node judges with the new data.
import { afterAll, afterEach, expect, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { saveProblem } from '../../src/domain/problems/save-problem.ts';
import { FileHashes, taskFiles } from '../../src/judging/node-files.ts';
import { loadProblemSpec } from '../../src/judging/problem-spec.ts';
import { buildDeps } from '../../src/server.ts';
import type { JudgeTask } from '../../judge/host.ts';
import {
  CASES,
  cases,
  cleanUp,
  finished,
  login,
  makeWorld,
  nodeCall,
  openDb,
  program,
  startNode,
  startServer,
  stopNodes,
  submit,
  tempDir,
  until,
  untilJudged,
} from './harness.ts';

afterEach(stopNodes);
afterAll(cleanUp);

const sha = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex');
const ACCEPTED_CASES = CASES.map((_, i) => ({ case_index: i + 1, status: 0 }));

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

test('the server restarted while a node holds a lease: judged once, the stale report refused', async () => {
  const w = await makeWorld(['restarted']);
  const port = freePort();
  const first = await startServer(w.dataDir, 0, port);
  await startNode(first.base, w.tokens.restarted!, tempDir('node-restarted-'));
  const id = await submit(first.base, await login(first.base, w.user), w.problemId, program(true, 40));
  const db = openDb(w.dataDir);
  try {
    const held = await until(db, id, (r) => r.status === 7 && r.judger === 'restarted');
    first.proc.kill('SIGKILL');
    await first.proc.exited;
    const second = await startServer(w.dataDir, 0, port);
    const stale = await nodeCall(second.base, w.tokens.restarted!, 'report', {
      reports: [
        {
          key: { kind: 'submission', id: String(id), attempt: held.judge_attempt },
          report: {
            kind: 'finish',
            result: { status: -1, score: null, oiRankScore: null, time: 1, memory: 1, judger: 'x' },
          },
        },
      ],
    });
    expect(stale.body.data).toEqual({ accepted: [false] });
    const done = await until(db, id, finished);
    expect(done.status).toBe(0);
    expect(done.judge_attempt).toBeGreaterThan(held.judge_attempt);
    expect(cases(db, id)).toEqual(ACCEPTED_CASES);
    await untilJudged(db, 'restarted', 1);
    second.proc.kill('SIGKILL');
  } finally {
    db.close();
  }
}, 240_000);

test('a damaged cache entry is fetched again; changed test data is new hashes, judged with', async () => {
  const w = await makeWorld(['cached']);
  const server = await startServer(w.dataDir, 0);
  const session = await login(server.base, w.user);
  const cache = tempDir('node-cached-');
  const db = openDb(w.dataDir);
  try {
    let node = await startNode(server.base, w.tokens.cached!, cache);
    const first = await submit(server.base, session, w.problemId, program(true));
    expect((await until(db, first, finished)).status).toBe(0);
    await untilJudged(db, 'cached', 1);
    node.kill('SIGKILL');
    await node.exited;
    // The answer of case 1 damaged in the cache: judged with it, a right program would be wrong.
    const answer = join(cache, 'files', sha('3\n'));
    expect(readFileSync(answer, 'utf8')).toBe('3\n');
    writeFileSync(answer, '4\n');
    node = await startNode(server.base, w.tokens.cached!, cache);
    const second = await submit(server.base, session, w.problemId, program(true));
    expect((await until(db, second, finished)).status).toBe(0);
    expect(cases(db, second)).toEqual(ACCEPTED_CASES);
    expect(readFileSync(answer, 'utf8')).toBe('3\n');

    // New test data (a product now): new hashes, fetched and judged with.
    const deps = buildDeps(loadConfig({ data: w.dataDir }, {}));
    const pid = (db.query('select id from problems where problem_id = ?').get(w.problemId) as { id: number }).id;
    const spec = () => loadProblemSpec(deps.db, pid)!;
    const task = (): JudgeTask => ({
      kind: 'submission',
      key: { kind: 'submission', id: '0', attempt: 1 },
      language: 'C',
      code: '',
      problem: spec(),
      budgetMs: 60_000,
    });
    const hashes = new FileHashes();
    const before = await taskFiles(deps.db, deps.dataDir, hashes, task());
    expect(before.manifest.cases.map((c) => c.output)).toEqual(CASES.map((c) => sha(c.output)));
    const product = [
      { input: '2 2\n', output: '4\n' },
      { input: '3 3\n', output: '9\n' },
    ];
    await saveProblem(
      { db: deps.db, dataDir: deps.dataDir },
      { uid: 'root', username: 'root', role: 1000 },
      {
        problem: { id: pid, problemId: w.problemId, title: 'Nodes', description: 'a*b', timeLimit: 5000 },
        samples: product,
        isUploadTestCase: false,
        languages: ['C'],
      },
    );
    const after = await taskFiles(deps.db, deps.dataDir, hashes, task());
    expect(after.manifest.cases.map((c) => [c.input, c.output])).toEqual(
      product.map((c) => [sha(c.input), sha(c.output)]),
    );
    deps.db.$client.close();
    const times = `#include <stdio.h>
int main(void){long long a,b;if(scanf("%lld%lld",&a,&b)!=2)return 1;printf("%lld\\n",a*b);return 0;}`;
    const third = await submit(server.base, session, w.problemId, times);
    expect((await until(db, third, finished)).status).toBe(0);
    expect(readFileSync(join(cache, 'files', sha('9\n')), 'utf8')).toBe('9\n');
    node.kill('SIGKILL');
    server.proc.kill('SIGKILL');
  } finally {
    db.close();
  }
}, 240_000);
