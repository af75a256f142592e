import { describe, expect, test } from 'bun:test';
import { MAX_WRONG } from '../../../src/domain/guess-limit.ts';
import { send, setup } from './helpers.ts';

describe("a private group's join code", () => {
  test('after five wrong codes the sixth try is refused even with the right code; other students still join', async () => {
    await using s = await setup();
    const gid = await s.createGroup(s.teacher.headers);
    const apply = (h: Record<string, string>, code: string) =>
      send(s.t, 'POST', `/api/group/member?gid=${gid}&code=${code}&reason=I am in 7A`, h);
    for (let i = 0; i < MAX_WRONG; i++)
      expect((await apply(s.bob.headers, `wrong${i}`)).msg).toBe('The join code is wrong');
    const cut = await apply(s.bob.headers, 'abc123');
    expect([cut.status, cut.msg]).toEqual([429, 'Too many wrong join codes: try again in 10 minutes']);
    // Nothing was recorded for the locked try.
    expect((await send(s.t, 'GET', `/api/group/get-apply-list?gid=${gid}`, s.teacher.headers)).data.records).toEqual(
      [],
    );
    // The lock is Bob's at this group only: Alice applies with the right code.
    expect((await apply(s.alice.headers, 'abc123')).data).toBe('applied');
  });

  test('the lock is said in Chinese too', async () => {
    await using s = await setup();
    const gid = await s.createGroup(s.teacher.headers);
    const zh = { ...s.bob.headers, 'Accept-Language': 'zh-CN' };
    for (let i = 0; i <= MAX_WRONG; i++)
      await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=wrong${i}&reason=I am in 7A`, zh);
    expect((await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I am in 7A`, zh)).msg).toBe(
      '邀请码错误次数过多：请 10 分钟后再试',
    );
  });
});
