import { expect, test } from 'bun:test';
import { createCategory, trainingForm } from '../trainings/helpers.ts';
import { classSetup, send } from './helpers.ts';

/**
 * The inputs of a group's contest, problem and training calls as their entries read them: the
 * group named in either place a form allows, and bad input answered as the 400 naming the field,
 * never a 500 and never a half-made change.
 */

test("a group training is made in the group named beside the form as well as inside it; another group's id inside wins, a training's own id is ignored", async () => {
  await using s = await classSetup();
  const category = await createCategory(s.t, s.root.headers);
  const beside = await send(s.t, 'POST', '/api/group/training', s.teacher.headers, {
    gid: s.gid,
    ...trainingForm(category, { id: 999999 }),
  });
  expect([beside.status, beside.msg]).toEqual([200, 'success']);
  expect(beside.data.training.gid).toBe(s.gid);
  expect(beside.data.training.id).not.toBe(999999);
  // The group inside the form is the one asked of the group's policy: the teacher is no admin of Dave's group.
  const inside = await send(s.t, 'POST', '/api/group/training', s.teacher.headers, {
    gid: s.gid,
    ...trainingForm(category, { gid: s.other }),
  });
  expect(inside.status).toBe(403);
  const bad = await send(
    s.t,
    'POST',
    '/api/group/training',
    s.teacher.headers,
    trainingForm(category, { gid: 'class7a' }),
  );
  expect([bad.status, bad.msg]).toEqual([400, expect.stringContaining('training.gid')]);
  const listed = await send(s.t, 'GET', `/api/group/get-admin-training-list?gid=${s.gid}`, s.teacher.headers);
  expect(listed.data.records.map((r: { id: number }) => r.id)).toEqual([beside.data.training.id]);
});

test('a group problem form without its problem, or an edit without the problem id, is the 400 naming it', async () => {
  await using s = await classSetup();
  const none = await send(s.t, 'POST', `/api/group/problem?gid=${s.gid}`, s.teacher.headers, { samples: [] });
  expect([none.status, none.msg]).toEqual([400, 'problem is required']);
  const noId = await send(s.t, 'PUT', '/api/group/problem', s.teacher.headers, {
    problem: { problemId: 'x', title: 'x' },
  });
  expect([noId.status, noId.msg]).toEqual([400, 'problem.id is required']);
  const notJson = await s.t.app.request('/api/group/problem', {
    method: 'POST',
    headers: { ...s.teacher.headers, 'content-type': 'application/json' },
    body: '{',
  });
  expect(((await notJson.json()) as { status: number }).status).toBe(400);
});

test("a contest link's change names its contest: without it, or with a bad checker body, the answer is the 400 naming the field", async () => {
  await using s = await classSetup();
  const link = await send(s.t, 'PUT', '/api/group/contest-problem', s.teacher.headers, { id: 1, displayId: 'A' });
  expect([link.status, link.msg]).toEqual([400, 'cid is required']);
  const compile = await send(s.t, 'POST', `/api/group/compile-spj?gid=${s.gid}`, s.teacher.headers, {
    language: 'C++',
  });
  expect([compile.status, compile.msg]).toEqual([400, 'code is required']);
});
