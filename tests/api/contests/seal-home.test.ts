import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { contestForm, send } from './helpers.ts';
import { AC, homeOf, sealedGroupContest, WA } from './seal-helpers.ts';

// Each setup hashes passwords for several accounts: slow on a busy machine when run beside other files.
setDefaultTimeout(120_000);

type World = Awaited<ReturnType<typeof sealedGroupContest>>;

async function weekAccepted(s: World) {
  const stats = (await send(s.t, 'GET', '/api/get-last-week-submission-statistics?forceRefresh=true', s.root.headers))
    .data;
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return { accepted: sum(stats.acCountList), total: sum(stats.totalCountList) };
}

async function groupRankOf(s: World, type: 0 | 1, uid: string) {
  const page = (await send(s.t, 'GET', `/api/get-group-rank-list?gid=${s.gid}&type=${type}&limit=50`, s.carol.headers))
    .data;
  const row = (page.records as { uid: string; ac: number; total: number; score: number }[]).find((r) => r.uid === uid);
  return row && { ac: row.ac, total: row.total, score: row.score };
}

async function gradebookMark(s: World, headers: Record<string, string>, uid: string) {
  const book = (await send(s.t, 'GET', `/api/group/gradebook?gid=${s.gid}`, headers)).data;
  const i = (book.contests as { id: number }[]).findIndex((c) => c.id === s.cid);
  return (book.rows as { uid: string; contests: unknown[] }[]).find((r) => r.uid === uid)!.contests[i];
}

describe('a sealed result reaches no page outside the contest', () => {
  test("ACM: an accept after the seal stays off visitors' and classmates' views of the home page, heat map, site statistics, group rank and a group admin's gradebook", async () => {
    await using s = await sealedGroupContest(0);
    s.sub(s.alice, WA, 10);
    s.sub(s.alice, AC, 100);
    // The visitor and a classmate learn nothing of what she did after the seal.
    for (const headers of [undefined, s.bob.headers, s.carol.headers]) {
      expect(await homeOf(s.t, s.alice.username, headers)).toEqual({ solved: [], scores: [], total: 1, heat: 1 });
    }
    // She sees her own accept, as the ACM rules show it to her in the contest.
    expect(await homeOf(s.t, s.alice.username, s.alice.headers)).toEqual({
      solved: ['P1000'],
      scores: [0],
      total: 2,
      heat: 2,
    });
    expect(await weekAccepted(s)).toEqual({ accepted: 0, total: 1 });
    expect(await groupRankOf(s, 0, s.alice.uid)).toEqual({ ac: 0, total: 1, score: 0 });
    // Carol administers the group but not the contest: she sees the sealed board; the teacher, its creator, the real one.
    expect(await gradebookMark(s, s.carol.headers, s.alice.uid)).toEqual({
      state: 'submitted',
      rank: 1,
      solved: 0,
      penalty: 0,
      score: 0,
    });
    expect(await gradebookMark(s, s.teacher.headers, s.alice.uid)).toEqual({
      state: 'submitted',
      rank: 1,
      solved: 1,
      penalty: 100 * 60 + 20 * 60,
      score: 0,
    });
  });

  test("OI: no score of the sealed contest reaches anyone's view, the student's own included, until the seal lifts", async () => {
    await using s = await sealedGroupContest(1);
    s.sub(s.alice, AC, 100, 100);
    for (const headers of [undefined, s.bob.headers, s.carol.headers, s.alice.headers]) {
      expect(await homeOf(s.t, s.alice.username, headers)).toMatchObject({ solved: [], scores: [] });
    }
    expect(await homeOf(s.t, s.alice.username, s.bob.headers)).toEqual({ solved: [], scores: [], total: 0, heat: 0 });
    expect(await weekAccepted(s)).toEqual({ accepted: 0, total: 0 });
    expect(await groupRankOf(s, 0, s.alice.uid)).toEqual({ ac: 0, total: 0, score: 0 });
    expect(await gradebookMark(s, s.carol.headers, s.alice.uid)).toEqual({
      state: 'submitted',
      rank: null,
      solved: 0,
      penalty: 0,
      score: 0,
    });
    expect(await gradebookMark(s, s.teacher.headers, s.alice.uid)).toMatchObject({ rank: 1, score: 100 });
  });

  test("the bank's problem counts and submission list never carry contest submissions", async () => {
    await using s = await sealedGroupContest(0);
    s.sub(s.alice, AC, 100);
    const problem = (await send(s.t, 'GET', '/api/get-problem-detail?problemId=P1000', s.bob.headers)).data;
    expect([problem.problemCount.total, problem.problemCount.ac]).toEqual([0, 0]);
    const list = (await send(s.t, 'GET', `/api/get-submission-list?username=${s.alice.username}`, s.bob.headers)).data;
    expect(list.records).toEqual([]);
  });
});

test("a group's computational-thinking contest shows in the gradebook by its score, sealed for the group's other admins until it ends", async () => {
  await using s = await sealedGroupContest(0);
  const question = await send(s.t, 'POST', '/api/admin/choice-problem', s.root.headers, {
    problemId: 'CT1',
    title: 'One plus two',
    description: 'How much is 1 + 2?',
    answer: 'B',
    auth: 1,
    options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
  });
  const ct = await send(s.t, 'POST', '/api/group/contest', s.teacher.headers, {
    ...contestForm({ gid: s.gid, type: 2, title: 'Quiz' }),
  });
  expect(
    (
      await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.teacher.headers, {
        cid: ct.data.id,
        pid: question.data.id,
        displayId: 'A',
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await send(s.t, 'POST', '/api/submit-c-problem-judge', s.alice.headers, {
        cid: ct.data.id,
        pid: 'A',
        selection: 'B',
      })
    ).status,
  ).toBe(200);
  const mark = async (headers: Record<string, string>) => {
    const { status, data } = await send(s.t, 'GET', `/api/group/gradebook?gid=${s.gid}`, headers);
    const i = (data.contests as { id: number }[]).findIndex((c) => c.id === ct.data.id);
    return [
      status,
      (data.rows as { uid: string; contests: unknown[] }[]).find((r) => r.uid === s.alice.uid)!.contests[i],
    ];
  };
  expect(await mark(s.teacher.headers)).toEqual([
    200,
    { state: 'submitted', rank: 1, solved: 0, penalty: 0, score: 100 },
  ]);
  expect(await mark(s.carol.headers)).toEqual([
    200,
    { state: 'submitted', rank: null, solved: 0, penalty: 0, score: 0 },
  ]);
});
