// A remote problem import whose site cannot be had ends with the catalogue's words naming the site
// and what went wrong, in both languages, and stores nothing: a site with nothing listening at its
// address is "cannot be reached"; a site that takes the connection and never answers is cut off at
// the importer's own timeout (--remote-timeout-ms) and is "did not answer within".
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';

// Accounts are created with argon2 hashing: allow for a busy machine.
setDefaultTimeout(120_000);

/** A port that was free a moment ago: nothing listens there. */
function closedPort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

/** A site that takes every connection and never says a word; it counts the connections. */
const connections: unknown[] = [];
const silent = Bun.listen({
  hostname: '127.0.0.1',
  port: 0,
  socket: {
    open(socket) {
      connections.push(socket);
    },
    data() {},
  },
});
afterAll(() => silent.stop(true));

async function importAs(address: string) {
  using t = makeTestApp({ 'remote-codeforces-url': address, 'remote-timeout-ms': '2000' });
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const answers = [];
  for (const lang of ['en-US', 'zh-CN']) {
    const { env } = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1A', {
      headers: { ...root.headers, 'Accept-Language': lang },
    });
    answers.push(env);
  }
  const problems = t.deps.db.$client.query<{ n: number }, []>('select count(*) as n from problems').get()!.n;
  const files = readdirSync(t.dataDir).flatMap((d) =>
    d === 'problems' ? readdirSync(join(t.dataDir, d)).map((f) => `${d}/${f}`) : [],
  );
  return { answers, problems, files };
}

test('a site with nothing listening is named as not reachable from this server; nothing is stored', async () => {
  const port = closedPort();
  const { answers, problems, files } = await importAs(`http://127.0.0.1:${port}`);
  expect(answers.map((a) => a.status)).toEqual([400, 400]);
  expect(answers.map((a) => a.msg)).toEqual([
    `Codeforces (127.0.0.1:${port}) cannot be reached from this server: check that the server can connect to the internet, or try again later`,
    `本服务器无法连接 Codeforces（127.0.0.1:${port}）：请检查服务器能否访问互联网，或稍后再试`,
  ]);
  expect(problems).toBe(0);
  expect(files).toEqual([]);
});

test("a site that never answers is given up at the importer's own timeout; nothing is stored", async () => {
  const host = `127.0.0.1:${silent.port}`;
  const { answers, problems, files } = await importAs(`http://${host}`);
  expect(connections.length).toBeGreaterThanOrEqual(2);
  expect(answers.map((a) => a.status)).toEqual([400, 400]);
  expect(answers.map((a) => a.msg)).toEqual([
    `Codeforces (${host}) did not answer within 2 seconds: the site may be down or slow; try again later`,
    `Codeforces（${host}）在 2 秒内没有响应：该站点可能已停止服务或过慢，请稍后再试`,
  ]);
  expect(problems).toBe(0);
  expect(files).toEqual([]);
});
