import { describe, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { groupForm, send, setup } from './helpers.ts';

describe('creating and editing a group', () => {
  test('the rules answer in order, naming the field, in both languages; names are unique', async () => {
    await using s = await setup();
    const steps: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Group name is required'],
      [{ name: 'abcd' }, 'Group name must be 5 to 25 characters long'],
      [{ shortName: '' }, 'Short name is required'],
      [{ shortName: 'abcdefghijk' }, 'The short name must be 5–10 letters or digits'],
      [{ shortName: 'class 7a' }, 'The short name must be 5–10 letters or digits'],
      [{ shortName: '7a' }, 'The short name must be 5–10 letters or digits'],
      [{ brief: 'abc' }, 'Brief must be 5 to 50 characters long'],
      [{ auth: null }, 'Group type is required'],
      [{ auth: 2, code: '' }, 'Join code is required'],
      [{ auth: 3, code: 'abc' }, 'Join code must be 6 characters long'],
      [{ description: 'tiny' }, 'Description must be 5 to 1000 characters long'],
    ];
    for (const [fields, msg] of steps) {
      const env = await send(s.t, 'POST', '/api/group', s.teacher.headers, groupForm(fields));
      expect({ fields: Object.keys(fields), msg: env.msg }).toEqual({ fields: Object.keys(fields), msg });
    }
    const zh = await call(s.t.app, '/api/group', {
      method: 'POST',
      headers: { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
      json: groupForm({ name: '' }),
    });
    expect(zh.env.msg).toBe('团队名称不能为空');
    const zhShort = await call(s.t.app, '/api/group', {
      method: 'POST',
      headers: { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
      json: groupForm({ shortName: '七年级一班' }),
    });
    expect(zhShort.env.msg).toBe('团队简称必须是 5–10 个字母或数字');
    const gid = await s.createGroup(s.teacher.headers);
    expect((await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm({ name: 'CLASS 7a' }))).msg).toBe(
      'A group named CLASS 7a already exists',
    );
    expect(
      (await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm({ name: 'Other class', shortName: 'CLASS7A' })))
        .msg,
    ).toBe('A group with the short name CLASS7A already exists');
    const detail = await send(s.t, 'GET', `/api/get-group-detail?gid=${gid}`, s.teacher.headers);
    expect(detail.data).toMatchObject({
      owner: s.teacher.username,
      level: 5,
      isOwner: true,
      isRoot: true,
      code: 'abc123',
      memberCount: 1,
    });
    expect(
      (await send(s.t, 'PUT', '/api/group', s.teacher.headers, groupForm({ id: gid, brief: 'Renamed brief' }))).data
        .brief,
    ).toBe('Renamed brief');
    expect((await send(s.t, 'PUT', '/api/group', s.alice.headers, groupForm({ id: gid }))).msg).toBe(
      "Only the group's owner and roots may do this",
    );
  });

  test('the site thresholds apply to non-admin roles', async () => {
    await using s = await setup();
    setWebsiteConfig(s.t.deps.db, { groupAcRequired: 1 });
    expect((await send(s.t, 'POST', '/api/group', s.alice.headers, groupForm())).msg).toBe(
      'You need at least 1 accepted problems to create a group',
    );
    expect((await send(s.t, 'POST', '/api/group', s.admin.headers, groupForm())).status).toBe(200);
    setWebsiteConfig(s.t.deps.db, { groupAcRequired: 0, totalGroupLimit: 1 });
    await s.createGroup(s.bob.headers, { name: 'First group', shortName: 'first' });
    expect(
      (await send(s.t, 'POST', '/api/group', s.bob.headers, groupForm({ name: 'Second group', shortName: 'second' })))
        .msg,
    ).toBe('You can own at most 1 groups');
  });
});

describe('joining', () => {
  test('public joins at once; protected applies with a reason; private also needs the code; repeats refused', async () => {
    await using s = await setup();
    const open = await s.createGroup(s.teacher.headers, {
      name: 'Open group',
      shortName: 'opengrp',
      auth: 1,
      code: '',
    });
    const guarded = await s.createGroup(s.teacher.headers, {
      name: 'Guarded group',
      shortName: 'guarded',
      auth: 2,
      code: 'qwerty',
    });
    const closed = await s.createGroup(s.teacher.headers);
    const apply = (gid: number, h: Record<string, string>, q = '') =>
      send(s.t, 'POST', `/api/group/member?gid=${gid}${q}`, h);
    expect((await apply(open, s.alice.headers)).data).toBe('joined');
    expect((await apply(open, s.alice.headers)).msg).toBe('You are already a member of this group');
    expect((await apply(guarded, s.alice.headers, '&reason=hi')).msg).toBe(
      'The reason must be 5 to 100 characters long',
    );
    expect((await apply(guarded, s.alice.headers, '&reason=I am in 7A')).data).toBe('applied');
    expect((await apply(guarded, s.alice.headers, '&reason=I am in 7A')).msg).toBe(
      'Your application is waiting for the group to answer it',
    );
    expect((await apply(closed, s.bob.headers, '&code=nope12&reason=I am in 7A')).msg).toBe('The join code is wrong');
    expect((await apply(closed, s.bob.headers, '&code=abc123&reason=I am in 7A')).data).toBe('applied');
    const applications = await send(s.t, 'GET', `/api/group/get-apply-list?gid=${closed}`, s.teacher.headers);
    expect(
      applications.data.records.map((r: { username: string; auth: number; reason: string }) => [
        r.username,
        r.auth,
        r.reason,
      ]),
    ).toEqual([[s.bob.username, 1, 'I am in 7A']]);
    expect((await send(s.t, 'GET', `/api/group/get-apply-list?gid=${closed}`, s.bob.headers)).msg).toBe(
      "Only the group's administrators may do this",
    );
    expect((await send(s.t, 'GET', `/api/group/get-member-list?gid=${closed}`, s.bob.headers)).msg).toBe(
      'Only members of this group may see this',
    );
    // The teacher heard of the application; the public group's joiner was welcomed.
    expect((await send(s.t, 'GET', '/api/msg/mine', s.teacher.headers)).data.records[0].title).toBe(
      `${s.bob.username} applies to join Class 7A`,
    );
    expect(
      (await send(s.t, 'GET', '/api/msg/mine', s.alice.headers)).data.records.map((m: { title: string }) => m.title),
    ).toContain('Welcome to Open group');
  });
});

describe('members', () => {
  test('approving, refusing, promoting, removing and leaving follow the rules; messages reach those concerned', async () => {
    await using s = await setup();
    const gid = await s.createGroup(s.teacher.headers);
    for (const who of [s.alice, s.bob, s.carol, s.dave])
      await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I am in 7A`, who.headers);
    const set = (h: Record<string, string>, uid: string, auth: number) =>
      send(s.t, 'PUT', '/api/group/member', h, { gid, uid, auth });
    expect((await set(s.teacher.headers, s.alice.uid, 3)).status).toBe(200);
    expect((await set(s.teacher.headers, s.bob.uid, 2)).status).toBe(200);
    expect((await set(s.teacher.headers, s.carol.uid, 4)).status).toBe(200);
    expect((await set(s.teacher.headers, s.dave.uid, 3)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/msg/mine', s.bob.headers)).data.records[0].title).toBe(
      'Application to Class 7A',
    );
    expect((await send(s.t, 'GET', '/api/msg/mine', s.alice.headers)).data.records[0].title).toBe(
      'Welcome to Class 7A',
    );
    // Carol (a group admin, 4) changes only people below 4, to levels below 4.
    const cases: [string, number, string][] = [
      [s.teacher.uid, 3, "The group owner's membership cannot be changed"],
      [s.alice.uid, 4, 'You may only change members below your own level, to a level below your own'],
      [s.alice.uid, 1, 'A member cannot be put back to applying or refused'],
      [s.carol.uid, 3, 'You may only change members below your own level, to a level below your own'],
      ['nobody', 3, 'The user is not in this group'],
    ];
    for (const [uid, auth, msg] of cases)
      expect({ uid, auth, msg: (await set(s.carol.headers, uid, auth)).msg }).toEqual({ uid, auth, msg });
    expect((await set(s.alice.headers, s.dave.uid, 3)).msg).toBe("Only the group's administrators may do this");
    const remove = (h: Record<string, string>, uid: string) =>
      send(s.t, 'DELETE', `/api/group/member?gid=${gid}&uid=${uid}`, h);
    expect((await remove(s.carol.headers, s.teacher.uid)).msg).toBe(
      'You may only remove members below your own level, never yourself or the owner',
    );
    expect((await remove(s.carol.headers, s.carol.uid)).msg).toBe(
      'You may only remove members below your own level, never yourself or the owner',
    );
    expect((await remove(s.carol.headers, s.dave.uid)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/msg/mine', s.dave.headers)).data.records[0].title).toBe(
      'Removed from Class 7A',
    );
    // The super admin stands above every level.
    expect((await set(s.root.headers, s.carol.uid, 5)).status).toBe(200);
    const members = await send(s.t, 'GET', `/api/group/get-member-list?gid=${gid}`, s.alice.headers);
    // Highest level first, the latest changed first within a level.
    expect(members.data.records.map((m: { username: string; auth: number }) => [m.username, m.auth])).toEqual([
      [s.carol.username, 5],
      [s.teacher.username, 5],
      [s.alice.username, 3],
    ]);
    expect((await send(s.t, 'DELETE', `/api/group/member/exit?gid=${gid}`, s.teacher.headers)).msg).toBe(
      'The owner cannot leave the group; the owner can disband it',
    );
    expect((await send(s.t, 'DELETE', `/api/group/member/exit?gid=${gid}`, s.alice.headers)).status).toBe(200);
    expect((await send(s.t, 'DELETE', `/api/group/member/exit?gid=${gid}`, s.alice.headers)).msg).toBe(
      'You are not a member of this group',
    );
  });

  test('visibility: hidden to non-members, banned to all but the super admin, disbanded for everyone', async () => {
    await using s = await setup();
    const gid = await s.createGroup(s.teacher.headers, { visible: false });
    const detail = (h: Record<string, string>) => send(s.t, 'GET', `/api/get-group-detail?gid=${gid}`, h);
    expect((await detail(s.alice.headers)).msg).toBe('The group does not exist');
    expect((await detail(s.root.headers)).data.code).toBe('abc123');
    expect((await send(s.t, 'GET', '/api/get-group-list', s.alice.headers)).data.total).toBe(0);
    expect((await send(s.t, 'GET', '/api/get-group-list?onlyMine=true', s.teacher.headers)).data.total).toBe(1);
    await send(s.t, 'PUT', '/api/group', s.teacher.headers, groupForm({ id: gid, visible: true }));
    expect((await detail(s.alice.headers)).data).toMatchObject({ level: 0, isMember: false, code: null });
    s.t.deps.db.$client.run('update groups set status = 1 where id = ?', [gid]);
    expect((await detail(s.teacher.headers)).msg).toBe('The group does not exist');
    s.t.deps.db.$client.run('update groups set status = 0 where id = ?', [gid]);
    await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I am in 7A`, s.alice.headers);
    await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.alice.uid, auth: 3 });
    expect((await send(s.t, 'DELETE', `/api/group?gid=${gid}`, s.alice.headers)).msg).toBe(
      "Only the group's owner and roots may do this",
    );
    expect((await send(s.t, 'DELETE', `/api/group?gid=${gid}`, s.teacher.headers)).status).toBe(200);
    expect((await detail(s.root.headers)).msg).toBe('The group does not exist');
    expect((await send(s.t, 'GET', '/api/msg/mine', s.alice.headers)).data.records[0].title).toBe(
      'The group Class 7A was disbanded',
    );
  });

  test('announcements: members read the visible ones, group admins manage them', async () => {
    await using s = await setup();
    const gid = await s.createGroup(s.teacher.headers);
    await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I am in 7A`, s.alice.headers);
    await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.alice.uid, auth: 3 });
    const post = (h: Record<string, string>, fields: Record<string, unknown>) =>
      send(s.t, 'POST', '/api/group/announcement', h, { gid, title: 'Homework', content: 'Do it', ...fields });
    expect((await post(s.alice.headers, {})).msg).toBe("Only the group's administrators may do this");
    const shown = await post(s.teacher.headers, {});
    await post(s.teacher.headers, { title: 'Draft', status: 1 });
    expect(
      (await send(s.t, 'GET', `/api/group/get-announcement-list?gid=${gid}`, s.alice.headers)).data.records.map(
        (a: { title: string }) => a.title,
      ),
    ).toEqual(['Homework']);
    expect(
      (await send(s.t, 'GET', `/api/group/get-admin-announcement-list?gid=${gid}`, s.teacher.headers)).data.total,
    ).toBe(2);
    expect((await send(s.t, 'GET', `/api/group/get-announcement-list?gid=${gid}`, s.bob.headers)).msg).toBe(
      'Only members of this group may see this',
    );
    // Not on the home page, and the site's announcement calls cannot reach it.
    expect((await send(s.t, 'GET', '/api/get-common-announcement', undefined)).data.total).toBe(0);
    expect((await send(s.t, 'DELETE', `/api/admin/announcement?aid=${shown.data.id}`, s.root.headers)).status).toBe(
      404,
    );
    expect((await send(s.t, 'DELETE', `/api/group/announcement?aid=${shown.data.id}`, s.alice.headers)).msg).toBe(
      "Only the group's administrators may do this",
    );
    expect((await send(s.t, 'DELETE', `/api/group/announcement?aid=${shown.data.id}`, s.teacher.headers)).status).toBe(
      200,
    );
  });
});
