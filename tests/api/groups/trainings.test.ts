import { describe, expect, test } from 'bun:test';
import { trainingPicksOf } from '../../../src/contract/trainings.ts';
import { call } from '../../helpers/app.ts';
import { submit } from '../submissions/helpers.ts';
import { createCategory, createTraining, trainingForm } from '../trainings/helpers.ts';
import { classSetup, send, type Headers } from './helpers.ts';

/**
 * The class of classSetup (helpers.ts) with a group problem of each group, the bank's P1000 and a
 * site training.
 */
async function setup() {
  const s = await classSetup();
  const { gid, other, inGroup } = s;
  const categoryId = await createCategory(s.t, s.root.headers);
  const siteTid = await createTraining(s.t, s.root.headers, categoryId, { title: 'Site training' });
  const create = async (h: Headers, training: Record<string, unknown> = {}) => {
    const env = await send(s.t, 'POST', '/api/group/training', h, {
      ...trainingForm(categoryId, { gid, ...training }),
    });
    if (env.status !== 200) throw new Error(env.msg);
    return env.data.training.id as number;
  };
  return {
    ...s,
    gid,
    other,
    categoryId,
    siteTid,
    create,
    ownProblem: await inGroup(gid, 'class7a-1'),
    contestOnly: await inGroup(gid, 'class7a-2', 3),
    foreign: await inGroup(other, 'othergrp-1'),
  };
}

const MEMBERS_ONLY = 'Only members of this group may see this';

describe('group trainings: who may do what', () => {
  test("a submission through a group training belongs to the group: its members see it in the group's list and detail, others do not", async () => {
    await using s = await setup();
    const tid = await s.create(s.teacher.headers);
    await send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.teacher.headers, {
      tid,
      pid: s.problem.id,
    });
    const { env } = await submit(s.t, s.alice.headers, { tid });
    expect(env.data.gid).toBe(s.gid);
    const listed = async (h: Headers) =>
      (await send(s.t, 'GET', `/api/get-submission-list?gid=${s.gid}`, h)).data?.records.map(
        (r: { submitId: number }) => r.submitId,
      );
    expect(await listed(s.carol.headers)).toEqual([env.data.submitId]);
    expect(
      (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${env.data.submitId}`, s.carol.headers)).status,
    ).toBe(200);
    // Outside the group: not in the bank's list, not in the detail.
    expect((await send(s.t, 'GET', '/api/get-submission-list', s.bob.headers)).data.records).toEqual([]);
    expect((await send(s.t, 'GET', `/api/get-submission-list?gid=${s.gid}`, s.bob.headers)).msg).toBe(MEMBERS_ONLY);
    expect(
      (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${env.data.submitId}`, s.bob.headers)).status,
    ).toBe(403);
  });

  test("a non-member and another group's root cannot open, list or submit to a group training", async () => {
    await using s = await setup();
    const tid = await s.create(s.teacher.headers);
    await send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.teacher.headers, {
      tid,
      pid: s.problem.id,
    });
    for (const who of [s.bob, s.dave]) {
      for (const path of [
        `/api/group/get-training-list?gid=${s.gid}`,
        `/api/get-training-detail?tid=${tid}`,
        `/api/get-training-problem-list?tid=${tid}`,
        `/api/get-training-rank?tid=${tid}`,
      ]) {
        const env = await send(s.t, 'GET', path, who.headers);
        expect({ path, msg: env.msg }).toEqual({ path, msg: MEMBERS_ONLY });
      }
      expect((await submit(s.t, who.headers, { tid })).env.msg).toBe(MEMBERS_ONLY);
    }
    expect((await call(s.t.app, `/api/get-training-detail?tid=${tid}`)).res.status).toBe(401);
    expect((await submit(s.t, s.alice.headers, { tid })).env.status).toBe(200);
    expect(
      (await send(s.t, 'GET', `/api/get-training-problem-list?tid=${tid}`, s.alice.headers)).data.map(
        (p: { problemId: string }) => p.problemId,
      ),
    ).toEqual(['P1000']);
  });

  test("a plain member is refused every admin call; the lists show only the group's items", async () => {
    await using s = await setup();
    const tid = await s.create(s.teacher.headers, { title: 'Loops in 7A' });
    await s.create(s.teacher.headers, { title: 'Hidden one', visible: false });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/group/get-admin-training-list?gid=${s.gid}`],
      ['POST', '/api/group/training', trainingForm(s.categoryId, { gid: s.gid })],
      ['GET', `/api/group/training?tid=${tid}`],
      ['PUT', '/api/group/training', trainingForm(s.categoryId, { id: tid, title: 'Mine now' })],
      ['PUT', `/api/group/change-training-status?tid=${tid}&status=false`],
      ['DELETE', `/api/group/training?tid=${tid}`],
      ['GET', `/api/group/get-training-problem-list?tid=${tid}`],
      ['POST', '/api/group/add-training-problem-from-public', { tid, pid: s.problem.id }],
      ['POST', `/api/group/add-training-problem-from-group?tid=${tid}&problemId=class7a-1`],
      ['DELETE', `/api/group/training-problem?tid=${tid}&pid=${s.problem.id}`],
    ];
    for (const [method, path, body] of calls) {
      const env = await send(s.t, method, path, s.alice.headers, body);
      expect({ path, status: env.status }).toEqual({ path, status: 403 });
    }
    const list = await send(s.t, 'GET', `/api/group/get-training-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.records.map((r: { title: string }) => r.title)).toEqual(['Loops in 7A']);
    expect(list.data.size).toBe(10);
    const admin = await send(s.t, 'GET', `/api/group/get-admin-training-list?gid=${s.gid}`, s.carol.headers);
    expect(admin.data.records.map((r: { title: string }) => r.title).sort()).toEqual(['Hidden one', 'Loops in 7A']);
    const site = await send(s.t, 'GET', '/api/get-training-list', s.alice.headers);
    expect(site.data.records.map((r: { id: number }) => r.id)).toEqual([s.siteTid]);
    expect((await send(s.t, 'GET', `/api/group/get-training-list?gid=${s.other}`, s.alice.headers)).msg).toBe(
      MEMBERS_ONLY,
    );
  });

  test("a group admin creates and edits their own training but not the root's; the root administers the admin's", async () => {
    await using s = await setup();
    const rootTid = await s.create(s.teacher.headers, { title: 'By the teacher' });
    const adminTid = await s.create(s.carol.headers, { title: 'By Carol' });
    const edit = (h: Headers, tid: number, title: string) =>
      send(s.t, 'PUT', '/api/group/training', h, trainingForm(s.categoryId, { id: tid, title }));
    expect((await edit(s.carol.headers, rootTid, 'Taken')).status).toBe(403);
    expect((await send(s.t, 'DELETE', `/api/group/training?tid=${rootTid}`, s.carol.headers)).status).toBe(403);
    expect((await edit(s.carol.headers, adminTid, 'By Carol, edited')).data.training.title).toBe('By Carol, edited');
    expect((await edit(s.teacher.headers, adminTid, 'Checked by the teacher')).data.training).toMatchObject({
      title: 'Checked by the teacher',
      gid: s.gid,
      author: s.carol.username,
    });
    expect(
      (await send(s.t, 'PUT', `/api/group/change-training-status?tid=${adminTid}&status=false`, s.teacher.headers))
        .status,
    ).toBe(200);
    for (const path of [`/api/group/training?tid=${adminTid}`, `/api/group/get-admin-training-list?gid=${s.gid}`]) {
      expect((await send(s.t, 'GET', path, s.dave.headers)).status).toBe(403);
    }
    expect((await edit(s.dave.headers, adminTid, 'Hijacked')).msg).toBe(MEMBERS_ONLY);
    expect((await send(s.t, 'DELETE', `/api/group/training?tid=${adminTid}`, s.teacher.headers)).status).toBe(200);
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${adminTid}`, s.alice.headers)).msg).toBe(
      'The training does not exist',
    );
    expect((await send(s.t, 'GET', `/api/group/training?tid=${s.siteTid}`, s.root.headers)).msg).toBe(
      'The training does not exist',
    );
  });

  test('problems: from the public bank only public bank ones, from the group only its own and never contest-only', async () => {
    await using s = await setup();
    const tid = await s.create(s.carol.headers);
    const fromGroup = (problemId: string) =>
      send(
        s.t,
        'POST',
        `/api/group/add-training-problem-from-group?tid=${tid}&problemId=${problemId}`,
        s.carol.headers,
      );
    expect((await fromGroup('othergrp-1')).msg).toBe('The problem does not belong to this group');
    expect((await fromGroup('P1000')).msg).toBe('The problem does not belong to this group');
    expect((await fromGroup('class7a-2')).msg).toBe('A contest-only problem cannot be added to a training');
    expect((await fromGroup('nope-404')).msg).toBe('The problem does not exist');
    expect((await fromGroup('class7a-1')).data.displayId).toBe('class7a-1');
    const fromPublic = (pid: number) =>
      send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.carol.headers, { tid, pid });
    expect((await fromPublic(s.foreign)).msg).toBe('Only public problems of the bank can be added to a training');
    expect((await fromPublic(s.problem.id)).status).toBe(200);
    const picks = await send(
      s.t,
      'GET',
      `/api/group/get-training-problem-list?tid=${tid}&queryExisted=false`,
      s.carol.headers,
    );
    expect(picks.data.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual([]);
    const inside = trainingPicksOf(
      (await send(s.t, 'GET', `/api/group/get-training-problem-list?tid=${tid}&queryExisted=true`, s.carol.headers))
        .data,
    );
    expect(inside.records.map((p) => p.problemId).sort()).toEqual(['P1000', 'class7a-1']);
    const link = inside.records.find((p) => p.problemId === 'P1000')!.link;
    expect(
      (await send(s.t, 'PUT', '/api/group/training-problem', s.carol.headers, { ...link, rank: 1 })).data.rank,
    ).toBe(1);
    expect(
      (await send(s.t, 'DELETE', `/api/group/training-problem?tid=${tid}&pid=${s.problem.id}`, s.carol.headers)).status,
    ).toBe(200);
    const problemsSeen = await send(s.t, 'GET', `/api/get-training-problem-list?tid=${tid}`, s.alice.headers);
    expect(problemsSeen.data.map((p: { problemId: string }) => p.problemId)).toEqual(['class7a-1']);
  });

  test('bad input gets a clear error', async () => {
    await using s = await setup();
    expect((await send(s.t, 'GET', '/api/group/get-training-list?gid=abc', s.alice.headers)).status).toBe(400);
    expect((await send(s.t, 'POST', '/api/group/training', s.teacher.headers, trainingForm(s.categoryId))).msg).toBe(
      'training.gid is required',
    );
    expect(
      (
        await send(
          s.t,
          'POST',
          '/api/group/training',
          s.teacher.headers,
          trainingForm(s.categoryId, { gid: s.gid, title: ' ' }),
        )
      ).msg,
    ).toBe('Training title is required');
    const zh = await call(s.t.app, `/api/group/get-training-list?gid=${s.gid}`, {
      headers: { ...s.bob.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('只有团队成员可以查看');
  });
});
