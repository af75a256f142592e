// The back office's judge nodes through the API: only the holder of the site's settings lists,
// creates and revokes; the token is in the create's answer and nowhere else; bad input is a clear
// refusal that changes nothing.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { cpus } from 'node:os';
import { sha256 } from '../../../src/domain/accounts/secrets.ts';
import { authenticateJudgeNode } from '../../../src/domain/judge-nodes/tokens.ts';
import { listJudgeNodes, recordHeartbeat, VERSION } from '../../../src/domain/judge-nodes/registry.ts';
import { call, makeTestApp } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';

setDefaultTimeout(120_000);

type Headers = Record<string, string>;
let t: ReturnType<typeof makeTestApp>;
let root: Headers;
const others: Record<string, Headers> = {};

beforeAll(async () => {
  t = makeTestApp();
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  others.student = (await createUserAndLogin(t.deps, t.app)).headers;
  others.teacher = (await createUserAndLogin(t.deps, t.app, { role: 1009 })).headers;
  others.admin = (await createUserAndLogin(t.deps, t.app, { role: 1001 })).headers;
  others.problemAdmin = (await createUserAndLogin(t.deps, t.app, { role: 1008 })).headers;
  others.visitor = {};
});
afterAll(() => t[Symbol.dispose]());

const list = (headers: Headers) => call(t.app, '/api/admin/judge-nodes', { headers });
const create = (headers: Headers, name: unknown, lang = 'en-US') =>
  call(t.app, '/api/admin/judge-nodes/create', {
    method: 'POST',
    headers: { ...headers, 'Accept-Language': lang },
    json: { name },
  });
const revoke = (headers: Headers, id: unknown, lang = 'en-US') =>
  call(t.app, '/api/admin/judge-nodes/revoke', {
    method: 'POST',
    headers: { ...headers, 'Accept-Language': lang },
    json: { id },
  });

describe('judge nodes in the back office', () => {
  test('the super admin creates a node: the token is answered once and authenticates it', async () => {
    const made = await create(root, 'lab-a');
    expect(made.status).toBe(200);
    expect(made.env.status).toBe(200);
    const { id, name, token } = made.env.data;
    expect(name).toBe('lab-a');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authenticateJudgeNode(t.deps.db, token)?.id).toBe(id);

    const listed = await list(root);
    expect(listed.env.status).toBe(200);
    expect(listed.env.data.serverVersion).toBe(VERSION);
    expect(listed.env.data.localWorkers).toBe(cpus().length);
    const node = listed.env.data.nodes.find((n: { id: number }) => n.id === id);
    expect(node).toMatchObject({ name: 'lab-a', revokedAt: null, lastSeenAt: null, judged: 0, languages: [] });
    const text = await listed.res.text();
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256(token));
    expect(text).not.toContain('tokenHash');
  });

  test('revoking takes the token back; the list shows when', async () => {
    const { id, token } = (await create(root, 'lab-b')).env.data;
    const done = await revoke(root, id);
    expect(done.env).toMatchObject({ status: 200, data: null });
    expect(authenticateJudgeNode(t.deps.db, token)).toBeNull();
    const node = (await list(root)).env.data.nodes.find((n: { id: number }) => n.id === id);
    expect(node.revokedAt).toBeNumber();
  });

  test('revoking an unknown node is a clear error in both languages', async () => {
    const en = await revoke(root, 987654);
    expect(en.env.status).toBe(404);
    expect(en.env.msg).toBe('There is no judge node 987654');
    const zh = await revoke(root, 987654, 'zh-CN');
    expect(zh.env.msg).toBe('评测节点 987654 不存在');
    expect((await revoke(root, 'not-a-number')).env.status).toBe(400);
  });

  test('a bad or taken name is refused and nothing is made', async () => {
    const before = listJudgeNodes(t.deps.db).length;
    for (const name of ['', 'has space', '../etc', 'x'.repeat(65), 42, null]) {
      const r = await create(root, name);
      expect(r.status).toBeLessThan(500);
      expect(r.env.status).toBe(400);
      expect(r.env.data?.token).toBeUndefined();
    }
    expect((await create(root, 'bad name')).env.msg).toContain('"bad name" is not');
    expect((await create(root, 'lab-a')).env.msg).toBe('A judge node named lab-a already exists');
    expect((await create(root, 'lab-a', 'zh-CN')).env.msg).toBe('已存在名为 lab-a 的评测节点');
    expect(listJudgeNodes(t.deps.db).length).toBe(before);
  });

  test.each(['student', 'teacher', 'admin', 'problemAdmin', 'visitor'])(
    'a %s can neither list, create nor revoke',
    async (who) => {
      const headers = others[who]!;
      const { id, token } = (await create(root, `kept-${who}`)).env.data;
      for (const r of [await list(headers), await create(headers, `made-by-${who}`), await revoke(headers, id)]) {
        expect([401, 403]).toContain(r.status);
        const text = await r.res.text();
        expect(text).not.toContain(`kept-${who}`);
      }
      expect(listJudgeNodes(t.deps.db).some((n) => n.name === `made-by-${who}`)).toBe(false);
      expect(authenticateJudgeNode(t.deps.db, token)?.id).toBe(id);
    },
  );

  test("the dashboard's judge card lists the valid nodes to every manager, without tokens", async () => {
    const live = (await create(root, 'dash-live')).env.data;
    const gone = (await create(root, 'dash-gone')).env.data;
    recordHeartbeat(t.deps.db, live.id, {
      address: '10.1.2.3',
      version: VERSION,
      workers: 4,
      busy: 3,
      languages: ['C++17'],
    });
    await revoke(root, gone.id);
    const r = await call(t.app, '/api/admin/config/get-judge-service-info', { headers: others.admin });
    expect(r.env.status).toBe(200);
    const nodes = r.env.data.nodes as { name: string }[];
    expect(nodes.find((n) => n.name === 'dash-live')).toMatchObject({
      address: '10.1.2.3',
      workers: 4,
      busy: 3,
      languages: ['C++17'],
    });
    expect(nodes.some((n) => n.name === 'dash-gone')).toBe(false);
    const text = await r.res.text();
    expect(text).not.toContain(live.token);
    expect(text).not.toContain(sha256(live.token));
  });

  test('the list gives the local workers a server starts with: 0 under --workers 0', async () => {
    using none = makeTestApp({ workers: '0' });
    const admin = (await createUserAndLogin(none.deps, none.app, { role: 1000 })).headers;
    const r = await call(none.app, '/api/admin/judge-nodes', { headers: admin });
    expect(r.env.data).toMatchObject({ localWorkers: 0, nodes: [] });
  });
});
