import { expect, setDefaultTimeout, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setup } from './helpers.ts';

// Each setup hashes passwords for several accounts.
setDefaultTimeout(120_000);

/**
 * A teacher imports the class file in the back office, then adds the class to their group with the
 * same file: its lines name passwords, but their accounts exist now, so they join; a line whose
 * account does not exist still needs the super admin.
 */
test('the class file already imported adds its existing accounts to the group, passwords and all', async () => {
  await using s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const file = `姓名,密码,用户名\nAlice A,Pass7a01,${s.alice.username}\nDave D,Pass7a02,${s.dave.username}\nNew N,Pass7a03,s7a99\n`;
  const form = new FormData();
  form.append('file', new File([file], 'class.csv', { type: 'text/csv' }));
  const preview = await call(s.t.app, `/api/group/roster-preview?gid=${gid}`, {
    method: 'POST',
    headers: s.teacher.headers,
    body: form,
  });
  const lines = preview.env.data.lines as { username: string; state: string; fields: string[] }[];
  expect(lines.map((l) => [l.username, l.state])).toEqual([
    [s.alice.username, 'join'],
    [s.dave.username, 'join'],
    ['s7a99', 'invalid'],
  ]);
  const added = await call(s.t.app, '/api/group/roster-add', {
    method: 'POST',
    headers: s.teacher.headers,
    json: { gid, rows: lines.filter((l) => l.state === 'join').map((l) => l.fields) },
  });
  expect(added.env.data).toEqual({ joined: 2, created: 0, invited: 0 });
});
