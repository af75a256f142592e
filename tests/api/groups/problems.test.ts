import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../../src/db/schema/index.ts';
import { call } from '../../helpers/app.ts';
import { addProblem, submit } from '../submissions/helpers.ts';
import { send, setup, type Headers } from './helpers.ts';

const problemForm = (problem: Record<string, unknown>) => ({
  problem: { problemId: '1001', title: 'Group sum', description: 'Add two numbers.', auth: 1, ...problem },
  samples: [{ input: '1 2\n', output: '3\n' }],
  isUploadTestCase: false,
  languages: ['C', 'C++17'],
  tags: [{ name: 'class-tag' }],
});

/**
 * A private group of the teacher (short name class7a): alice a member, bob an applicant, dave a
 * group admin; carol owns another group. The teacher has made a public and a private problem.
 */
async function world() {
  const s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const other = await s.createGroup(s.carol.headers, { name: 'Other class', shortName: 'other' });
  for (const who of [s.alice, s.bob, s.dave])
    await send(s.t, 'POST', `/api/group/member?gid=${gid}&code=abc123&reason=I am in 7A`, who.headers);
  await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.alice.uid, auth: 3 });
  await send(s.t, 'PUT', '/api/group/member', s.teacher.headers, { gid, uid: s.dave.uid, auth: 4 });
  const create = async (headers: Headers, problem: Record<string, unknown>) =>
    send(s.t, 'POST', '/api/group/problem', headers, problemForm({ gid, ...problem }));
  const open = (await create(s.teacher.headers, {})).data as { id: number; problemId: string };
  const closed = (await create(s.teacher.headers, { problemId: '1002', title: 'Closed one', auth: 2 })).data as {
    id: number;
    problemId: string;
  };
  return { ...s, gid, other, create, open, closed };
}

describe('group problems: who may do what', () => {
  test('a non-member, an applicant and a plain member are refused every admin call', async () => {
    await using w = await world();
    for (const who of [w.carol, w.bob, w.alice]) {
      const h = who.headers;
      expect((await send(w.t, 'GET', `/api/group/get-admin-problem-list?gid=${w.gid}`, h)).msg).toBe(
        "Only the group's administrators may do this",
      );
      expect((await w.create(h, { problemId: '2001' })).msg).toBe("Only the group's administrators may do this");
      expect((await send(w.t, 'GET', `/api/group/get-all-problem-tags?gid=${w.gid}`, h)).msg).toBe(
        "Only the group's administrators may do this",
      );
      expect(
        (await send(w.t, 'POST', `/api/group/compile-spj?gid=${w.gid}`, h, { code: 'int main(){}', language: 'C' }))
          .msg,
      ).toBe("Only the group's administrators may do this");
      // The group may be named in the body instead of the query string: it is asked of that group all the same.
      expect(
        (await send(w.t, 'POST', '/api/group/compile-spj', h, { gid: w.gid, code: 'int main(){}', language: 'C' })).msg,
      ).toBe("Only the group's administrators may do this");
      for (const [method, path] of [
        ['GET', `/api/group/problem?pid=${w.open.id}`],
        ['DELETE', `/api/group/problem?pid=${w.open.id}`],
        ['PUT', `/api/group/change-problem-auth?pid=${w.open.id}&auth=2`],
        ['PUT', `/api/group/apply-public?pid=${w.open.id}&isApplied=true`],
        ['GET', `/api/file/download-group-testcase?pid=${w.open.id}`],
        ['GET', `/api/group/get-problem-cases?pid=${w.open.id}`],
      ] as const) {
        const { res, env } = await call(w.t.app, path, { method, headers: h });
        expect({ path, status: res.status, msg: env?.msg }).toEqual({
          path,
          status: 403,
          msg: "Only the problem's author or the group's roots may do this",
        });
      }
      expect(
        (await send(w.t, 'PUT', '/api/group/problem', h, problemForm({ id: w.open.id, title: 'Taken over' }))).msg,
      ).toBe("Only the problem's author or the group's roots may do this");
    }
    // Not signed in: asked to sign in.
    expect((await call(w.t.app, `/api/group/get-problem-list?gid=${w.gid}`)).res.status).toBe(401);
    // Non-members and applicants do not see the list.
    for (const who of [w.carol, w.bob])
      expect((await send(w.t, 'GET', `/api/group/get-problem-list?gid=${w.gid}`, who.headers)).msg).toBe(
        'Only members of this group may see this',
      );
  });

  test('a private group problem is kept from members: not listed, not readable, not submittable', async () => {
    await using w = await world();
    const list = await send(w.t, 'GET', `/api/group/get-problem-list?gid=${w.gid}`, w.alice.headers);
    expect(list.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['class7a-1001']);
    expect(list.data.records[0]).toMatchObject({ myStatus: -10, tags: [{ name: 'class-tag' }], total: 0 });
    expect((await send(w.t, 'GET', '/api/get-problem-detail?problemId=class7a-1002', w.alice.headers)).status).not.toBe(
      200,
    );
    expect((await submit(w.t, w.alice.headers, { pid: 'class7a-1002' })).env.status).not.toBe(200);
    // The public one is read and submitted through the bank's calls, and the submission is the group's.
    expect(
      (await send(w.t, 'GET', '/api/get-problem-detail?problemId=class7a-1001', w.alice.headers)).data.problem.title,
    ).toBe('Group sum');
    const sent = await submit(w.t, w.alice.headers, { pid: 'class7a-1001' });
    expect(sent.env.data.gid).toBe(w.gid);
    const after = await send(w.t, 'GET', `/api/group/get-problem-list?gid=${w.gid}`, w.alice.headers);
    expect(after.data.records[0].myStatus).not.toBe(-10);
    // Outsiders: neither problem, and neither is in the bank's list.
    expect((await send(w.t, 'GET', '/api/get-problem-detail?problemId=class7a-1001', w.carol.headers)).status).not.toBe(
      200,
    );
    const bank = await send(w.t, 'GET', '/api/get-problem-list?limit=100', w.teacher.headers);
    expect(bank.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P1000']);
    // Group admins list both; the table says which rows they may change.
    const adminList = await send(w.t, 'GET', `/api/group/get-problem-list?gid=${w.gid}`, w.dave.headers);
    expect(adminList.data.total).toBe(2);
    const table = await send(w.t, 'GET', `/api/group/get-admin-problem-list?gid=${w.gid}`, w.dave.headers);
    expect(
      table.data.records.map((r: { problemId: string; mayManage: boolean }) => [r.problemId, r.mayManage]),
    ).toEqual([
      ['class7a-1002', false],
      ['class7a-1001', false],
    ]);
    // The admin table is searched by id or title (the contest's and training's picker of group problems).
    const found = await send(w.t, 'GET', `/api/group/get-admin-problem-list?gid=${w.gid}&keyword=1002`, w.dave.headers);
    expect(found.data.total).toBe(1);
    expect(found.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['class7a-1002']);
  });

  test("another group's root and a group admin who is not the author cannot change it; the author and the group root can", async () => {
    await using w = await world();
    expect(
      (await send(w.t, 'PUT', `/api/group/change-problem-auth?pid=${w.open.id}&auth=2`, w.carol.headers)).msg,
    ).toBe("Only the problem's author or the group's roots may do this");
    expect(
      (await send(w.t, 'PUT', '/api/group/problem', w.dave.headers, problemForm({ id: w.open.id, title: 'Changed' })))
        .msg,
    ).toBe("Only the problem's author or the group's roots may do this");
    // dave makes his own: he may change it, the owner too.
    const mine = (await w.create(w.dave.headers, { problemId: '3001' })).data as { id: number };
    expect(
      (await send(w.t, 'PUT', `/api/group/change-problem-auth?pid=${mine.id}&auth=2`, w.dave.headers)).status,
    ).toBe(200);
    expect(
      (await send(w.t, 'PUT', `/api/group/change-problem-auth?pid=${mine.id}&auth=1`, w.teacher.headers)).status,
    ).toBe(200);
    expect((await send(w.t, 'DELETE', `/api/group/problem?pid=${mine.id}`, w.teacher.headers)).status).toBe(200);
    expect((await send(w.t, 'GET', `/api/group/problem?pid=${mine.id}`, w.teacher.headers)).msg).toBe(
      'The problem does not exist',
    );
    // A bank problem is no group's: the group calls do not reach it.
    expect((await send(w.t, 'DELETE', `/api/group/problem?pid=${w.problem.id}`, w.root.headers)).msg).toBe(
      'The problem does not exist',
    );
  });

  test('bad input is a clear error, never a server error', async () => {
    await using w = await world();
    for (const path of [
      `/api/group/change-problem-auth?pid=${w.open.id}&auth=9`,
      '/api/group/change-problem-auth?pid=abc&auth=1',
      `/api/group/apply-public?pid=${w.open.id}&isApplied=maybe`,
    ]) {
      const { res, env } = await call(w.t.app, path, { method: 'PUT', headers: w.teacher.headers });
      expect({ path, http: res.status, status: env.status }).toEqual({ path, http: 200, status: 400 });
    }
    expect((await send(w.t, 'POST', '/api/group/problem', w.teacher.headers, { problem: 'nothing' })).msg).toContain(
      'problem',
    );
    expect(
      (await send(w.t, 'POST', '/api/group/problem', w.teacher.headers, problemForm({ gid: w.gid, problemId: '' })))
        .msg,
    ).toBe('Problem Display ID is required');
  });
});

describe('group problems: display ids', () => {
  test("the group's short name and a dash prefix the typed id, are stripped for the edit form, and ids stay unique site-wide", async () => {
    await using w = await world();
    expect(w.open.problemId).toBe('class7a-1001');
    const edit = await send(w.t, 'GET', `/api/group/problem?pid=${w.open.id}`, w.teacher.headers);
    expect(edit.data).toMatchObject({ idPrefix: 'class7a-', problem: { problemId: '1001', gid: w.gid } });
    expect((await w.create(w.teacher.headers, { problemId: '1001' })).msg).toBe(
      'The problem display ID class7a-1001 already exists',
    );
    await addProblem(w.t, w.root, { problemId: 'class7a-1003' });
    expect((await w.create(w.dave.headers, { problemId: '1003' })).msg).toBe(
      'The problem display ID class7a-1003 already exists',
    );
    // Saving the stripped form keeps the prefix once.
    const saved = await send(w.t, 'PUT', '/api/group/problem', w.teacher.headers, {
      ...problemForm({ ...edit.data.problem, title: 'Renamed' }),
    });
    expect(saved.data.problemId).toBe('class7a-1001');
    expect(
      (await send(w.t, 'GET', `/api/group/get-all-problem-tags?gid=${w.gid}`, w.dave.headers)).data.map(
        (t: { name: string }) => t.name,
      ),
    ).toContain('class-tag');
    // The group's new tag is not offered in the bank.
    expect(
      (await send(w.t, 'GET', '/api/get-all-problem-tags', w.teacher.headers)).data.map(
        (t: { name: string }) => t.name,
      ),
    ).not.toContain('class-tag');
  });
});

describe('group problems: ids saved before the dash', () => {
  test('an old id (short name and typed id run together) keeps working: read, submitted, edited and saved under the same id', async () => {
    await using w = await world();
    w.t.deps.db.update(problems).set({ problemId: 'class7a1001' }).where(eq(problems.id, w.open.id)).run();
    expect(
      (await send(w.t, 'GET', '/api/get-problem-detail?problemId=class7a1001', w.alice.headers)).data.problem.title,
    ).toBe('Group sum');
    expect((await submit(w.t, w.alice.headers, { pid: 'class7a1001' })).env.status).toBe(200);
    const edit = await send(w.t, 'GET', `/api/group/problem?pid=${w.open.id}`, w.teacher.headers);
    expect(edit.data).toMatchObject({ idPrefix: 'class7a', problem: { problemId: '1001' } });
    const saved = await send(
      w.t,
      'PUT',
      '/api/group/problem',
      w.teacher.headers,
      problemForm({ ...edit.data.problem, title: 'Renamed' }),
    );
    expect(saved.data.problemId).toBe('class7a1001');
  });
});

describe('applying to become public', () => {
  test('the author applies and withdraws; a site admin refuses or approves, which moves the problem to the bank', async () => {
    await using w = await world();
    const apply = (h: Headers, pid: number, on: boolean) =>
      send(w.t, 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=${on}`, h);
    expect((await apply(w.teacher.headers, w.open.id, false)).msg).toBe(
      'This problem has no application to become public to cancel',
    );
    expect((await apply(w.teacher.headers, w.open.id, true)).data).toEqual({ applyPublicProgress: 1 });
    expect((await apply(w.teacher.headers, w.open.id, true)).msg).toBe(
      'This problem is already waiting for its review to become public',
    );
    expect((await apply(w.teacher.headers, w.closed.id, true)).status).toBe(200);
    expect((await apply(w.teacher.headers, w.closed.id, false)).data).toEqual({ applyPublicProgress: null });
    expect((await apply(w.teacher.headers, w.closed.id, true)).status).toBe(200);
    // Only site problem managers review.
    for (const who of [w.teacher, w.alice]) {
      expect((await call(w.t.app, '/api/admin/group-problem/list', { headers: who.headers })).res.status).toBe(403);
      expect(
        (
          await call(w.t.app, `/api/admin/group-problem/change-progress?pid=${w.open.id}&progress=2`, {
            method: 'PUT',
            headers: who.headers,
          })
        ).res.status,
      ).toBe(403);
    }
    const list = await send(w.t, 'GET', '/api/admin/group-problem/list?progress=1', w.admin.headers);
    expect(list.data.records.map((r: { problemId: string; groupName: string }) => [r.problemId, r.groupName])).toEqual([
      ['class7a-1002', 'Class 7A'],
      ['class7a-1001', 'Class 7A'],
    ]);
    expect(
      (
        await send(
          w.t,
          'PUT',
          `/api/admin/group-problem/change-progress?pid=${w.closed.id}&progress=3`,
          w.admin.headers,
        )
      ).status,
    ).toBe(200);
    expect(
      (await send(w.t, 'GET', `/api/group/get-admin-problem-list?gid=${w.gid}`, w.teacher.headers)).data.records[0]
        .applyPublicProgress,
    ).toBe(3);
    expect((await apply(w.teacher.headers, w.closed.id, true)).status).toBe(200);
    expect(
      (
        await send(
          w.t,
          'PUT',
          `/api/admin/group-problem/change-progress?pid=${w.problem.id}&progress=2`,
          w.root.headers,
        )
      ).msg,
    ).toBe('Only a problem that applied to become public can be reviewed');
    // Approved: a public bank problem, display id kept, gone from the group.
    expect(
      (await send(w.t, 'PUT', `/api/admin/group-problem/change-progress?pid=${w.open.id}&progress=2`, w.root.headers))
        .status,
    ).toBe(200);
    expect(
      (await send(w.t, 'GET', '/api/get-problem-detail?problemId=class7a-1001', w.carol.headers)).data.problem,
    ).toMatchObject({ gid: null, auth: 1 });
    expect(
      (await send(w.t, 'GET', `/api/group/get-admin-problem-list?gid=${w.gid}`, w.teacher.headers)).data.total,
    ).toBe(1);
    expect(
      (await send(w.t, 'PUT', `/api/admin/group-problem/change-progress?pid=${w.open.id}&progress=3`, w.root.headers))
        .msg,
    ).toBe('Only a problem that applied to become public can be reviewed');
    const zh = await call(w.t.app, `/api/group/apply-public?pid=${w.closed.id}&isApplied=true`, {
      method: 'PUT',
      headers: { ...w.teacher.headers, 'Accept-Language': 'zh-CN' },
    });
    expect(zh.env.msg).toBe('该题目已在等待公开审核');
  });
});
