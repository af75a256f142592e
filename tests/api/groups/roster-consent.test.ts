import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { groupMembers, userMessages } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { send, setup as groupSetup, type Headers } from './helpers.ts';

// Each setup hashes passwords for seven accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

/**
 * Class 7A, a private group the teacher owns, with Carol as a group admin (level 4) and Alice as a
 * group root (level 5) who does not own it; Bob and Dave are outside, `admin` is a site admin.
 */
async function setup() {
  const s = await groupSetup();
  const gid = await s.createGroup(s.teacher.headers);
  const now = new Date();
  s.t.deps.db
    .insert(groupMembers)
    .values([
      { gid, uid: s.carol.uid, auth: 4, createdAt: now, updatedAt: now },
      { gid, uid: s.alice.uid, auth: 5, createdAt: now, updatedAt: now },
    ])
    .run();
  const preview = async (headers: Headers, names: string[]) => {
    const form = new FormData();
    form.append('file', new File([names.join('\n')], 'class.csv', { type: 'text/csv' }));
    const { env } = await call(s.t.app, `/api/group/roster-preview?gid=${gid}`, {
      method: 'POST',
      headers,
      body: form,
    });
    return (env.data.lines as { username: string; state: string }[]).map((l) => [l.username, l.state]);
  };
  const add = (headers: Headers, names: string[]) =>
    send(s.t, 'POST', '/api/group/roster-add', headers, { gid, rows: names.map((n) => [n]) });
  const levelOf = (uid: string) =>
    s.t.deps.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
      .get()?.auth ?? null;
  const titles = (uid: string) =>
    s.t.deps.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.uid, uid))
      .all()
      .map((m) => m.title);
  return { ...s, gid, preview, add, levelOf, titles };
}

describe('a roster adds at once only the accounts the actor may add; the others are invited', () => {
  test('a group admin who is not the owner only invites: nobody joins until they accept, and the admin cannot raise an invitation to a member', async () => {
    await using s = await setup();
    for (const who of [s.carol, s.alice]) {
      expect(await s.preview(who.headers, [s.dave.username, s.admin.username])).toEqual([
        [s.dave.username, 'invite'],
        [s.admin.username, 'invite'],
      ]);
    }
    const added = await s.add(s.carol.headers, [s.dave.username, s.admin.username]);
    expect(added.data).toEqual({ joined: 0, created: 0, invited: 2 });
    expect([s.levelOf(s.dave.uid), s.levelOf(s.admin.uid)]).toEqual([0, 0]);
    expect(s.titles(s.dave.uid)).toEqual(['Invitation to Class 7A']);
    // An invitation is no membership: no content, no list, and no level change by a group admin.
    expect((await send(s.t, 'GET', `/api/group/get-announcement-list?gid=${s.gid}`, s.dave.headers)).msg).toBe(
      'Only members of this group may see this',
    );
    const members = (
      await send(s.t, 'GET', `/api/group/get-member-list?gid=${s.gid}`, s.carol.headers)
    ).data.records.map((r: { uid: string }) => r.uid);
    expect(members).not.toContain(s.dave.uid);
    expect(
      (await send(s.t, 'PUT', '/api/group/member', s.carol.headers, { gid: s.gid, uid: s.dave.uid, auth: 3 })).msg,
    ).toBe('The user is not in this group');
    expect(s.levelOf(s.dave.uid)).toBe(0);
    // Inviting again sends no second message.
    expect((await s.add(s.carol.headers, [s.dave.username])).data).toEqual({ joined: 0, created: 0, invited: 1 });
    expect(s.titles(s.dave.uid)).toEqual(['Invitation to Class 7A']);
    // The invited account accepts: it joins without the join code or a reason.
    const detail = await send(s.t, 'GET', `/api/get-group-detail?gid=${s.gid}`, s.dave.headers);
    expect([detail.data.invited, detail.data.isMember]).toEqual([true, false]);
    expect((await send(s.t, 'POST', `/api/group/member?gid=${s.gid}`, s.dave.headers)).msg).toBe('Join successfully');
    expect(s.levelOf(s.dave.uid)).toBe(3);
    expect((await send(s.t, 'GET', `/api/get-group-detail?gid=${s.gid}`, s.dave.headers)).data.invited).toBe(false);
  });

  test('the owner adds ordinary accounts at once but only invites a site admin; the super admin adds anyone', async () => {
    await using s = await setup();
    expect(await s.preview(s.teacher.headers, [s.dave.username, s.admin.username, s.root.username])).toEqual([
      [s.dave.username, 'join'],
      [s.admin.username, 'invite'],
      [s.root.username, 'invite'],
    ]);
    expect((await s.add(s.teacher.headers, [s.dave.username, s.admin.username])).data).toEqual({
      joined: 1,
      created: 0,
      invited: 1,
    });
    expect([s.levelOf(s.dave.uid), s.levelOf(s.admin.uid)]).toEqual([3, 0]);
    expect(await s.preview(s.root.headers, [s.admin.username, s.bob.username])).toEqual([
      [s.admin.username, 'join'],
      [s.bob.username, 'join'],
    ]);
    expect((await s.add(s.root.headers, [s.admin.username, s.bob.username])).data).toEqual({
      joined: 2,
      created: 0,
      invited: 0,
    });
    expect([s.levelOf(s.admin.uid), s.levelOf(s.bob.uid)]).toEqual([3, 3]);
  });
});
