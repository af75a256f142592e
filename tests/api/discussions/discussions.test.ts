import { describe, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { insertSubmission } from '../submissions/helpers.ts';
import { post, send, setup } from './helpers.ts';

describe('posting a discussion', () => {
  test('the rules of doc 2 §5 answer in order, with their limits, in both languages', async () => {
    await using s = await setup();
    const steps: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Discussion title is required'],
      [{ title: 'x'.repeat(256) }, 'Can not exceed 255'],
      [{ description: '' }, 'Discussion description is required'],
      [{ description: 'd'.repeat(256) }, 'Discussion description Can not exceed 255'],
      [{ categoryId: null }, 'Discussion category is required'],
      [{ content: ' ' }, 'Discussion content is required'],
      [{ content: 'c'.repeat(65536) }, 'Discussion content Can not exceed 65535'],
      [{ categoryId: 999999 }, 'The discussion category does not exist'],
      [{ pid: 'NOPE' }, 'The problem does not exist'],
    ];
    for (const [fields, msg] of steps) {
      const env = await send(s.t, 'POST', '/api/discussion', s.alice.headers, post(s.general, fields));
      expect({ fields: Object.keys(fields), msg: env.msg }).toEqual({ fields: Object.keys(fields), msg });
    }
    const zh = await call(s.t.app, '/api/discussion', {
      method: 'POST',
      headers: { ...s.alice.headers, 'Accept-Language': 'zh-CN' },
      json: post(s.general, { title: '' }),
    });
    expect(zh.env.msg).toBe('讨论标题不能为空');
    expect((await send(s.t, 'POST', '/api/discussion', undefined, post(s.general))).status).toBe(401);
  });

  test("a problem discussion's title carries the problem id; lists filter by problem, category, keyword and Mine", async () => {
    await using s = await setup();
    const onProblem = await s.discuss(s.alice.headers, { pid: 'p1000', title: 'Why WA?' });
    expect(onProblem.title).toBe('[P1000] Why WA?');
    await s.discuss(s.bob.headers, { categoryId: s.help, title: 'Recursion' });
    const list = (q: string, h = s.alice.headers) => send(s.t, 'GET', `/api/get-discussion-list?${q}`, h);
    expect((await list('')).data.total).toBe(2);
    expect((await list('pid=P1000')).data.records.map((r: { title: string }) => r.title)).toEqual(['[P1000] Why WA?']);
    expect((await list(`cid=${s.help}`)).data.records[0].categoryName).toBe('Help');
    expect((await list('keyword=recur')).data.total).toBe(1);
    expect((await list('onlyMine=true')).data.records.map((r: { author: string }) => r.author)).toEqual([
      s.alice.username,
    ]);
    expect((await send(s.t, 'GET', '/api/get-discussion-list?onlyMine=true', undefined)).status).toBe(401);
  });

  test('thresholds, the daily limit and restricted roles; moderators are exempt', async () => {
    await using s = await setup();
    setWebsiteConfig(s.t.deps.db, { discussionAcRequired: 1, dailyDiscussionLimit: 1 });
    expect((await send(s.t, 'POST', '/api/discussion', s.alice.headers, post(s.general))).msg).toBe(
      'You need at least 1 accepted problems to post a discussion',
    );
    insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id });
    expect((await send(s.t, 'POST', '/api/discussion', s.alice.headers, post(s.general))).status).toBe(200);
    expect((await send(s.t, 'POST', '/api/discussion', s.alice.headers, post(s.general))).msg).toBe(
      'You can post at most 1 discussions a day',
    );
    expect((await send(s.t, 'POST', '/api/discussion', s.admin.headers, post(s.general))).status).toBe(200);
    expect((await send(s.t, 'POST', '/api/discussion', s.admin.headers, post(s.general))).status).toBe(200);
    s.t.deps.db.$client.run('update users set role = 1004 where uid = ?', [s.bob.uid]);
    expect((await send(s.t, 'POST', '/api/discussion', s.bob.headers, post(s.general))).msg).toBe(
      'Your account is not allowed to post discussions',
    );
  });

  test('editing, pinning, disabling and deleting follow the policy', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    const edit = (h: Record<string, string>, fields: Record<string, unknown> = {}) =>
      send(s.t, 'PUT', '/api/discussion', h, post(s.general, { id: d.id, title: 'Edited', ...fields }));
    expect((await edit(s.bob.headers)).msg).toBe('Only the author or the super admin may edit this discussion');
    expect((await edit(s.alice.headers, { topPriority: true })).data).toMatchObject({
      title: 'Edited',
      topPriority: false,
      canPin: false,
    });
    expect((await edit(s.root.headers, { topPriority: true })).data.topPriority).toBe(true);
    const detail = (h?: Record<string, string>) => send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, h);
    expect((await detail(s.bob.headers)).data).toMatchObject({ canEdit: false, canDelete: false, viewNum: 1 });
    expect((await detail(s.admin.headers)).data).toMatchObject({
      canEdit: false,
      canDelete: true,
      canPin: true,
      viewNum: 2,
    });
    expect((await send(s.t, 'PUT', '/api/admin/discussion', s.admin.headers, { id: d.id, status: 1 })).status).toBe(
      200,
    );
    expect((await detail(s.bob.headers)).msg).toBe('The discussion does not exist');
    expect((await detail(undefined)).msg).toBe('The discussion does not exist');
    expect((await detail(s.alice.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/get-discussion-list', s.bob.headers)).data.total).toBe(0);
    expect((await send(s.t, 'PUT', '/api/admin/discussion', s.alice.headers, { id: d.id, status: 0 })).status).toBe(
      403,
    );
    expect((await send(s.t, 'DELETE', `/api/discussion?did=${d.id}`, s.bob.headers)).msg).toBe(
      'The discussion does not exist',
    );
    expect((await send(s.t, 'DELETE', `/api/discussion?did=${d.id}`, s.alice.headers)).status).toBe(200);
    expect((await detail(s.root.headers)).msg).toBe('The discussion does not exist');
  });

  test('the public-discussion switch closes every discussion call, naming the area', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    setWebsiteConfig(s.t.deps.db, { openPublicDiscussion: false });
    for (const [method, path, json] of [
      ['GET', '/api/get-discussion-list', undefined],
      ['GET', `/api/get-discussion-detail?did=${d.id}`, undefined],
      ['POST', '/api/discussion', post(s.general)],
      ['GET', `/api/discussion-like?did=${d.id}&toLike=true`, undefined],
      ['GET', `/api/comments?did=${d.id}`, undefined],
      ['POST', '/api/comment', { did: d.id, content: 'hi' }],
    ] as const) {
      const env = await send(s.t, method, path, s.bob.headers, json);
      expect({ path, status: env.status, msg: env.msg }).toEqual({
        path,
        status: 403,
        msg: 'No Access: discussions are closed on this site',
      });
    }
  });

  test('likes toggle and count once; reports need a tag or a reason and are stored as #tag# reason', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    const like = (h: Record<string, string>, to: boolean) =>
      send(s.t, 'GET', `/api/discussion-like?did=${d.id}&toLike=${to}`, h);
    expect((await like(s.bob.headers, true)).data).toEqual({ likeNum: 1, hasLike: true });
    expect((await like(s.bob.headers, true)).data).toEqual({ likeNum: 1, hasLike: true });
    expect((await like(s.root.headers, true)).data.likeNum).toBe(2);
    const unlike = await like(s.bob.headers, false);
    expect({ data: unlike.data, msg: unlike.msg }).toEqual({
      data: { likeNum: 1, hasLike: false },
      msg: 'Cancel Like Successfully',
    });
    expect((await like(s.bob.headers, true)).msg).toBe('Like Successfully');
    await like(s.bob.headers, false);
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, s.root.headers)).data.hasLike).toBe(true);
    const report = (json: Record<string, unknown>) =>
      send(s.t, 'POST', '/api/discussion-report', s.bob.headers, { did: d.id, ...json });
    expect((await report({ tags: [], reason: '  ' })).msg).toBe('The report label and reason cannot be empty');
    expect((await report({ reason: 'r'.repeat(201) })).msg).toBe('The reason Can not exceed 200');
    expect((await report({ tags: ['not a tag'] })).status).toBe(400);
    expect((await report({ tags: ['垃圾广告', '抄袭'], reason: 'copied' })).msg).toBe('Report successfully');
    const reports = await send(s.t, 'GET', '/api/admin/discussion-report', s.admin.headers);
    expect(reports.data.records[0]).toMatchObject({
      content: '#垃圾广告##抄袭# copied',
      reporter: s.bob.username,
      discussionTitle: d.title,
      status: 0,
    });
    expect(
      (
        await send(s.t, 'PUT', '/api/admin/discussion-report', s.admin.headers, {
          id: reports.data.records[0].id,
          status: 1,
        })
      ).status,
    ).toBe(200);
    expect((await send(s.t, 'GET', '/api/admin/discussion-report', s.admin.headers)).data.records[0].status).toBe(1);
    expect((await send(s.t, 'GET', '/api/admin/discussion-report', s.bob.headers)).status).toBe(403);
  });

  test('the category list is replaced by the super admin only; a used category stays', async () => {
    await using s = await setup();
    await s.discuss(s.alice.headers);
    expect((await send(s.t, 'POST', '/api/discussion-category', s.admin.headers, [{ name: 'X' }])).status).toBe(403);
    expect((await send(s.t, 'POST', '/api/discussion-category', undefined, [{ name: 'X' }])).status).toBe(401);
    const dropUsed = await send(s.t, 'POST', '/api/discussion-category', s.root.headers, [
      { id: s.help, name: 'Help' },
    ]);
    expect(dropUsed.msg).toBe('The category General still holds discussions and cannot be removed');
    const renamed = await send(s.t, 'POST', '/api/discussion-category', s.root.headers, [
      { id: s.general, name: 'Talk' },
      { name: 'News' },
    ]);
    expect(renamed.data.map((c: { name: string }) => c.name)).toEqual(['Talk', 'News']);
    expect((await send(s.t, 'POST', '/api/discussion-category', s.root.headers, [{ name: '' }])).status).toBe(400);
  });
});
