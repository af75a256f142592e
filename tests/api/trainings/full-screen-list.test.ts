import { expect, setDefaultTimeout, test } from 'bun:test';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { classSetup, send } from '../groups/helpers.ts';
import { insertSubmission } from '../contests/helpers.ts';
import { createCategory, createTraining, trainingForm } from './helpers.ts';

setDefaultTimeout(120_000);

const LIST = '/api/get-full-screen-problem-list';
const MEMBERS_ONLY = 'Only members of this group may see this';

/**
 * Focus mode's bar of a training (get-full-screen-problem-list?tid=): each problem by its bank id
 * (the address of its page) and its display id in the training (the bar's label), with the viewer's
 * verdict; a group's training answers its members only, a hidden one nobody but its admins.
 */
test("a training's bar names each problem by its display id in the training and links it by its bank id", async () => {
  await using s = await classSetup();
  const category = await createCategory(s.t, s.root.headers);
  const tid = await createTraining(s.t, s.root.headers, category);
  const added = await send(s.t, 'POST', '/api/admin/training/add-problem-from-public', s.root.headers, {
    tid,
    pid: s.problem.id,
    displayId: 'T9',
  });
  expect(added.status).toBe(200);
  insertSubmission(s.t, { uid: s.alice.uid, username: s.alice.username, pid: s.problem.id, status: 0 });
  const env = await send(s.t, 'GET', `${LIST}?tid=${tid}`, s.alice.headers);
  expect(env.data).toEqual([
    {
      pid: s.problem.id,
      problemId: s.problem.problemId,
      displayId: 'T9',
      title: expect.any(String),
      status: JudgeStatus.ACCEPTED,
      score: null,
      color: null,
    },
  ]);
});

test("a group's training bar answers its members; outsiders, visitors and a hidden training's members are refused", async () => {
  await using s = await classSetup();
  const category = await createCategory(s.t, s.root.headers);
  const make = async (visible: boolean) => {
    const made = await send(
      s.t,
      'POST',
      '/api/group/training',
      s.teacher.headers,
      trainingForm(category, { gid: s.gid, title: visible ? 'Loops' : 'Draft', visible }),
    );
    if (made.status !== 200) throw new Error(made.msg);
    const tid = made.data.training.id as number;
    const added = await send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.teacher.headers, {
      tid,
      pid: s.problem.id,
      displayId: 'L1',
    });
    if (added.status !== 200) throw new Error(added.msg);
    return tid;
  };
  const shown = await make(true);
  const hidden = await make(false);
  const member = await send(s.t, 'GET', `${LIST}?tid=${shown}`, s.alice.headers);
  expect(member.data.map((r: { displayId: string }) => r.displayId)).toEqual(['L1']);
  expect((await send(s.t, 'GET', `${LIST}?tid=${shown}`, s.teacher.headers)).status).toBe(200);
  const outsider = await send(s.t, 'GET', `${LIST}?tid=${shown}`, s.bob.headers);
  expect([outsider.status, outsider.msg, outsider.data]).toEqual([403, MEMBERS_ONLY, null]);
  expect((await send(s.t, 'GET', `${LIST}?tid=${shown}`, undefined)).data).toBeNull();
  expect((await send(s.t, 'GET', `${LIST}?tid=${hidden}`, s.alice.headers)).data).toBeNull();
  expect((await send(s.t, 'GET', `${LIST}?tid=${hidden}`, s.teacher.headers)).status).toBe(200);
});
