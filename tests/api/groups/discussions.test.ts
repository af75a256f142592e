import { describe, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { send, setup as groupSetup, type Headers } from './helpers.ts';

const post = (gid: number, categoryId: number, fields: Record<string, unknown> = {}) => ({
  gid,
  title: 'Homework 3',
  description: 'Question on loops',
  content: 'Why does it **loop**?',
  categoryId,
  ...fields,
});

/**
 * A public group of the teacher with alice (member) and carol (group admin, level 4); bob and dave
 * stay outside. Site categories General; no posting limits.
 */
async function setup() {
  const s = await groupSetup();
  setWebsiteConfig(s.t.deps.db, { dailyDiscussionLimit: 100, discussionAcRequired: 0, commentAcRequired: 0 });
  const cats = await send(s.t, 'POST', '/api/discussion-category', s.root.headers, [{ name: 'General' }]);
  const general = cats.data[0].id as number;
  const gid = await s.createGroup(s.teacher.headers, { auth: 1, code: '' });
  for (const who of [s.alice, s.carol]) await send(s.t, 'POST', `/api/group/member?gid=${gid}`, who.headers);
  await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.carol.uid, auth: 4 });
  const discuss = async (headers: Headers, fields: Record<string, unknown> = {}) => {
    const env = await send(s.t, 'POST', '/api/group/discussion', headers, post(gid, general, fields));
    if (env.status !== 200) throw new Error(env.msg);
    return env.data as { id: number; title: string; role: string | null; gid: number };
  };
  return { ...s, general, gid, discuss };
}

describe('group discussions refuse those outside the group', () => {
  test('a non-member neither lists, reads, posts, likes, reports, comments nor replies', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    const comment = await send(s.t, 'POST', '/api/comment', s.alice.headers, { did: d.id, content: 'me too' });
    expect(comment.status).toBe(200);
    const calls = [
      ['GET', `/api/group/get-discussion-list?gid=${s.gid}`, undefined, 'Only members of this group may see this'],
      [
        'GET',
        `/api/group/get-admin-discussion-list?gid=${s.gid}`,
        undefined,
        'Only members of this group may see this',
      ],
      ['POST', '/api/group/discussion', post(s.gid, s.general), 'Only members of this group may see this'],
      ['GET', `/api/get-discussion-detail?did=${d.id}`, undefined, 'The discussion does not exist'],
      ['GET', `/api/discussion-like?did=${d.id}&toLike=true`, undefined, 'The discussion does not exist'],
      ['POST', '/api/discussion-report', { did: d.id, reason: 'spam' }, 'The discussion does not exist'],
      ['GET', `/api/comments?did=${d.id}`, undefined, 'The discussion does not exist'],
      ['POST', '/api/comment', { did: d.id, content: 'let me in' }, 'The discussion does not exist'],
      ['GET', `/api/comment-like?commentId=${comment.data.id}&toLike=true`, undefined, 'The discussion does not exist'],
      ['POST', '/api/reply', { commentId: comment.data.id, content: 'hi' }, 'The discussion does not exist'],
      ['GET', `/api/reply?commentId=${comment.data.id}`, undefined, 'The discussion does not exist'],
      ['DELETE', `/api/group/discussion?did=${d.id}`, undefined, 'The discussion does not exist'],
    ] as const;
    for (const [method, path, json, msg] of calls) {
      const env = await send(s.t, method, path, s.bob.headers, json);
      expect({ path, msg: env.msg, data: env.data }).toEqual({ path, msg, data: null });
    }
    // Visitors are asked to log in; a site admin who is not a member reads nothing either.
    expect((await send(s.t, 'GET', `/api/group/get-discussion-list?gid=${s.gid}`, undefined)).status).toBe(401);
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, undefined)).msg).toBe(
      'The discussion does not exist',
    );
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, s.admin.headers)).msg).toBe(
      'The discussion does not exist',
    );
    // A member who leaves loses the post with the membership.
    expect(
      (await send(s.t, 'DELETE', `/api/group/member?gid=${s.gid}&uid=${s.alice.uid}`, s.teacher.headers)).status,
    ).toBe(200);
    expect((await send(s.t, 'GET', `/api/comments?did=${d.id}`, s.alice.headers)).msg).toBe(
      'The discussion does not exist',
    );
  });

  test('a group post never shows in the site list, the site admin list, or through the site edit and delete', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    for (const who of [s.alice, s.root, undefined]) {
      expect((await send(s.t, 'GET', '/api/get-discussion-list', who?.headers)).data.total).toBe(0);
    }
    expect((await send(s.t, 'GET', `/api/get-discussion-list?onlyMine=true`, s.alice.headers)).data.total).toBe(0);
    expect((await send(s.t, 'GET', '/api/admin/discussion', s.root.headers)).data.total).toBe(0);
    const siteEdit = await send(s.t, 'PUT', '/api/discussion', s.alice.headers, {
      ...post(s.gid, s.general),
      id: d.id,
      title: 'moved',
    });
    expect(siteEdit.msg).toBe('The discussion does not exist');
    expect((await send(s.t, 'DELETE', `/api/discussion?did=${d.id}`, s.alice.headers)).msg).toBe(
      'The discussion does not exist',
    );
    // A site post is not reachable through the group calls either.
    const site = await send(s.t, 'POST', '/api/discussion', s.alice.headers, {
      title: 'Site post',
      description: 'x',
      content: 'y',
      categoryId: s.general,
    });
    expect(
      (await send(s.t, 'GET', `/api/group/get-discussion-list?gid=${s.gid}`, s.alice.headers)).data.records.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([d.id]);
    expect(
      (
        await send(s.t, 'PUT', '/api/group/discussion', s.alice.headers, {
          ...post(s.gid, s.general),
          id: site.data.id,
        })
      ).msg,
    ).toBe('The discussion does not exist');
    expect((await send(s.t, 'DELETE', `/api/group/discussion?did=${site.data.id}`, s.alice.headers)).msg).toBe(
      'The discussion does not exist',
    );
    // Nor is one group's post edited as another group's.
    const other = await s.createGroup(s.alice.headers, { name: 'Other class', shortName: 'otherc', auth: 1, code: '' });
    expect(
      (await send(s.t, 'PUT', '/api/group/discussion', s.alice.headers, { ...post(other, s.general), id: d.id })).msg,
    ).toBe('The discussion does not exist');
  });

  test("a plain member neither sets the top flag nor edits or deletes another member's post", async () => {
    await using s = await setup();
    const mine = await s.discuss(s.alice.headers, { topPriority: true });
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${mine.id}`, s.alice.headers)).data).toMatchObject({
      topPriority: false,
      canPin: false,
      canEdit: true,
    });
    const pinTry = await send(s.t, 'PUT', '/api/group/discussion', s.alice.headers, {
      ...post(s.gid, s.general),
      id: mine.id,
      topPriority: true,
    });
    expect(pinTry.data.topPriority).toBe(false);
    const theirs = await s.discuss(s.carol.headers, { title: 'Carol asks' });
    expect(
      (await send(s.t, 'PUT', '/api/group/discussion', s.alice.headers, { ...post(s.gid, s.general), id: theirs.id }))
        .msg,
    ).toBe('Only the author or the super admin may edit this discussion');
    expect((await send(s.t, 'DELETE', `/api/group/discussion?did=${theirs.id}`, s.alice.headers)).msg).toBe(
      'Only the author or an administrator may delete this discussion',
    );
    expect((await send(s.t, 'GET', `/api/group/get-admin-discussion-list?gid=${s.gid}`, s.alice.headers)).msg).toBe(
      "Only the group's administrators may do this",
    );
    // A group admin edits and deletes a member's post, but the top flag stays with the site's admin roles.
    const byAdmin = await send(s.t, 'PUT', '/api/group/discussion', s.carol.headers, {
      ...post(s.gid, s.general),
      id: mine.id,
      title: 'Tidied',
      topPriority: true,
    });
    expect(byAdmin.data).toMatchObject({
      title: 'Tidied',
      topPriority: false,
      canEdit: true,
      canDelete: true,
      canPin: false,
    });
    const byRoot = await send(s.t, 'PUT', '/api/group/discussion', s.root.headers, {
      ...post(s.gid, s.general),
      id: mine.id,
      topPriority: true,
    });
    expect(byRoot.data.topPriority).toBe(true);
    expect((await send(s.t, 'DELETE', `/api/group/discussion?did=${mine.id}`, s.carol.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${mine.id}`, s.carol.headers)).msg).toBe(
      'The discussion does not exist',
    );
    // The group admin also moderates comments under the group's posts.
    const c = await send(s.t, 'POST', '/api/comment', s.alice.headers, { did: theirs.id, content: 'off topic' });
    expect((await send(s.t, 'DELETE', `/api/comment?id=${c.data.id}`, s.bob.headers)).status).toBe(404);
    expect((await send(s.t, 'DELETE', `/api/comment?id=${c.data.id}`, s.carol.headers)).status).toBe(200);
  });

  test("the group's admins disable and restore a post of the group; a member may not; the top flag stays the site's", async () => {
    await using s = await setup();
    const d = await s.discuss(s.teacher.headers);
    const status = (headers: Headers, change: Record<string, unknown>) =>
      send(s.t, 'PUT', '/api/group/discussion-status', headers, { id: d.id, ...change });
    expect((await status(s.alice.headers, { status: 1 })).msg).toBe("Only the group's administrators may do this");
    expect((await status(s.bob.headers, { status: 1 })).status).toBe(404);
    expect((await status(s.carol.headers, { topPriority: true })).msg).toBe(
      "Only the site's moderators pin a discussion",
    );
    expect((await status(s.carol.headers, { status: 1 })).status).toBe(200);
    const listed = async (headers: Headers) =>
      (await send(s.t, 'GET', `/api/group/get-discussion-list?gid=${s.gid}`, headers)).data.records.map(
        (r: { id: number }) => r.id,
      );
    expect(await listed(s.alice.headers)).not.toContain(d.id);
    const admin = (await send(s.t, 'GET', `/api/group/get-admin-discussion-list?gid=${s.gid}`, s.carol.headers)).data
      .records as { id: number; status: number }[];
    expect(admin.find((r) => r.id === d.id)?.status).toBe(1);
    expect((await status(s.carol.headers, { status: 0 })).status).toBe(200);
    expect(await listed(s.alice.headers)).toContain(d.id);
    expect((await status(s.root.headers, { topPriority: true })).status).toBe(200);
    // A site post is not a group's to moderate.
    expect(
      (await send(s.t, 'PUT', '/api/group/discussion-status', s.carol.headers, { id: 999999, status: 1 })).status,
    ).toBe(404);
  });

  test('with the group discussion switch off every group discussion call is refused, naming the area', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    setWebsiteConfig(s.t.deps.db, { openGroupDiscussion: false });
    const calls = [
      ['GET', `/api/group/get-discussion-list?gid=${s.gid}`, undefined],
      ['GET', `/api/group/get-admin-discussion-list?gid=${s.gid}`, undefined],
      ['POST', '/api/group/discussion', post(s.gid, s.general)],
      ['PUT', '/api/group/discussion', { ...post(s.gid, s.general), id: d.id }],
      ['DELETE', `/api/group/discussion?did=${d.id}`, undefined],
      ['GET', `/api/get-discussion-detail?did=${d.id}`, undefined],
      ['GET', `/api/discussion-like?did=${d.id}&toLike=true`, undefined],
      ['GET', `/api/comments?did=${d.id}`, undefined],
      ['POST', '/api/comment', { did: d.id, content: 'hi' }],
    ] as const;
    for (const [method, path, json] of calls) {
      const env = await send(s.t, method, path, s.teacher.headers, json);
      expect({ path, status: env.status, msg: env.msg }).toEqual({
        path,
        status: 403,
        msg: 'No Access: group discussions are closed on this site',
      });
    }
    const zh = await call(s.t.app, `/api/group/get-discussion-list?gid=${s.gid}`, {
      headers: { ...s.alice.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('无权访问：本站已关闭团队讨论区');
    // The site's switch is the site's: closing it leaves the group's posts open.
    setWebsiteConfig(s.t.deps.db, { openGroupDiscussion: true, openPublicDiscussion: false });
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, s.alice.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/get-discussion-list', s.alice.headers)).msg).toBe(
      'No Access: discussions are closed on this site',
    );
  });
});

describe('group discussions for members', () => {
  test("members post, read, like and comment; the list is the group's, pinned first; badges come from the group level", async () => {
    await using s = await setup();
    const byMember = await s.discuss(s.alice.headers, { title: 'Member asks' });
    const byAdmin = await s.discuss(s.carol.headers, { title: 'Admin answers' });
    const byOwner = await s.discuss(s.teacher.headers, { title: 'Owner notes', pid: 'P1000' });
    expect([byMember.role, byAdmin.role, byOwner.role, byOwner.gid]).toEqual([null, 'admin', 'root', s.gid]);
    expect(byOwner.title).toBe('[P1000] Owner notes');
    await send(s.t, 'PUT', '/api/group/discussion', s.root.headers, {
      ...post(s.gid, s.general),
      id: byMember.id,
      title: 'Member asks',
      topPriority: true,
    });
    const list = await send(s.t, 'GET', `/api/group/get-discussion-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.records.map((r: { title: string }) => r.title)).toEqual([
      'Member asks',
      '[P1000] Owner notes',
      'Admin answers',
    ]);
    const byProblem = await send(s.t, 'GET', `/api/group/get-discussion-list?gid=${s.gid}&pid=P1000`, s.alice.headers);
    expect(byProblem.data.records.map((r: { id: number }) => r.id)).toEqual([byOwner.id]);
    expect(
      (await send(s.t, 'GET', `/api/discussion-like?did=${byAdmin.id}&toLike=true`, s.alice.headers)).data,
    ).toEqual({ likeNum: 1, hasLike: true });
    const c = await send(s.t, 'POST', '/api/comment', s.alice.headers, { did: byAdmin.id, content: 'thanks' });
    expect(
      (await send(s.t, 'POST', '/api/reply', s.carol.headers, { commentId: c.data.id, content: 'welcome' })).status,
    ).toBe(200);
    expect(
      (await send(s.t, 'GET', `/api/comment-like?commentId=${c.data.id}&toLike=true`, s.carol.headers)).data.likeNum,
    ).toBe(1);
    const detail = await send(s.t, 'GET', `/api/get-discussion-detail?did=${byAdmin.id}`, s.alice.headers);
    expect(detail.data).toMatchObject({
      likeNum: 1,
      commentNum: 1,
      hasLike: true,
      viewNum: 1,
      canEdit: false,
      canDelete: false,
      role: 'admin',
    });
    const admin = await send(s.t, 'GET', `/api/group/get-admin-discussion-list?gid=${s.gid}`, s.carol.headers);
    expect(admin.data.total).toBe(3);
  });

  test("the site's posting thresholds hold in groups; bad input gets a clear error", async () => {
    await using s = await setup();
    setWebsiteConfig(s.t.deps.db, { discussionAcRequired: 1 });
    expect((await send(s.t, 'POST', '/api/group/discussion', s.alice.headers, post(s.gid, s.general))).msg).toBe(
      'You need at least 1 accepted problems to post a discussion',
    );
    setWebsiteConfig(s.t.deps.db, { discussionAcRequired: 0, dailyDiscussionLimit: 1 });
    await s.discuss(s.alice.headers);
    expect((await send(s.t, 'POST', '/api/group/discussion', s.alice.headers, post(s.gid, s.general))).msg).toBe(
      'You can post at most 1 discussions a day',
    );
    setWebsiteConfig(s.t.deps.db, { dailyDiscussionLimit: 100 });
    expect(
      (await send(s.t, 'POST', '/api/group/discussion', s.alice.headers, post(s.gid, s.general, { title: ' ' }))).msg,
    ).toBe('Discussion title is required');
    expect((await send(s.t, 'POST', '/api/group/discussion', s.alice.headers, { title: 'x' })).status).toBe(400);
    expect((await send(s.t, 'GET', '/api/group/get-discussion-list?gid=abc', s.alice.headers)).status).toBe(400);
    expect((await send(s.t, 'GET', '/api/group/get-discussion-list?gid=99999', s.alice.headers)).msg).toBe(
      'The group does not exist',
    );
    expect((await send(s.t, 'PUT', '/api/group/discussion', s.alice.headers, post(s.gid, s.general))).msg).toBe(
      'id is required',
    );
  });
});
