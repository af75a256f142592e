import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { submissions, trainingRegistrations } from '../../../src/db/schema/index.ts';
import { MAX_WRONG } from '../../../src/domain/guess-limit.ts';
import { createTraining, send, setup, submit } from './helpers.ts';

/** A private training of the admin (a teacher) holding P1000; P2 stays outside it. */
async function privateTraining() {
  const s = await setup();
  const tid = await createTraining(s.t, s.admin.headers, s.categoryId, { auth: 'Private', privatePwd: 'class7' }, [
    s.problem.id,
  ]);
  return { ...s, tid };
}

const inside = (tid: number) => [
  `/api/get-training-problem-list?tid=${tid}`,
  `/api/get-training-problem-detail?tid=${tid}&problemId=P1000`,
  `/api/get-training-rank?tid=${tid}`,
];

describe('a private training', () => {
  test('is closed until the student registers with the password; its author and the super admin pass', async () => {
    await using s = await privateTraining();
    for (const path of inside(s.tid)) {
      expect({ path, msg: (await send(s.t, 'GET', path, s.alice.headers)).msg }).toEqual({
        path,
        msg: 'This training is private: register with its password first',
      });
      expect({ path, status: (await send(s.t, 'GET', path, s.admin.headers)).status }).toEqual({ path, status: 200 });
      expect({ path, status: (await send(s.t, 'GET', path, s.root.headers)).status }).toEqual({ path, status: 200 });
      expect({ path, status: (await send(s.t, 'GET', path, undefined)).status }).toEqual({ path, status: 401 });
    }
    const detail = await send(s.t, 'GET', `/api/get-training-detail?tid=${s.tid}`, s.alice.headers);
    expect(detail.data).toMatchObject({ access: false, isAdmin: false, auth: 'Private', problemCount: 1 });
    expect(JSON.stringify(detail.data)).not.toContain('class7');
    expect(
      (await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: '  ' })).msg,
    ).toBe('Enter the training password');
    expect(
      (await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class8' })).msg,
    ).toBe('The training password is wrong');
    const ok = await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class7' });
    expect([ok.status, ok.msg]).toEqual([200, 'Register training successfully']);
    expect(
      (await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class7' })).msg,
    ).toBe('You have already registered for this training');
    expect((await send(s.t, 'GET', `/api/get-training-access?tid=${s.tid}`, s.alice.headers)).data).toEqual({
      access: true,
    });
    for (const path of inside(s.tid))
      expect({ path, status: (await send(s.t, 'GET', path, s.alice.headers)).status }).toEqual({ path, status: 200 });
    // Bob did not register.
    expect((await send(s.t, 'GET', `/api/get-training-access?tid=${s.tid}`, s.bob.headers)).data).toEqual({
      access: false,
    });
  });

  test('a switched-off registration closes it again; guessing the password is cut off after a few tries', async () => {
    await using s = await privateTraining();
    await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class7' });
    s.t.deps.db
      .update(trainingRegistrations)
      .set({ banned: true })
      .where(eq(trainingRegistrations.uid, s.alice.uid))
      .run();
    expect((await send(s.t, 'GET', inside(s.tid)[0]!, s.alice.headers)).msg).toBe(
      'Your registration for this training has been switched off',
    );
    for (let i = 0; i < MAX_WRONG; i++)
      expect(
        (await send(s.t, 'POST', '/api/register-training', s.bob.headers, { tid: s.tid, password: `guess${i}` }))
          .status,
      ).toBe(400);
    const cut = await send(s.t, 'POST', '/api/register-training', s.bob.headers, { tid: s.tid, password: 'class7' });
    expect([cut.status, cut.msg]).toEqual([429, 'Too many wrong passwords: try again in 10 minutes']);
  });

  test('hidden, deleted and not yet open trainings', async () => {
    await using s = await privateTraining();
    const later = await createTraining(s.t, s.admin.headers, s.categoryId, { openFrom: Date.now() + 3_600_000 }, [
      s.problem.id,
    ]);
    expect((await send(s.t, 'GET', `/api/get-training-problem-list?tid=${later}`, s.alice.headers)).msg).toBe(
      'This training opens later',
    );
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${later}`, s.alice.headers)).data.open).toBe(false);
    expect((await send(s.t, 'GET', `/api/get-training-problem-list?tid=${later}`, s.admin.headers)).status).toBe(200);
    expect((await submit(s.t, s.alice.headers, { tid: later })).env.msg).toBe('This training opens later');
    await send(s.t, 'PUT', `/api/admin/training/change-training-status?tid=${later}&status=false`, s.admin.headers);
    expect((await send(s.t, 'GET', `/api/get-training-detail?tid=${later}`, s.alice.headers)).msg).toBe(
      'The training does not exist',
    );
    await send(s.t, 'DELETE', `/api/admin/training?tid=${s.tid}`, s.admin.headers);
    expect(
      (await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class7' })).msg,
    ).toBe('The training does not exist');
    for (const bad of [
      '/api/get-training-detail?tid=abc',
      '/api/get-training-rank?tid=-1',
      '/api/get-training-detail',
    ]) {
      expect({ bad, status: (await send(s.t, 'GET', bad, s.alice.headers)).status }).toEqual({ bad, status: 400 });
    }
  });
});

describe('submitting through a training', () => {
  test('carries the training when the student may use it and the problem is in it; refused otherwise', async () => {
    await using s = await privateTraining();
    expect((await submit(s.t, s.alice.headers, { tid: s.tid })).env.msg).toBe(
      'This training is private: register with its password first',
    );
    await send(s.t, 'POST', '/api/register-training', s.alice.headers, { tid: s.tid, password: 'class7' });
    expect((await submit(s.t, s.alice.headers, { tid: s.tid, pid: 'P2' })).env.msg).toBe(
      'The problem is not part of this training',
    );
    expect((await submit(s.t, s.alice.headers, { tid: 999999 })).env.msg).toBe('The training does not exist');
    expect((await submit(s.t, s.alice.headers, { tid: 'x' })).env.status).toBe(400);
    const made = await submit(s.t, s.alice.headers, { tid: s.tid });
    expect(made.env.status).toBe(200);
    const row = s.t.deps.db.select().from(submissions).where(eq(submissions.submitId, made.env.data.submitId)).get()!;
    expect([row.tid, row.cid]).toEqual([s.tid, null]);
    // Without a training the same problem is a plain practice submission.
    const plain = await submit(s.t, s.bob.headers);
    expect(
      s.t.deps.db.select().from(submissions).where(eq(submissions.submitId, plain.env.data.submitId)).get()!.tid,
    ).toBeNull();
  });
});
