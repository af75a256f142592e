import { describe, expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createContest } from '../contests/helpers.ts';
import { classSetup, send } from './helpers.ts';

/** The group calls the other files do not reach by themselves, each tried by those who may not use it. */
describe('group calls tried from outside', () => {
  test("get-group-access and get-group-auth: the viewer's own answer; a hidden group is not known to outsiders", async () => {
    await using s = await classSetup();
    const access = async (headers: Record<string, string>, gid = s.gid) =>
      await send(s.t, 'GET', `/api/get-group-access?gid=${gid}`, headers);
    const auth = async (headers: Record<string, string>) =>
      (await send(s.t, 'GET', `/api/get-group-auth?gid=${s.gid}`, headers)).data;
    expect([(await access(s.alice.headers)).data.access, (await access(s.bob.headers)).data.access]).toEqual([
      true,
      false,
    ]);
    expect([await auth(s.alice.headers), await auth(s.carol.headers), await auth(s.bob.headers)]).toEqual([3, 4, 0]);
    expect((await call(s.t.app, `/api/get-group-auth?gid=${s.gid}`)).res.status).toBe(401);
    const hidden = await s.createGroup(s.dave.headers, { name: 'Hidden group', shortName: 'hidgrp', visible: false });
    expect((await access(s.bob.headers, hidden)).msg).toBe('The group does not exist');
    expect((await send(s.t, 'GET', '/api/get-group-auth?gid=abc', s.bob.headers)).status).toBe(400);
  });

  test("compile-interactive and the test data upload are the group admins'; bad input is named", async () => {
    await using s = await classSetup();
    for (const who of [s.alice, s.bob, s.dave]) {
      const compiled = await send(s.t, 'POST', `/api/group/compile-interactive?gid=${s.gid}`, who.headers, {
        code: 'int main(){}',
        language: 'C',
      });
      expect(compiled.status).toBe(403);
      const form = new FormData();
      form.append('file', new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'cases.zip'));
      const uploaded = await call(s.t.app, `/api/file/upload-group-testcase-zip?gid=${s.gid}&mode=default`, {
        method: 'POST',
        headers: who.headers,
        body: form,
      });
      expect(uploaded.res.status).toBe(403);
    }
    expect(
      (await send(s.t, 'POST', `/api/group/compile-interactive?gid=${s.gid}`, s.carol.headers, { language: 'C' }))
        .status,
    ).toBe(400);
    const noGroup = new FormData();
    noGroup.append('file', new File([new Uint8Array([1])], 'cases.zip'));
    expect(
      (
        await call(s.t.app, '/api/file/upload-group-testcase-zip', {
          method: 'POST',
          headers: s.carol.headers,
          body: noGroup,
        })
      ).env.status,
    ).toBe(400);
  });

  test("the computational-thinking names of the contest submission calls keep the contest's rules", async () => {
    await using s = await classSetup();
    const cid = await createContest(s.t, s.root.headers, { auth: 1, pwd: 'secret' }, [s.problem.id]);
    // Not registered for a private contest: refused by either name.
    for (const path of [`/api/contest-submissions?contestID=${cid}`, `/api/c-contest-submissions?contestID=${cid}`]) {
      expect((await send(s.t, 'GET', path, s.bob.headers)).status).toBe(403);
    }
    const states = await send(s.t, 'POST', '/api/check-c-contest-submissions-status', s.bob.headers, {
      submitIds: [999999],
    });
    expect(states.data).toEqual({});
    expect(
      (await send(s.t, 'POST', '/api/check-c-submissions-status', s.bob.headers, { submitIds: ['x'] })).status,
    ).toBe(400);
  });
});
