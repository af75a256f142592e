import { expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { trainings } from '../../src/db/schema/index.ts';
import { call } from '../helpers/app.ts';
import { contestForm } from './contests/helpers.ts';
import { classSetup, send } from './groups/helpers.ts';
import { createCategory, trainingForm } from './trainings/helpers.ts';

const HOUR = 3_600_000,
  DAY = 24 * HOUR;

/**
 * The home page's agenda: Alice (a member of 7A) sees her running exam-like contest and the
 * homework due this week; Dave's group's homework, homework due next month or already past, and
 * contests she did not register for stay out; the teacher (7A's root) has no homework; a visitor
 * has no agenda.
 */
test("a student's agenda holds her registered contests and her group's homework due within a week, nothing of others", async () => {
  await using s = await classSetup();
  const now = Date.now();
  const categoryId = await createCategory(s.t, s.root.headers);
  const homework = async (h: Record<string, string>, gid: number, title: string, dueAt: number) => {
    const made = await send(s.t, 'POST', '/api/group/training', h, trainingForm(categoryId, { gid, title }));
    if (made.status !== 200) throw new Error(made.msg);
    const tid = made.data.training.id as number;
    s.t.deps.db
      .update(trainings)
      .set({ dueAt: new Date(dueAt) })
      .where(eq(trainings.id, tid))
      .run();
    return tid;
  };
  const soon = await homework(s.teacher.headers, s.gid, 'Loops homework', now + 2 * DAY);
  await homework(s.teacher.headers, s.gid, 'Next month', now + 30 * DAY);
  await homework(s.teacher.headers, s.gid, 'Last week', now - 7 * DAY);
  await homework(s.dave.headers, s.other, 'Other class homework', now + DAY);
  const running = (
    await send(
      s.t,
      'POST',
      '/api/admin/contest',
      s.root.headers,
      contestForm({ title: 'Friday quiz', startTime: now - HOUR, endTime: now + HOUR }),
    )
  ).data.id;
  await send(
    s.t,
    'POST',
    '/api/admin/contest',
    s.root.headers,
    contestForm({ title: 'Not registered', startTime: now - HOUR, endTime: now + HOUR }),
  );
  // A computational-thinking contest carries its type: the page links it under its own base.
  const thinking = (
    await send(
      s.t,
      'POST',
      '/api/admin/contest',
      s.root.headers,
      contestForm({ title: 'Thinking quiz', type: 2, startTime: now - HOUR, endTime: now + HOUR }),
    )
  ).data.id;
  for (const cid of [running, thinking])
    expect((await send(s.t, 'POST', '/api/register-contest', s.alice.headers, { cid, password: '' })).status).toBe(200);

  const agenda = (await send(s.t, 'GET', '/api/get-my-agenda', s.alice.headers)).data;
  expect(
    agenda.contests.map((c: { title: string; running: boolean; type: number }) => [c.title, c.running, c.type]),
  ).toEqual([
    ['Friday quiz', true, 0],
    ['Thinking quiz', true, 2],
  ]);
  expect(agenda.homework.map((h: { tid: number; title: string; gid: number }) => [h.tid, h.title, h.gid])).toEqual([
    [soon, 'Loops homework', s.gid],
  ]);
  expect(agenda.homework[0].acCount).toBe(0);
  // The teacher sets homework; it is not theirs to do.
  expect((await send(s.t, 'GET', '/api/get-my-agenda', s.teacher.headers)).data.homework).toEqual([]);
  expect((await call(s.t.app, '/api/get-my-agenda')).env.msg).toBe('Please login first');
});
