import { expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { classSetup } from './helpers.ts';

// Each setup hashes passwords for several accounts.
setDefaultTimeout(120_000);

test("the member list shows real names to the group's admins, never to its members", async () => {
  await using s = await classSetup();
  s.t.deps.db.update(users).set({ realname: 'Alice Liddell' }).where(eq(users.uid, s.alice.uid)).run();
  const names = async (headers: Record<string, string>) => {
    const { env } = await call(s.t.app, `/api/group/get-member-list?gid=${s.gid}`, { headers });
    return Object.fromEntries(
      (env.data.records as { username: string; realname: string }[]).map((r) => [r.username, r.realname]),
    )[s.alice.username];
  };
  expect(await names(s.teacher.headers)).toBe('Alice Liddell');
  expect(await names(s.carol.headers)).toBe('Alice Liddell');
  expect(await names(s.alice.headers)).toBe('');
});
