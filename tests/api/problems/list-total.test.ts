import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup } from './helpers.ts';

// The problem list keeps its total while the database is unchanged (src/db/kept-values.ts):
// every kind of write in between must show in the next total.
test('the problem list total follows every write: through the API, on the same connection, and from another connection', async () => {
  using s = await setup();
  const h = s.admin.headers;
  const total = async (headers: Record<string, string> = {}) =>
    (await call(s.t.app, '/api/get-problem-list', { headers })).env.data.total;
  await createProblem(s.t, h, problemForm({ problemId: 'P1000' }));
  const hidden = await createProblem(s.t, h, problemForm({ problemId: 'P1001', auth: 2 }));
  expect([await total(), await total(s.user.headers), await total(h)]).toEqual([1, 1, 2]);

  await createProblem(s.t, h, problemForm({ problemId: 'P1002' }));
  expect([await total(), await total(h)]).toEqual([2, 3]);

  s.t.deps.db.$client.run('update problems set auth = 1 where id = ?', [hidden.id]);
  expect([await total(), await total(s.user.headers)]).toEqual([3, 3]);

  const other = new Database(s.t.deps.db.$client.filename);
  try {
    other.run('update problems set auth = 3 where id = ?', [hidden.id]);
    expect([await total(), await total(h)]).toEqual([2, 3]);
    other.run('delete from problems where id = ?', [hidden.id]);
    expect([await total(), await total(h)]).toEqual([2, 2]);
  } finally {
    other.close();
  }
});
