import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems, submissions } from '../../src/db/schema/index.ts';
import { classSetup, send, type Headers } from './groups/helpers.ts';
import { type ClassSetup, createGroupChoice, groupChoiceForm } from './group-choice-helpers.ts';

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

type S = ClassSetup;
const createIn = createGroupChoice;

const countProblems = (s: S) => s.t.deps.db.select({ id: problems.id }).from(problems).all().length;

describe('choice problems in a group: who may create, edit and read them', () => {
  test('a non-member, a member of another group and a plain member cannot create one; group admins can, under the group name', async () => {
    await using s = await classSetup();
    const before = countProblems(s);
    for (const who of [s.bob, s.dave, s.alice]) {
      const env = await send(s.t, 'POST', '/api/group/choice-problem', who.headers, groupChoiceForm(s.gid));
      expect(env.status).not.toBe(200);
    }
    expect((await send(s.t, 'POST', '/api/group/choice-problem', undefined, groupChoiceForm(s.gid))).status).toBe(401);
    expect(countProblems(s)).toBe(before);
    // Without a group the call names the missing field rather than making a bank problem.
    const noGroup = await send(s.t, 'POST', '/api/group/choice-problem', s.teacher.headers, {
      ...groupChoiceForm(s.gid),
      gid: undefined,
    });
    expect([noGroup.status, countProblems(s)]).toEqual([400, before]);
    const made = await createIn(s, s.carol.headers);
    expect(made.problemId).toBe('class7a-CT1');
    const row = s.t.deps.db.select().from(problems).where(eq(problems.id, made.id)).get()!;
    expect([row.gid, row.kind, row.authorUid]).toEqual([s.gid, 'choice', s.carol.uid]);
    // The form's rules hold as in the back office, in both languages.
    const refused = await send(
      s.t,
      'POST',
      '/api/group/choice-problem',
      { ...s.teacher.headers, 'Accept-Language': 'zh-CN' },
      groupChoiceForm(s.gid, { problemId: 'CT2', answer: null }),
    );
    expect(refused.msg).toBe('请选择正确选项');
    // The display id is the group's: the same typed id in the group clashes, by its full name.
    const clash = await send(s.t, 'POST', '/api/group/choice-problem', s.teacher.headers, groupChoiceForm(s.gid));
    expect(clash.msg).toContain('class7a-CT1');
  });

  test('only its author or a group root edits it or reads its answer; the edit keeps it in its group', async () => {
    await using s = await classSetup();
    const { id } = await createIn(s, s.carol.headers);
    const edit = (headers: Headers, fields: Record<string, unknown> = {}) =>
      send(s.t, 'PUT', '/api/group/choice-problem', headers, { ...groupChoiceForm(s.gid, { id, ...fields }) });
    for (const who of [s.bob, s.dave, s.alice]) {
      expect((await edit(who.headers, { title: 'Taken' })).status).not.toBe(200);
      expect((await send(s.t, 'GET', `/api/group/choice-problem?pid=${id}`, who.headers)).status).not.toBe(200);
    }
    expect(s.t.deps.db.select().from(problems).where(eq(problems.id, id)).get()!.title).toBe('One plus two');
    // The author reads the form with the typed id and the answer; the group's root edits it.
    const form = await send(s.t, 'GET', `/api/group/choice-problem?pid=${id}`, s.carol.headers);
    expect([form.data.problemId, form.data.answer, form.data.gid]).toEqual(['CT1', 'B', s.gid]);
    const saved = await edit(s.teacher.headers, { title: 'One plus two, again', problemId: 'CT9', gid: s.other });
    expect([saved.status, saved.data.problemId]).toEqual([200, 'class7a-CT9']);
    const row = s.t.deps.db.select().from(problems).where(eq(problems.id, id)).get()!;
    expect([row.title, row.gid]).toEqual(['One plus two, again', s.gid]);
  });

  test('the group calls edit neither a bank problem nor a code problem; the code form does not take a choice problem', async () => {
    await using s = await classSetup();
    const { id } = await createIn(s, s.teacher.headers);
    const code = await s.inGroup(s.gid, 'class7a-9');
    const onCode = await send(s.t, 'PUT', '/api/group/choice-problem', s.teacher.headers, {
      ...groupChoiceForm(s.gid, { id: code, problemId: '9' }),
    });
    expect(onCode.msg).toBe('This is not a choice problem');
    expect((await send(s.t, 'GET', `/api/group/choice-problem?pid=${code}`, s.teacher.headers)).status).not.toBe(200);
    const bank = await send(s.t, 'PUT', '/api/group/choice-problem', s.teacher.headers, {
      ...groupChoiceForm(s.gid, { id: s.problem.id }),
    });
    expect(bank.status).not.toBe(200);
    const asCode = await send(s.t, 'PUT', '/api/group/problem', s.teacher.headers, {
      problem: { id, problemId: 'CT1', title: 'x' },
    });
    expect(asCode.status).not.toBe(200);
    expect(s.t.deps.db.select().from(problems).where(eq(problems.id, id)).get()!.kind).toBe('choice');
  });

  test('a hidden (private) one is read by no plain member, non-member or other group; a public one by members only', async () => {
    await using s = await classSetup();
    await createIn(s, s.teacher.headers, { problemId: 'PUB' });
    await createIn(s, s.teacher.headers, { problemId: 'HID', auth: 2 });
    const detail = (headers: Headers, problemId: string) =>
      send(s.t, 'GET', `/api/get-c-problem-detail?problemId=${problemId}`, headers);
    for (const who of [s.alice, s.bob, s.dave]) expect((await detail(who.headers, 'class7a-HID')).status).not.toBe(200);
    for (const who of [s.bob, s.dave]) expect((await detail(who.headers, 'class7a-PUB')).status).not.toBe(200);
    const seen = await detail(s.alice.headers, 'class7a-PUB');
    expect([seen.status, seen.data.title, seen.data.analysis]).toEqual([200, 'One plus two', null]);
    expect((await detail(s.carol.headers, 'class7a-HID')).status).toBe(200);
    // Nobody outside answers it, and a plain member does not answer the hidden one.
    for (const [who, pid] of [
      [s.bob, 'class7a-PUB'],
      [s.dave, 'class7a-PUB'],
      [s.alice, 'class7a-HID'],
    ] as const) {
      const env = await send(s.t, 'POST', '/api/submit-c-problem-judge', who.headers, { pid, selection: 'B' });
      expect(env.status).not.toBe(200);
    }
    expect(s.t.deps.db.select().from(submissions).all()).toEqual([]);
    // The member list shows the public one (as a choice problem) to members; the hidden one to admins only.
    const list = async (headers: Headers) =>
      (await send(s.t, 'GET', `/api/group/get-problem-list?gid=${s.gid}`, headers)).data.records.map(
        (r: { problemId: string; kind: string }) => `${r.problemId}:${r.kind}`,
      );
    expect(await list(s.alice.headers)).toEqual(['class7a-PUB:choice']);
    expect(await list(s.carol.headers)).toEqual(['class7a-HID:choice', 'class7a-PUB:choice']);
    const admin = await send(s.t, 'GET', `/api/group/get-admin-problem-list?gid=${s.gid}`, s.carol.headers);
    expect(admin.data.records.map((r: { kind: string }) => r.kind)).toEqual(['choice', 'choice']);
  });
});

describe('choice problems in a group: the group problem calls', () => {
  test('the auth switch, applying to be public and the review work as for code problems; approved, it is a CT problem of the bank', async () => {
    await using s = await classSetup();
    const { id } = await createIn(s, s.carol.headers);
    expect((await send(s.t, 'PUT', `/api/group/change-problem-auth?pid=${id}&auth=2`, s.alice.headers)).status).toBe(
      403,
    );
    expect((await send(s.t, 'PUT', `/api/group/change-problem-auth?pid=${id}&auth=2`, s.carol.headers)).status).toBe(
      200,
    );
    expect((await send(s.t, 'PUT', `/api/group/apply-public?pid=${id}&isApplied=true`, s.bob.headers)).status).not.toBe(
      200,
    );
    const applied = await send(s.t, 'PUT', `/api/group/apply-public?pid=${id}&isApplied=true`, s.carol.headers);
    expect(applied.data.applyPublicProgress).toBe(1);
    const approved = await send(
      s.t,
      'PUT',
      `/api/admin/group-problem/change-progress?pid=${id}&progress=2`,
      s.root.headers,
    );
    expect(approved.status).toBe(200);
    const bank = await send(s.t, 'GET', '/api/admin/choice-problem/list', s.root.headers);
    expect(bank.data.records.map((r: { problemId: string }) => r.problemId)).toContain('class7a-CT1');
    const seen = await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=class7a-CT1', s.bob.headers);
    expect([seen.status, seen.data.gid]).toEqual([200, null]);
  });

  test('deleting is for its author or a group root: as a code problem it goes with its answers, and leaves the counters', async () => {
    await using s = await classSetup();
    const { id } = await createIn(s, s.carol.headers);
    await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, { pid: 'class7a-CT1', selection: 'B' });
    expect((await send(s.t, 'DELETE', `/api/group/problem?pid=${id}`, s.alice.headers)).status).not.toBe(200);
    expect((await send(s.t, 'DELETE', `/api/group/problem?pid=${id}`, s.teacher.headers)).status).toBe(200);
    const list = await send(s.t, 'GET', `/api/group/get-problem-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.records).toEqual([]);
    expect(s.t.deps.db.select().from(submissions).where(eq(submissions.pid, id)).all()).toEqual([]);
    const rank = await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=0`, s.alice.headers);
    const line = (rank.data.records as { username: string; ac: number }[]).find((r) => r.username === s.alice.username);
    expect(line?.ac ?? 0).toBe(0);
  });
});

describe('choice problems in a group: answering', () => {
  test("a member's answer is judged at once and counts in the group: its list, its rank and the member's status", async () => {
    await using s = await classSetup();
    const { id } = await createIn(s, s.teacher.headers);
    const wrong = await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
      pid: 'class7a-CT1',
      selection: 'A',
    });
    expect(wrong.data.isCorrect).toBe('False');
    const right = await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
      pid: 'class7a-CT1',
      selection: 'b',
    });
    expect(right.data.isCorrect).toBe('True');
    const rows = s.t.deps.db.select().from(submissions).where(eq(submissions.pid, id)).all();
    expect(rows.map((r) => r.gid)).toEqual([s.gid, s.gid]);
    const list = await send(s.t, 'GET', `/api/group/get-problem-list?gid=${s.gid}`, s.alice.headers);
    expect(list.data.records[0]).toMatchObject({ pid: id, ac: 1, total: 2, myStatus: 0 });
    const rank = await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=0`, s.alice.headers);
    const line = (rank.data.records as { username: string; ac: number }[]).find((r) => r.username === s.alice.username);
    expect(line?.ac).toBe(1);
    // Once answered the analysis opens to the member.
    const after = await send(s.t, 'GET', '/api/get-c-problem-detail?problemId=class7a-CT1', s.alice.headers);
    expect(after.data.analysis).toBe('Count: one, two, three.');
  });
});
