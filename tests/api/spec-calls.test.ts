import { describe, expect, test } from 'bun:test';
import { call } from '../helpers/app.ts';
import { contestForm, createContest, send } from './contests/helpers.ts';
import { classSetup } from './groups/helpers.ts';
import { addProblem, setup } from './submissions/helpers.ts';
import { createCategory, trainingForm } from './trainings/helpers.ts';

/**
 * The calls of the spec's client that answer in its shape: the problem's tags and cases, the
 * interactor compile, one contest link, and the contest and training problem lists as
 * `{problemList, contestProblemMap | trainingProblemMap}`.
 */

describe('the problem calls of the edit forms', () => {
  test("get-problem-tags answers a problem's tags to whoever may see it, and refuses a private one", async () => {
    using s = await setup();
    const tag = (await send(s.t, 'POST', '/api/admin/tag', s.root.headers, { name: 'graphs', color: '#336699' })).data;
    const open = await addProblem(s.t, s.root, { problemId: 'T1', title: 'Tagged' }, { tags: [{ id: tag.id }] });
    const hidden = await addProblem(
      s.t,
      s.root,
      { problemId: 'T2', title: 'Hidden', auth: 2 },
      { tags: [{ id: tag.id }] },
    );
    const shown = await send(s.t, 'GET', `/api/get-problem-tags?pid=${open.id}`, undefined);
    expect(shown).toMatchObject({ status: 200, data: [{ id: tag.id, name: 'graphs', color: '#336699' }] });
    expect(Object.keys(shown.data[0]).sort()).toEqual(['color', 'id', 'name']);
    expect((await send(s.t, 'GET', `/api/get-problem-tags?pid=${s.problem.id}`, undefined)).data).toEqual([]);
    for (const who of [undefined, s.alice.headers]) {
      const refused = await send(s.t, 'GET', `/api/get-problem-tags?pid=${hidden.id}`, who);
      expect(refused.data ?? null).toBeNull();
      expect(refused.status).not.toBe(200);
    }
    expect((await send(s.t, 'GET', `/api/get-problem-tags?pid=${hidden.id}`, s.root.headers)).data).toHaveLength(1);
    expect((await send(s.t, 'GET', '/api/get-problem-tags?pid=999999', undefined)).msg).toBe(
      'The problem does not exist',
    );
    expect((await send(s.t, 'GET', '/api/get-problem-tags?pid=abc', undefined)).status).toBe(400);
  });

  test('admin/problem/get-problem-cases lists the cases in order to problem admins only', async () => {
    using s = await setup();
    const path = `/api/admin/problem/get-problem-cases?pid=${s.problem.id}&isUpload=false`;
    const cases = (await send(s.t, 'GET', path, s.admin.headers)).data;
    expect(cases.map((c: { index: number; input: string; output: string }) => [c.index, c.input, c.output])).toEqual([
      [1, '1 2\n', '3\n'],
      [2, '5 7\n', '12\n'],
    ]);
    expect(Object.keys(cases[0]).sort()).toEqual(['groupNum', 'id', 'index', 'input', 'output', 'score']);
    expect((await call(s.t.app, path, { headers: s.alice.headers })).res.status).toBe(403);
    expect((await call(s.t.app, path)).res.status).toBe(401);
    expect((await send(s.t, 'GET', '/api/admin/problem/get-problem-cases?pid=999999', s.admin.headers)).msg).toBe(
      'The problem does not exist',
    );
  });

  test('admin/problem/compile-interactive is the problem admins’; bad input is named', async () => {
    using s = await setup();
    const body = { code: 'int main(){return 0;}', language: 'C', pid: s.problem.id, extraFiles: {} };
    expect(
      (await call(s.t.app, '/api/admin/problem/compile-interactive', { method: 'POST', json: body })).res.status,
    ).toBe(401);
    expect((await send(s.t, 'POST', '/api/admin/problem/compile-interactive', s.alice.headers, body)).status).toBe(403);
    const missing = await send(s.t, 'POST', '/api/admin/problem/compile-interactive', s.admin.headers, {
      language: 'C',
    });
    expect([missing.status, missing.msg]).toEqual([400, 'code is required']);
  });
});

describe('a contest problem list in the shape of the spec', () => {
  test('GET admin/contest/contest-problem answers one link with its problem to the contest’s admins', async () => {
    using s = await setup();
    const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    const link = await send(
      s.t,
      'GET',
      `/api/admin/contest/contest-problem?cid=${cid}&pid=${s.problem.id}`,
      s.root.headers,
    );
    expect(link.data).toMatchObject({ cid, pid: s.problem.id, displayId: 'A', problem: { problemId: 'P1000' } });
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=999999`, s.root.headers)).status,
    ).toBe(404);
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=${s.problem.id}`, s.admin.headers))
        .msg,
    ).toBe("Only the contest's administrators may do this");
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=${s.problem.id}`, s.alice.headers))
        .status,
    ).toBe(403);
  });

  test('admin/contest/get-problem-list answers {problemList, contestProblemMap} a page at a time', async () => {
    using s = await setup();
    const second = await addProblem(s.t, s.root, { problemId: 'P1001', title: 'Second' });
    const cid = await createContest(s.t, s.root.headers, {}, [s.problem.id, second.id]);
    const list = (await send(s.t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}&limit=1`, s.root.headers))
      .data;
    expect(Object.keys(list).sort()).toEqual(['contestProblemMap', 'problemList']);
    expect(list.problemList).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect(list.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['P1000']);
    expect(list.contestProblemMap[String(second.id)]).toMatchObject({ cid, pid: second.id, displayId: 'B' });
    expect(Object.keys(list.contestProblemMap).sort()).toEqual([String(s.problem.id), String(second.id)].sort());
    const found = (
      await send(s.t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}&keyword=second`, s.root.headers)
    ).data;
    expect(found.problemList.records.map((p: { problemId: string }) => p.problemId)).toEqual(['P1001']);
    expect((await send(s.t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}`, s.admin.headers)).msg).toBe(
      "Only the contest's administrators may do this",
    );
  });

  test('group/get-contest-problem-list answers the same shape, for the picker too; a plain member is refused', async () => {
    await using s = await classSetup();
    const env = await send(s.t, 'POST', '/api/group/contest', s.teacher.headers, contestForm({ gid: s.gid }));
    const cid = env.data.id as number;
    await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.teacher.headers, {
      cid,
      pid: s.problem.id,
      displayId: 'A',
    });
    const existing = (await send(s.t, 'GET', `/api/group/get-contest-problem-list?cid=${cid}`, s.teacher.headers)).data;
    expect(existing.problemList.records.map((p: { id: number }) => p.id)).toEqual([s.problem.id]);
    expect(existing.contestProblemMap[String(s.problem.id)]).toMatchObject({ displayId: 'A', cid });
    const picks = (
      await send(s.t, 'GET', `/api/group/get-contest-problem-list?cid=${cid}&queryExisted=false`, s.teacher.headers)
    ).data;
    expect(picks.problemList.records).toEqual([]);
    expect(Object.keys(picks.contestProblemMap)).toEqual([String(s.problem.id)]);
    expect((await send(s.t, 'GET', `/api/group/get-contest-problem-list?cid=${cid}`, s.alice.headers)).status).toBe(
      403,
    );
  });

  test('group/get-training-problem-list answers {problemList, trainingProblemMap}; a plain member is refused', async () => {
    await using s = await classSetup();
    const categoryId = await createCategory(s.t, s.root.headers);
    const made = await send(
      s.t,
      'POST',
      '/api/group/training',
      s.teacher.headers,
      trainingForm(categoryId, { gid: s.gid }),
    );
    const tid = made.data.training.id as number;
    await send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.teacher.headers, {
      tid,
      pid: s.problem.id,
    });
    const inside = (
      await send(s.t, 'GET', `/api/group/get-training-problem-list?tid=${tid}&queryExisted=true`, s.teacher.headers)
    ).data;
    expect(Object.keys(inside).sort()).toEqual(['problemList', 'trainingProblemMap']);
    expect(inside.problemList).toMatchObject({ total: 1, current: 1 });
    expect(inside.problemList.records[0]).toMatchObject({ pid: s.problem.id, problemId: 'P1000' });
    expect(inside.problemList.records[0].link).toBeUndefined();
    expect(inside.trainingProblemMap[String(s.problem.id)]).toMatchObject({ tid, pid: s.problem.id });
    const picks = (
      await send(s.t, 'GET', `/api/group/get-training-problem-list?tid=${tid}&queryExisted=false`, s.teacher.headers)
    ).data;
    expect(picks.problemList.records).toEqual([]);
    expect(Object.keys(picks.trainingProblemMap)).toEqual([String(s.problem.id)]);
    expect((await send(s.t, 'GET', `/api/group/get-training-problem-list?tid=${tid}`, s.alice.headers)).status).toBe(
      403,
    );
  });
});
