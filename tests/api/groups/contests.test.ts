import { describe, expect, test } from 'bun:test';
import { contestLinksOf } from '../../../src/contract/contests.ts';
import { call } from '../../helpers/app.ts';
import { contestForm, createContest } from '../contests/helpers.ts';
import { submit } from '../submissions/helpers.ts';
import { classSetup, send, type Headers } from './helpers.ts';

/**
 * The class of classSetup (helpers.ts) with a group problem of each group, the bank's P1000 and a
 * site contest.
 */
async function setup() {
  const s = await classSetup();
  const { gid, other, inGroup } = s;
  const siteCid = await createContest(s.t, s.root.headers, { title: 'Site contest' });
  const create = async (h: Headers, form: Record<string, unknown> = {}) => {
    const env = await send(s.t, 'POST', '/api/group/contest', h, contestForm({ gid, ...form }));
    if (env.status !== 200) throw new Error(env.msg);
    return env.data.id as number;
  };
  return {
    ...s,
    gid,
    other,
    siteCid,
    create,
    ownProblem: await inGroup(gid, 'class7a-1', 3),
    foreign: await inGroup(other, 'othergrp-1'),
  };
}

const MEMBERS_ONLY = 'Only members of this group may see this';

describe('group contests: who may do what', () => {
  test("a problem made inside a group contest is a group problem linked in the contest; a plain member and another group's root may not make one", async () => {
    await using s = await setup();
    const cid = await s.create(s.teacher.headers);
    const form = {
      problem: {
        problemId: '7',
        title: 'Made inside',
        description: 'Print a+b.',
        input: '',
        output: '',
        exampleList: [],
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C'],
      tags: [],
      contest: { cid, displayId: 'Q', displayTitle: 'Quick one' },
    };
    expect((await send(s.t, 'POST', '/api/group/contest-problem', s.alice.headers, form)).status).toBe(403);
    expect((await send(s.t, 'POST', '/api/group/contest-problem', s.dave.headers, form)).msg).toBe(MEMBERS_ONLY);
    const made = await send(s.t, 'POST', '/api/group/contest-problem', s.teacher.headers, form);
    expect(made.data.problemId).toBe('class7a-7');
    const links = contestLinksOf(
      (await send(s.t, 'GET', `/api/group/get-contest-problem-list?cid=${cid}`, s.teacher.headers)).data,
    );
    expect(links.map((l) => [l.displayId, l.pid])).toEqual([['Q', made.data.id]]);
    expect(
      (await send(s.t, 'GET', `/api/group/get-problem-list?gid=${s.gid}`, s.alice.headers)).data.records.map(
        (p: { problemId: string }) => p.problemId,
      ),
    ).toContain('class7a-7');
  });
  test("the back office's contest call never places a contest in a group: only the group's calls do", async () => {
    await using s = await setup();
    const env = await send(
      s.t,
      'POST',
      '/api/admin/contest',
      s.root.headers,
      contestForm({ gid: s.gid, title: 'Smuggled' }),
    );
    expect(env.status).toBe(200);
    expect(env.data.gid).toBeNull();
    const list = await send(s.t, 'GET', `/api/group/get-contest-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.records.map((r: { title: string }) => r.title)).not.toContain('Smuggled');
  });
  test("a non-member and another group's root cannot open, list or submit to a group contest", async () => {
    await using s = await setup();
    const cid = await s.create(s.teacher.headers);
    await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.teacher.headers, {
      cid,
      pid: s.problem.id,
      displayId: 'A',
    });
    for (const who of [s.bob, s.dave]) {
      for (const path of [
        `/api/group/get-contest-list?gid=${s.gid}`,
        `/api/get-contest-info?cid=${cid}`,
        `/api/get-contest-problem?cid=${cid}`,
      ]) {
        const env = await send(s.t, 'GET', path, who.headers);
        expect({ path, msg: env.msg }).toEqual({ path, msg: MEMBERS_ONLY });
      }
      expect((await submit(s.t, who.headers, { cid, pid: 'A' })).env.msg).toBe(MEMBERS_ONLY);
    }
    expect((await send(s.t, 'GET', `/api/get-contest-info?cid=${cid}`, s.alice.headers)).data.gid).toBe(s.gid);
    expect((await submit(s.t, s.alice.headers, { cid, pid: 'A' })).env.status).toBe(200);
  });

  test("a plain member is refused every admin call; the lists show only the group's contests", async () => {
    await using s = await setup();
    const cid = await s.create(s.teacher.headers, { title: 'Lab 7A' });
    await s.create(s.teacher.headers, { title: 'Hidden lab', visible: false });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/group/get-admin-contest-list?gid=${s.gid}`],
      ['POST', '/api/group/contest', contestForm({ gid: s.gid })],
      ['GET', `/api/group/contest?cid=${cid}`],
      ['PUT', '/api/group/contest', contestForm({ id: cid, title: 'Mine now' })],
      ['PUT', `/api/group/change-contest-visible?cid=${cid}&visible=false`],
      ['DELETE', `/api/group/contest?cid=${cid}`],
      ['GET', `/api/group/get-contest-problem-list?cid=${cid}`],
      ['POST', '/api/group/add-contest-problem-from-public', { cid, pid: s.problem.id, displayId: 'A' }],
      ['POST', `/api/group/add-contest-problem-from-group?cid=${cid}&problemId=class7a-1&displayId=B`],
      ['GET', `/api/group/get-contest-announcement-list?cid=${cid}`],
      ['POST', '/api/group/contest-announcement', { cid, announcement: { title: 'Hi', content: 'x' } }],
    ];
    for (const [method, path, body] of calls) {
      const env = await send(s.t, method, path, s.alice.headers, body);
      expect({ path, status: env.status }).toEqual({ path, status: 403 });
    }
    const list = await send(s.t, 'GET', `/api/group/get-contest-list?gid=${s.gid}`, s.alice.headers);
    expect([list.data.records.map((r: { title: string }) => r.title), list.data.size]).toEqual([['Lab 7A'], 10]);
    const admin = await send(s.t, 'GET', `/api/group/get-admin-contest-list?gid=${s.gid}`, s.carol.headers);
    expect(admin.data.records.map((r: { title: string }) => r.title).sort()).toEqual(['Hidden lab', 'Lab 7A']);
    const site = await send(s.t, 'GET', '/api/get-contest-list', s.alice.headers);
    expect(site.data.records.map((r: { id: number }) => r.id)).toEqual([s.siteCid]);
  });

  test("a group root administers a contest made by a group admin; the admin cannot touch the root's; another group's root nothing", async () => {
    await using s = await setup();
    const rootCid = await s.create(s.teacher.headers, { title: 'By the teacher' });
    const adminCid = await s.create(s.carol.headers, { title: 'By Carol' });
    const edit = (h: Headers, cid: number, title: string) =>
      send(s.t, 'PUT', '/api/group/contest', h, contestForm({ id: cid, title }));
    expect((await edit(s.carol.headers, rootCid, 'Taken')).msg).toBe("Only the contest's administrators may do this");
    expect(
      (await send(s.t, 'PUT', `/api/group/change-contest-visible?cid=${rootCid}&visible=false`, s.carol.headers))
        .status,
    ).toBe(403);
    expect((await edit(s.teacher.headers, adminCid, 'Checked by the teacher')).data).toMatchObject({
      title: 'Checked by the teacher',
      gid: s.gid,
      author: s.carol.username,
    });
    const made = await send(s.t, 'POST', '/api/group/contest-announcement', s.teacher.headers, {
      cid: adminCid,
      announcement: { title: 'Room change', content: 'Lab 3' },
    });
    expect(made.status).toBe(200);
    expect(
      (
        await send(s.t, 'GET', `/api/group/get-contest-announcement-list?cid=${adminCid}`, s.carol.headers)
      ).data.records.map((a: { title: string }) => a.title),
    ).toEqual(['Room change']);
    expect(
      (
        await send(
          s.t,
          'DELETE',
          `/api/group/contest-announcement?cid=${rootCid}&aid=${made.data.id}`,
          s.teacher.headers,
        )
      ).msg,
    ).toBe('The announcement does not exist');
    expect((await edit(s.dave.headers, adminCid, 'Hijacked')).msg).toBe(MEMBERS_ONLY);
    expect((await send(s.t, 'DELETE', `/api/group/contest?cid=${adminCid}`, s.dave.headers)).msg).toBe(MEMBERS_ONLY);
    expect(
      (
        await send(
          s.t,
          'DELETE',
          `/api/group/contest-announcement?cid=${adminCid}&aid=${made.data.id}`,
          s.teacher.headers,
        )
      ).status,
    ).toBe(200);
    expect((await send(s.t, 'DELETE', `/api/group/contest?cid=${adminCid}`, s.teacher.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-contest-info?cid=${adminCid}`, s.alice.headers)).msg).toBe(
      'The contest does not exist',
    );
    expect((await send(s.t, 'GET', `/api/group/contest?cid=${s.siteCid}`, s.root.headers)).msg).toBe(
      'The contest does not exist',
    );
  });

  test('problems: from the public bank only public bank ones, from the group any of its own', async () => {
    await using s = await setup();
    const cid = await s.create(s.carol.headers);
    const fromGroup = (problemId: string, displayId: string) =>
      send(
        s.t,
        'POST',
        `/api/group/add-contest-problem-from-group?cid=${cid}&problemId=${problemId}&displayId=${displayId}`,
        s.carol.headers,
      );
    expect((await fromGroup('othergrp-1', 'A')).msg).toBe('The problem does not belong to this group');
    expect((await fromGroup('P1000', 'A')).msg).toBe('The problem does not belong to this group');
    expect((await fromGroup('class7a-1', 'A')).data.displayId).toBe('A');
    const fromPublic = (pid: number, displayId: string) =>
      send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.carol.headers, { cid, pid, displayId });
    expect((await fromPublic(s.foreign, 'B')).msg).toBe(
      'Only public problems of the bank can be added from the public set',
    );
    expect((await fromPublic(s.problem.id, 'A')).msg).toBe('The display ID A is already used in this contest');
    expect((await fromPublic(s.problem.id, 'B')).status).toBe(200);
    const picks = await send(
      s.t,
      'GET',
      `/api/group/get-contest-problem-list?cid=${cid}&queryExisted=false`,
      s.carol.headers,
    );
    expect(picks.data.problemList.records).toEqual([]);
    const links = contestLinksOf(
      (await send(s.t, 'GET', `/api/group/get-contest-problem-list?cid=${cid}`, s.carol.headers)).data,
    );
    expect(links.map((l) => l.displayId)).toEqual(['A', 'B']);
    const b = links.find((l) => l.displayId === 'B')!;
    expect(
      (await send(s.t, 'GET', `/api/group/contest-problem?cid=${cid}&pid=${s.problem.id}`, s.carol.headers)).data.id,
    ).toBe(b.id);
    expect(
      (
        await send(s.t, 'PUT', '/api/group/contest-problem', s.carol.headers, {
          id: b.id,
          cid,
          displayId: 'C',
          displayTitle: 'Sum',
          color: null,
        })
      ).data.displayId,
    ).toBe('C');
    expect(
      (
        await send(s.t, 'PUT', '/api/group/contest-problem', s.carol.headers, {
          id: b.id,
          cid: s.siteCid,
          displayId: 'D',
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(s.t, 'DELETE', `/api/group/contest-problem?cid=${cid}&pid=${s.problem.id}`, s.carol.headers)).status,
    ).toBe(200);
    const seen = await send(s.t, 'GET', `/api/get-contest-problem?cid=${cid}`, s.alice.headers);
    expect(seen.data.map((p: { displayId: string }) => p.displayId)).toEqual(['A']);
  });

  test('bad input gets a clear error', async () => {
    await using s = await setup();
    expect((await send(s.t, 'GET', '/api/group/get-contest-list', s.alice.headers)).status).toBe(400);
    expect((await send(s.t, 'POST', '/api/group/contest', s.teacher.headers, contestForm())).msg).toBe(
      'gid is required',
    );
    expect(
      (await send(s.t, 'POST', '/api/group/contest', s.teacher.headers, contestForm({ gid: s.gid, title: ' ' }))).msg,
    ).toBe('Contest Title is required');
    const zh = await call(s.t.app, `/api/group/get-contest-list?gid=${s.gid}`, {
      headers: { ...s.bob.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('只有团队成员可以查看');
  });
});
