import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { groupMembers } from '../../../src/db/schema/index.ts';
import { classSetup, send, type Headers } from './helpers.ts';

// Each setup hashes passwords for seven accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const DENIED = 'Only the author of this announcement or someone above them in the group may change it';

/**
 * Class 7A of classSetup (the teacher owns it; Alice a member, Carol a group admin) where Dave is
 * a second group admin and Bob a group root (level 5). `post` writes an announcement as `h`;
 * `change` hides it (PUT) and `remove` deletes it.
 */
async function setup() {
  const s = await classSetup();
  const now = new Date();
  s.t.deps.db
    .insert(groupMembers)
    .values([
      { gid: s.gid, uid: s.dave.uid, auth: 4, createdAt: now, updatedAt: now },
      { gid: s.gid, uid: s.bob.uid, auth: 5, createdAt: now, updatedAt: now },
    ])
    .run();
  const post = async (h: Headers, title = 'Homework') => {
    const env = await send(s.t, 'POST', '/api/group/announcement', h, {
      gid: s.gid,
      title,
      content: 'Chapter 3, exercises 1-5.',
    });
    if (env.status !== 200) throw new Error(env.msg);
    return env.data.id as number;
  };
  const change = async (h: Headers, id: number) =>
    (
      await send(s.t, 'PUT', '/api/group/announcement', h, {
        id,
        gid: s.gid,
        title: 'Changed',
        content: 'No homework.',
        status: 1,
      })
    ).msg;
  const remove = async (h: Headers, id: number) =>
    (await send(s.t, 'DELETE', `/api/group/announcement?aid=${id}`, h)).msg;
  return { ...s, post, change, remove };
}

describe("a group's announcements are changed by their author or someone above them", () => {
  test("a group admin cannot edit, hide or delete the owner's or a group root's announcement, nor another group admin's", async () => {
    await using s = await setup();
    const owners = await s.post(s.teacher.headers);
    const roots = await s.post(s.bob.headers);
    const daves = await s.post(s.dave.headers);
    for (const id of [owners, roots, daves]) {
      expect({ id, put: await s.change(s.carol.headers, id), del: await s.remove(s.carol.headers, id) }).toEqual({
        id,
        put: DENIED,
        del: DENIED,
      });
    }
    const list = await send(s.t, 'GET', `/api/group/get-announcement-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.total).toBe(3);
    expect(list.data.records.map((a: { title: string }) => a.title)).toEqual(['Homework', 'Homework', 'Homework']);
    // A group root is refused the owner's announcement too.
    expect(await s.change(s.bob.headers, owners)).toBe(DENIED);
  });

  test('the author, a higher level, the owner and the super admin may', async () => {
    await using s = await setup();
    const carols = await s.post(s.carol.headers);
    expect(await s.change(s.carol.headers, carols)).toBe('Update Successfully');
    expect(await s.change(s.bob.headers, carols)).toBe('Update Successfully');
    const roots = await s.post(s.bob.headers);
    expect(await s.change(s.teacher.headers, roots)).toBe('Update Successfully');
    const owners = await s.post(s.teacher.headers);
    expect(await s.remove(s.root.headers, owners)).toBe('Delete successfully');
    expect(await s.remove(s.carol.headers, carols)).toBe('Delete successfully');
    // An announcement names its group: another group's id is "not found".
    const other = await send(s.t, 'PUT', '/api/group/announcement', s.dave.headers, {
      id: roots,
      gid: s.other,
      title: 'X',
      content: 'Y',
    });
    expect(other.msg).toBe('The announcement does not exist');
  });
});

describe("applicants' reasons are the group admins' only", () => {
  test("a plain member reads the member list without anyone's reason; a group admin sees them", async () => {
    await using s = await setup();
    await send(s.t, 'POST', `/api/group/member?gid=${s.other}&code=abc123&reason=I sit next to Dave`, s.alice.headers);
    const applied = await send(s.t, 'PUT', '/api/group/member', s.dave.headers, {
      gid: s.other,
      uid: s.alice.uid,
      auth: 3,
    });
    expect(applied.status).toBe(200);
    const now = new Date();
    s.t.deps.db
      .insert(groupMembers)
      .values({ gid: s.other, uid: s.carol.uid, auth: 3, createdAt: now, updatedAt: now })
      .run();
    const reasons = async (h: Headers) =>
      (await send(s.t, 'GET', `/api/group/get-member-list?gid=${s.other}`, h)).data.records
        .filter((r: { uid: string }) => r.uid === s.alice.uid)
        .map((r: { reason: string }) => r.reason);
    expect(await reasons(s.carol.headers)).toEqual(['']);
    expect(await reasons(s.dave.headers)).toEqual(['I sit next to Dave']);
  });
});
