import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { groups } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { contestForm, insertSubmission } from '../contests/helpers.ts';
import { createCategory, trainingForm } from '../trainings/helpers.ts';
import { classSetup, send, type Headers } from './helpers.ts';

// Each setup hashes passwords for seven accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const MIN = 60_000;
const MEMBERS_ONLY = 'Only members of this group may see this';

/**
 * Class 7A of classSetup, where Carol (a group admin, level 4) created a running contest sealed for
 * its last 90 minutes, with P1000 as A and Alice's accepted code after the seal, and a hidden
 * training. `rights` reads what a viewer gets of them now.
 */
async function setup() {
  const s = await classSetup();
  const now = Date.now();
  const start = now - 120 * MIN;
  const made = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.carol.headers,
    contestForm({
      gid: s.gid,
      startTime: start,
      endTime: now + 60 * MIN,
      sealRank: true,
      sealRankTime: now - 30 * MIN,
    }),
  );
  if (made.status !== 200) throw new Error(made.msg);
  const cid = made.data.id as number;
  const linked = await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.carol.headers, {
    cid,
    pid: s.problem.id,
    displayId: 'A',
  });
  if (linked.status !== 200) throw new Error(linked.msg);
  const code = insertSubmission(s.t, {
    uid: s.alice.uid,
    username: s.alice.username,
    pid: s.problem.id,
    cid,
    gid: s.gid,
    displayPid: 'A',
    submitTime: new Date(start + 100 * MIN),
  });
  const categoryId = await createCategory(s.t, s.root.headers);
  const training = await send(
    s.t,
    'POST',
    '/api/group/training',
    s.carol.headers,
    trainingForm(categoryId, { gid: s.gid, visible: false }),
  );
  if (training.status !== 200) throw new Error(training.msg);
  const tid = training.data.training.id as number;
  const rights = async (h: Headers) => {
    const board = await send(s.t, 'POST', '/api/get-contest-rank', h, { cid, limit: 30, forceRefresh: true });
    const aliceRow = (board.data?.records ?? []).find((r: { username: string }) => r.username === s.alice.username);
    return {
      contest: (await send(s.t, 'GET', `/api/get-contest-info?cid=${cid}`, h)).msg,
      code:
        (await send(s.t, 'GET', `/api/get-submission-detail?submitId=${code.submitId}`, h)).data?.submission
          ?.codeVisible ?? false,
      zip: (await call(s.t.app, `/api/file/download-contest-ac-submission?cid=${cid}`, { headers: h })).status,
      realBoard: aliceRow?.ac === 1,
      edit: (await send(s.t, 'GET', `/api/group/contest?cid=${cid}`, h)).status,
      training: (await send(s.t, 'GET', `/api/get-training-detail?tid=${tid}`, h)).msg,
    };
  };
  return { ...s, cid, tid, rights };
}

const ADMIN = { contest: 'success', code: true, zip: 200, realBoard: true, edit: 200, training: 'success' };

describe("a group contest's or training's creator administers it only while a group admin", () => {
  test("while a group admin, the creator sees the members' code, the zip and the real board; once demoted to member, none of it", async () => {
    await using s = await setup();
    expect(await s.rights(s.carol.headers)).toEqual(ADMIN);
    const demoted = await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, {
      gid: s.gid,
      uid: s.carol.uid,
      auth: 3,
    });
    expect(demoted.status).toBe(200);
    expect(await s.rights(s.carol.headers)).toEqual({
      contest: 'success',
      code: false,
      zip: 403,
      realBoard: false,
      edit: 403,
      training: 'The training does not exist',
    });
  });

  test('once the creator has left the group, the contest and the training are closed to them', async () => {
    await using s = await setup();
    expect((await send(s.t, 'DELETE', `/api/group/member/exit?gid=${s.gid}`, s.carol.headers)).status).toBe(200);
    expect(await s.rights(s.carol.headers)).toEqual({
      contest: MEMBERS_ONLY,
      code: false,
      zip: 403,
      realBoard: false,
      edit: 403,
      training: MEMBERS_ONLY,
    });
  });

  test("a disbanded or banned group ends the creator's rights; the super admin keeps them", async () => {
    await using s = await setup();
    s.t.deps.db.update(groups).set({ status: 1 }).where(eq(groups.id, s.gid)).run();
    const closed = await s.rights(s.carol.headers);
    expect([closed.code, closed.zip, closed.realBoard, closed.training]).toEqual([false, 403, false, MEMBERS_ONLY]);
    s.t.deps.db.update(groups).set({ status: 0 }).where(eq(groups.id, s.gid)).run();
    expect((await send(s.t, 'DELETE', `/api/group?gid=${s.gid}`, s.teacher.headers)).status).toBe(200);
    const gone = await s.rights(s.carol.headers);
    expect([gone.contest, gone.code, gone.zip, gone.realBoard, gone.training]).toEqual([
      MEMBERS_ONLY,
      false,
      403,
      false,
      MEMBERS_ONLY,
    ]);
    const root = await s.rights(s.root.headers);
    expect([root.contest, root.code, root.zip, root.realBoard, root.training]).toEqual([
      'success',
      true,
      200,
      true,
      'success',
    ]);
  });
});
