import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../../src/db/schema/index.ts';
import { setRolePermissions } from '../../../src/domain/permissions/role-auth.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { addProblem, createContest, send, setup as contestSetup } from './helpers.ts';

// Each setup hashes passwords for five accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

const NOT_OWN =
  "Through a contest you may only change the contest's own problems: those you created, or its contest-only problems";

/**
 * A coach whose role (problem admin, 1008) holds contest administration but not problem
 * administration; the bank holds the public P1000, the super admin's private SECRET and a
 * contest-only EXAM1 of the super admin's own contest. The coach runs a contest of their own.
 */
async function setup() {
  const s = await contestSetup();
  setRolePermissions(s.t.deps.db, s.root, 1008, ['admin_login', 'contest_admin']);
  const coach = await createUserAndLogin(s.t.deps, s.t.app, { role: 1008 });
  const secret = await addProblem(s.t, s.root, { problemId: 'SECRET', title: 'Secret', auth: 2 });
  const exam = await addProblem(s.t, s.root, { problemId: 'EXAM1', title: 'Exam one', auth: 3 });
  await createContest(s.t, s.root.headers, { title: 'Root exam' }, [exam.id]);
  const cid = await createContest(s.t, coach.headers, { title: 'Coach lab' });
  const form = (problem: Record<string, unknown>, displayId = 'A') => ({
    problem: { description: 'Add two numbers.', input: '', output: '', exampleList: [], ...problem },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: ['C'],
    tags: [],
    contest: { cid, displayId, displayTitle: 'In the lab' },
  });
  const titleOf = (id: number) =>
    s.t.deps.db.select({ title: problems.title }).from(problems).where(eq(problems.id, id)).get()!.title;
  return { ...s, coach, secret, exam, cid, form, titleOf };
}

describe("a contest admin without problem administration reaches only the contest's own problems", () => {
  test("reading, rewriting, picking and linking another author's bank problems through a contest is refused", async () => {
    await using s = await setup();
    for (const p of [s.secret, s.exam, s.problem]) {
      const read = await send(s.t, 'GET', `/api/admin/contest/problem?pid=${p.id}`, s.coach.headers);
      expect({ pid: p.problemId, msg: read.msg, data: read.data }).toEqual({
        pid: p.problemId,
        msg: 'You have no permission to view this problem',
        data: null,
      });
    }
    for (const p of [s.secret, s.exam, s.problem]) {
      const put = await send(
        s.t,
        'PUT',
        '/api/admin/contest/problem',
        s.coach.headers,
        s.form({ id: p.id, problemId: p.problemId, title: 'Rewritten' }),
      );
      expect({ pid: p.problemId, msg: put.msg }).toEqual({ pid: p.problemId, msg: NOT_OWN });
    }
    expect([s.titleOf(s.secret.id), s.titleOf(s.exam.id), s.titleOf(s.problem.id)]).toEqual([
      'Secret',
      'Exam one',
      'A + B',
    ]);
    const picker = await send(s.t, 'GET', `/api/admin/contest/get-public-problem-list?cid=${s.cid}`, s.coach.headers);
    expect(picker.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P1000']);
    for (const p of [s.secret, s.exam]) {
      const add = await send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', s.coach.headers, {
        cid: s.cid,
        pid: p.id,
        displayId: 'Z',
      });
      expect({ pid: p.problemId, msg: add.msg }).toEqual({
        pid: p.problemId,
        msg: 'You have no permission to view this problem',
      });
    }
  });

  test('the coach makes, reads and edits their own problems, links public ones and reads what their contest links', async () => {
    await using s = await setup();
    const made = await send(
      s.t,
      'POST',
      '/api/admin/contest/problem',
      s.coach.headers,
      s.form({ problemId: 'LAB1', title: 'Lab one', auth: 3 }),
    );
    expect(made.status).toBe(200);
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/problem?pid=${made.data.id}`, s.coach.headers)).data.problem.title,
    ).toBe('Lab one');
    const edited = await send(
      s.t,
      'PUT',
      '/api/admin/contest/problem',
      s.coach.headers,
      s.form({ id: made.data.id, problemId: 'LAB1', title: 'Lab one, fixed', auth: 3 }),
    );
    expect(edited.status).toBe(200);
    expect(s.titleOf(made.data.id)).toBe('Lab one, fixed');
    expect(
      (
        await send(s.t, 'POST', '/api/admin/contest/add-problem-from-public', s.coach.headers, {
          cid: s.cid,
          pid: s.problem.id,
          displayId: 'B',
        })
      ).status,
    ).toBe(200);
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/problem?pid=${s.problem.id}`, s.coach.headers)).data.problem.title,
    ).toBe('A + B');
    // The super admin keeps every problem.
    expect(
      (await send(s.t, 'GET', `/api/admin/contest/problem?pid=${s.secret.id}`, s.root.headers)).data.problem.title,
    ).toBe('Secret');
  });
});
