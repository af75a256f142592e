import { expect, setDefaultTimeout, test } from 'bun:test';
import { loadConfig } from '../../../src/config.ts';
import { createApp } from '../../../src/http/app.ts';
import { buildDeps } from '../../../src/server.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { send, trainingForm } from './helpers.ts';

setDefaultTimeout(120_000);

/** Trainings need a category: a fresh site has one, made once — one the admins removed does not come back. */
test('a fresh site has a default training category, usable at once and never made twice', async () => {
  const t = makeTestApp();
  using _ = t;
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const list = (await send(t, 'GET', '/api/get-training-category', root.headers)).data as {
    id: number;
    name: string;
    gid: number | null;
  }[];
  expect(list.map((c) => ({ name: c.name, gid: c.gid }))).toEqual([{ name: 'General / 综合', gid: null }]);
  const created = await send(t, 'POST', '/api/admin/training', root.headers, trainingForm(list[0]!.id));
  expect([created.status, created.msg]).toEqual([200, 'success']);

  // A second category, the default removed once its training moved; starting again brings nothing back.
  const other = (
    await send(t, 'POST', '/api/admin/training/category', root.headers, { name: 'Loops', color: '#2d8cf0' })
  ).data.id as number;
  const removed = await send(
    t,
    'DELETE',
    `/api/admin/training/category?cid=${list[0]!.id}&moveTo=${other}`,
    root.headers,
  );
  expect(removed.status).toBe(200);
  const again = buildDeps(loadConfig({ data: t.dataDir }, {}));
  try {
    const after = (
      await send({ ...t, app: createApp(again), deps: again }, 'GET', '/api/get-training-category', root.headers)
    ).data as { name: string }[];
    expect(after.map((c) => c.name)).toEqual(['Loops']);
  } finally {
    again.db.$client.close();
  }
});
