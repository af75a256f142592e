import { describe, expect, test } from 'bun:test';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { events } from '../../helpers/sse.ts';
import { createContest } from '../contests/helpers.ts';
import { send, setup } from './helpers.ts';

type Env = Awaited<ReturnType<typeof send>>;
const ids = (env: Env) => env.data.records.map((r: { id: number }) => r.id);

describe('comments and replies', () => {
  test('comment, reply to the comment and to a reply, like, delete; counts and permissions', async () => {
    await using s = await setup();
    const d = await s.discuss(s.alice.headers);
    const comment = await send(s.t, 'POST', '/api/comment', s.bob.headers, {
      did: d.id,
      content: '  Try a for loop. ',
    });
    expect(comment.data).toMatchObject({
      content: 'Try a for loop.',
      fromName: s.bob.username,
      canDelete: true,
      canReply: true,
      replyList: [],
    });
    expect((await send(s.t, 'POST', '/api/comment', s.bob.headers, { did: d.id, content: '   ' })).msg).toBe(
      'The content cannot be empty',
    );
    expect((await send(s.t, 'POST', '/api/comment', s.bob.headers, { content: 'x' })).msg).toBe(
      'A comment belongs to a discussion or a contest',
    );
    const reply = await send(s.t, 'POST', '/api/reply', s.alice.headers, {
      commentId: comment.data.id,
      content: 'Thanks!',
    });
    expect(reply.data).toMatchObject({ toUid: s.bob.uid, toName: s.bob.username });
    const replyToReply = await send(s.t, 'POST', '/api/reply', s.bob.headers, {
      commentId: comment.data.id,
      replyTo: reply.data.id,
      content: 'You are welcome',
    });
    expect(replyToReply.data.toName).toBe(s.alice.username);
    expect(
      (
        await send(s.t, 'POST', '/api/reply', s.bob.headers, {
          commentId: comment.data.id,
          replyTo: 999999,
          content: 'x',
        })
      ).msg,
    ).toBe('The reply does not exist');
    expect(
      (await send(s.t, 'GET', `/api/comment-like?commentId=${comment.data.id}&toLike=true`, s.alice.headers)).data,
    ).toEqual({ likeNum: 1, hasLike: true });
    const list = await send(s.t, 'GET', `/api/comments?did=${d.id}`, s.alice.headers);
    expect(list.data.records[0]).toMatchObject({ likeNum: 1, hasLike: true, totalReplyNum: 2, canDelete: false });
    expect(list.data.records[0].replyList.map((r: { content: string }) => r.content)).toEqual([
      'Thanks!',
      'You are welcome',
    ]);
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, s.alice.headers)).data.commentNum).toBe(1);
    expect((await send(s.t, 'DELETE', `/api/reply?id=${reply.data.id}`, s.bob.headers)).msg).toBe(
      'Only the author or an administrator may delete this',
    );
    expect((await send(s.t, 'DELETE', `/api/comment?id=${comment.data.id}`, s.alice.headers)).msg).toBe(
      'Only the author or an administrator may delete this',
    );
    expect((await send(s.t, 'DELETE', `/api/reply?id=${reply.data.id}`, s.admin.headers)).status).toBe(200);
    expect((await send(s.t, 'DELETE', `/api/comment?id=${comment.data.id}`, s.bob.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-discussion-detail?did=${d.id}`, s.alice.headers)).data.commentNum).toBe(0);
    s.t.deps.db.$client.run('update users set role = 1005 where uid = ?', [s.bob.uid]);
    expect((await send(s.t, 'POST', '/api/comment', s.bob.headers, { did: d.id, content: 'hi' })).msg).toBe(
      'Your account is muted and cannot comment',
    );
    setWebsiteConfig(s.t.deps.db, { commentAcRequired: 2 });
    expect((await send(s.t, 'POST', '/api/comment', s.alice.headers, { did: d.id, content: 'hi' })).msg).toBe(
      'You need at least 2 accepted problems to comment',
    );
  });

  test("in a running contest a participant sees only their own and admins' comments, and cannot reply to an admin's", async () => {
    await using s = await setup();
    const cid = await createContest(s.t, s.admin.headers, {}, [s.problem.id]);
    for (const who of [s.alice, s.bob])
      await send(s.t, 'POST', '/api/register-contest', who.headers, { cid, password: '' });
    const byAdmin = await send(s.t, 'POST', '/api/comment', s.admin.headers, {
      cid,
      content: 'Clarification: n <= 100',
    });
    const byAlice = await send(s.t, 'POST', '/api/comment', s.alice.headers, { cid, content: 'Is n positive?' });
    const byBob = await send(s.t, 'POST', '/api/comment', s.bob.headers, { cid, content: 'Same question' });
    expect(ids(await send(s.t, 'GET', `/api/comments?cid=${cid}`, s.alice.headers))).toEqual([
      byAlice.data.id,
      byAdmin.data.id,
    ]);
    expect(ids(await send(s.t, 'GET', `/api/comments?cid=${cid}`, s.admin.headers))).toEqual([
      byBob.data.id,
      byAlice.data.id,
      byAdmin.data.id,
    ]);
    const seen = await send(s.t, 'GET', `/api/comments?cid=${cid}`, s.alice.headers);
    expect(seen.data.records.map((r: { canReply: boolean }) => r.canReply)).toEqual([true, false]);
    expect(
      (await send(s.t, 'POST', '/api/reply', s.alice.headers, { commentId: byAdmin.data.id, content: 'ok' })).msg,
    ).toBe("During the contest an administrator's comment cannot be replied to");
    expect(
      (await send(s.t, 'POST', '/api/reply', s.alice.headers, { commentId: byBob.data.id, content: 'peek' })).msg,
    ).toBe('The comment does not exist');
    expect(
      (await send(s.t, 'POST', '/api/reply', s.admin.headers, { commentId: byAlice.data.id, content: 'Yes' })).status,
    ).toBe(200);
    const outsider = await send(s.t, 'GET', `/api/comments?cid=${cid}`, s.root.headers);
    expect(outsider.status).toBe(200);
    setWebsiteConfig(s.t.deps.db, { openContestComment: false });
    expect((await send(s.t, 'GET', `/api/comments?cid=${cid}`, s.alice.headers)).msg).toBe(
      'No Access: contest comments are closed on this site',
    );
  });
});

describe('messages', () => {
  test('a comment, a reply and likes reach their authors; reading marks read; cleaning removes; the stream pushes counts', async () => {
    await using s = await setup();
    const stream = await s.t.app.request('/api/events?messages=1', { headers: s.alice.headers });
    type Counts = { comment: number; reply: number; like: number; sys: number; mine: number };
    const pushed = events(stream, 'unread', (e) => {
      const c = e as Counts;
      return c.comment === 1 && c.reply === 1 && c.like === 1;
    });
    const d = await s.discuss(s.alice.headers);
    const comment = await send(s.t, 'POST', '/api/comment', s.bob.headers, { did: d.id, content: 'Nice question' });
    await send(s.t, 'GET', `/api/discussion-like?did=${d.id}&toLike=true`, s.bob.headers);
    await send(s.t, 'GET', `/api/discussion-like?did=${d.id}&toLike=false`, s.bob.headers);
    await send(s.t, 'GET', `/api/discussion-like?did=${d.id}&toLike=true`, s.bob.headers);
    const mine = await send(s.t, 'POST', '/api/comment', s.alice.headers, { did: d.id, content: 'my own' });
    await send(s.t, 'POST', '/api/reply', s.bob.headers, { commentId: mine.data.id, content: 'replying to you' });
    await send(s.t, 'GET', `/api/comment-like?commentId=${comment.data.id}&toLike=true`, s.alice.headers);
    expect((await send(s.t, 'GET', '/api/msg/unread', s.alice.headers)).data).toEqual({
      comment: 1,
      reply: 1,
      like: 1,
      sys: 0,
      mine: 0,
    });
    expect((await send(s.t, 'GET', '/api/msg/unread', s.bob.headers)).data).toEqual({
      comment: 0,
      reply: 0,
      like: 1,
      sys: 0,
      mine: 0,
    });
    // The stream told the counts as they changed, ending with what msg/unread says.
    expect(((await pushed) as Counts[]).at(-1)).toEqual({ comment: 1, reply: 1, like: 1, sys: 0, mine: 0 });
    const discuss = await send(s.t, 'GET', '/api/msg/comment', s.alice.headers);
    expect(discuss.data.records[0]).toMatchObject({
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: d.id,
      sourceTitle: d.title,
      sourceContent: 'Nice question',
      url: `/discussion-detail/${d.id}`,
      senderUsername: s.bob.username,
      state: false,
    });
    const reply = await send(s.t, 'GET', '/api/msg/reply', s.alice.headers);
    expect(reply.data.records[0]).toMatchObject({
      sourceContent: 'replying to you',
      quoteContent: 'my own',
      quoteType: 'Comment',
    });
    expect((await send(s.t, 'GET', '/api/msg/unread', s.alice.headers)).data).toEqual({
      comment: 0,
      reply: 0,
      like: 1,
      sys: 0,
      mine: 0,
    });
    const like = await send(s.t, 'GET', '/api/msg/like', s.alice.headers);
    expect(like.data.total).toBe(1);
    expect(
      (await send(s.t, 'DELETE', `/api/msg/clean?type=Like&id=${like.data.records[0].id}`, s.bob.headers)).msg,
    ).toBe('The message does not exist');
    expect(
      (await send(s.t, 'DELETE', `/api/msg/clean?type=Like&id=${like.data.records[0].id}`, s.alice.headers)).status,
    ).toBe(200);
    expect((await send(s.t, 'DELETE', '/api/msg/clean?type=Discuss', s.alice.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', '/api/msg/comment', s.alice.headers)).data.total).toBe(0);
    expect((await send(s.t, 'GET', '/api/msg/reply', s.alice.headers)).data.total).toBe(1);
    expect((await send(s.t, 'DELETE', '/api/msg/clean?type=Nope', s.alice.headers)).status).toBe(400);
    expect((await send(s.t, 'GET', '/api/msg/unread', undefined)).status).toBe(401);
    // A deleted discussion takes its messages with it.
    await send(s.t, 'DELETE', `/api/discussion?did=${d.id}`, s.alice.headers);
    expect((await send(s.t, 'GET', '/api/msg/reply', s.alice.headers)).data.total).toBe(0);
  });
});

test('the message channel of the event stream is refused to a visitor', async () => {
  await using s = await setup();
  const res = await s.t.app.request('/api/events?messages=1');
  expect(res.headers.get('content-type')).not.toContain('text/event-stream');
  expect(((await res.json()) as { status: number }).status).toBe(401);
});
