import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { problems } from '../../../src/db/schema/index.ts';
import { contestForm } from '../contests/helpers.ts';
import { send, setup, type Headers } from './helpers.ts';

/**
 * What a group's admins may set on a problem is bounded by the site's member settings (time,
 * memory, stack, case count, test data); site admins go up to the hard maxima. The teacher is a
 * plain user who owns a group.
 */
const form = (problem: Record<string, unknown>, rest: Record<string, unknown> = {}) => ({
  problem: { problemId: '1001', title: 'Group sum', description: 'Add two numbers.', ...problem },
  samples: [{ input: '1 2\n', output: '3\n' }],
  isUploadTestCase: false,
  languages: ['C'],
  ...rest,
});

async function world() {
  const s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const create = (h: Headers, problem: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
    send(s.t, 'POST', '/api/group/problem', h, form({ gid, ...problem }, rest));
  const groupProblems = () =>
    s.t.deps.db.select({ id: problems.id }).from(problems).where(eq(problems.gid, gid)).all().length;
  const setSite = (settings: Record<string, unknown>) =>
    send(s.t, 'PUT', '/api/admin/config/set-web-config', s.root.headers, settings);
  return { ...s, gid, create, groupProblems, setSite };
}

describe('limits a group admin sets are bounded by the site settings', () => {
  test('a student owning a group is refused 60 s, 4 GB, a large stack and 2,000 cases, each with a message naming the field, the value and the bound', async () => {
    await using w = await world();
    const refusals: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [
        { timeLimit: 60_000 },
        {},
        'Time limit: 60000 ms is more than the 10000 ms you may set',
        '时间限制：60000 毫秒超过了您可设置的上限 10000 毫秒',
      ],
      [
        { memoryLimit: 4096 },
        {},
        'Memory limit: 4096 MB is more than the 1024 MB you may set',
        '内存限制：4096 MB 超过了您可设置的上限 1024 MB',
      ],
      [
        { stackLimit: 1024 },
        {},
        'Stack limit: 1024 MB is more than the 256 MB you may set',
        '栈限制：1024 MB 超过了您可设置的上限 256 MB',
      ],
      [
        {},
        { samples: Array.from({ length: 2000 }, (_, i) => ({ input: `${i}\n`, output: `${i}\n` })) },
        'Test cases: 2000 cases are more than the 100 you may set',
        '测试点数量：2000 个超过了您可设置的上限 100 个',
      ],
    ];
    for (const [problem, rest, en, zh] of refusals) {
      const env = await w.create(w.teacher.headers, problem, rest);
      expect({ status: env.status, msg: env.msg }).toEqual({ status: 400, msg: en });
      expect((await w.create({ ...w.teacher.headers, 'Accept-Language': 'zh-CN' }, problem, rest)).msg).toBe(zh);
    }
    // The form can tell which field: the refusal carries it.
    expect((await w.create(w.teacher.headers, { timeLimit: 60_000 })).data).toEqual({
      field: 'timeLimit',
      value: 60_000,
      bound: 10_000,
    });
    expect(w.groupProblems()).toBe(0);
    // At the bounds it is saved.
    const ok = await w.create(w.teacher.headers, { timeLimit: 10_000, memoryLimit: 1024, stackLimit: 256 });
    expect(ok.status).toBe(200);
  });

  test('a problem made inside a group contest is bounded the same way', async () => {
    await using w = await world();
    const made = await send(w.t, 'POST', '/api/group/contest', w.teacher.headers, contestForm({ gid: w.gid }));
    const inContest = (timeLimit: number) =>
      send(w.t, 'POST', '/api/group/contest-problem', w.teacher.headers, {
        ...form({ problemId: '7', title: 'Made inside', timeLimit }),
        contest: { cid: made.data.id, displayId: 'Q', displayTitle: 'Quick one' },
      });
    expect((await inContest(60_000)).msg).toBe('Time limit: 60000 ms is more than the 10000 ms you may set');
    expect(w.groupProblems()).toBe(0);
    expect((await inContest(2000)).status).toBe(200);
  });

  test('a site admin may set a group problem above the member bounds, never above the hard maxima', async () => {
    await using w = await world();
    const high = await w.create(
      w.root.headers,
      { timeLimit: 30_000, memoryLimit: 2048, stackLimit: 512 },
      { samples: Array.from({ length: 150 }, (_, i) => ({ input: `${i}\n`, output: `${i}\n` })) },
    );
    expect(high.status).toBe(200);
    expect((await w.create(w.root.headers, { problemId: '1002', timeLimit: 60_001 })).msg).toBe(
      'Time limit: 60001 ms is more than the 60000 ms you may set',
    );
    expect((await w.create(w.root.headers, { problemId: '1002', memoryLimit: 4097 })).msg).toBe(
      'Memory limit: 4097 MB is more than the 4096 MB you may set',
    );
    expect((await send(w.t, 'GET', `/api/group/get-problem-bounds?gid=${w.gid}`, w.root.headers)).data).toEqual({
      timeMax: 60_000,
      memoryMax: 4096,
      stackMax: 1024,
      caseCountMax: 10_000,
      testDataMaxMb: 4096,
      member: false,
    });
  });

  test('a changed site setting changes the bound at once, and the bounds call says so to group admins only', async () => {
    await using w = await world();
    expect((await send(w.t, 'GET', `/api/group/get-problem-bounds?gid=${w.gid}`, w.teacher.headers)).data).toEqual({
      timeMax: 10_000,
      memoryMax: 1024,
      stackMax: 256,
      caseCountMax: 100,
      testDataMaxMb: 64,
      member: true,
    });
    expect((await send(w.t, 'GET', `/api/group/get-problem-bounds?gid=${w.gid}`, w.alice.headers)).msg).toBe(
      "Only the group's administrators may do this",
    );
    expect((await w.setSite({ memberTimeLimitMax: 20_000, memberCaseCountMax: 2 })).status).toBe(200);
    expect(
      (await send(w.t, 'GET', `/api/group/get-problem-bounds?gid=${w.gid}`, w.teacher.headers)).data,
    ).toMatchObject({ timeMax: 20_000, caseCountMax: 2 });
    const three = { samples: [1, 2, 3].map((n) => ({ input: `${n}\n`, output: `${n}\n` })) };
    expect((await w.create(w.teacher.headers, { timeLimit: 15_000 }, three)).msg).toBe(
      'Test cases: 3 cases are more than the 2 you may set',
    );
    expect((await w.create(w.teacher.headers, { timeLimit: 15_000 })).status).toBe(200);
    await w.setSite({ memberTimeLimitMax: 5000 });
    expect((await w.create(w.teacher.headers, { problemId: '1002', timeLimit: 6000 })).msg).toBe(
      'Time limit: 6000 ms is more than the 5000 ms you may set',
    );
  });

  test('a group problem a site admin set high keeps its limits; its group admin saves it only within the bounds', async () => {
    await using w = await world();
    const samples = [1, 2, 3].map((n) => ({ input: `${n}\n`, output: `${n}\n` }));
    const made = (await w.create(w.root.headers, { timeLimit: 30_000 }, { samples })).data as { id: number };
    const stored = () =>
      w.t.deps.db
        .select({ timeLimit: problems.timeLimit, title: problems.title })
        .from(problems)
        .where(eq(problems.id, made.id))
        .get();
    const edit = (problem: Record<string, unknown>) =>
      send(w.t, 'PUT', '/api/group/problem', w.teacher.headers, form({ id: made.id, ...problem }, { samples }));
    expect((await edit({ title: 'Renamed', timeLimit: 30_000 })).msg).toBe(
      'Time limit: 30000 ms is more than the 10000 ms you may set',
    );
    expect(stored()).toEqual({ timeLimit: 30_000, title: 'Group sum' });
    expect((await edit({ title: 'Renamed', timeLimit: 8000 })).status).toBe(200);
    expect(stored()).toEqual({ timeLimit: 8000, title: 'Renamed' });
    // Its test cases count too.
    await w.setSite({ memberCaseCountMax: 2 });
    expect((await edit({ timeLimit: 8000 })).msg).toBe('Test cases: 3 cases are more than the 2 you may set');
  });
});
