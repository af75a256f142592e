// Contest priority follows who runs the contest: a contest the site's staff run is judged before
// practice; a group contest a student made waits with practice (and meets the submission
// interval), so opening a contest buys no place in the queue. Through the API, as students do.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { submissions } from '../../src/db/schema/index.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { prepareTestRun } from '../../src/domain/contests/test-run.ts';
import { contestForm, createContest } from '../api/contests/helpers.ts';
import { classSetup, send, type Headers } from '../api/groups/helpers.ts';
import { submit } from '../api/submissions/helpers.ts';

async function setup() {
  const s = await classSetup();
  const groupContest = async (h: Headers, gid: number) => {
    const env = await send(s.t, 'POST', '/api/group/contest', h, contestForm({ gid }));
    if (env.status !== 200) throw new Error(env.msg);
    const cid = env.data.id as number;
    const linked = await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', h, {
      cid,
      pid: s.problem.id,
      displayId: 'A',
    });
    if (linked.status !== 200) throw new Error(linked.msg);
    return cid;
  };
  const priorityOf = async (h: Headers, cid: number) => {
    const { env } = await submit(s.t, h, { cid, pid: 'A' });
    if (env.status !== 200) throw new Error(env.msg);
    return s.t.deps.db
      .select({ p: submissions.priority })
      .from(submissions)
      .where(eq(submissions.submitId, env.data.submitId))
      .get()!.p;
  };
  return { ...s, groupContest, priorityOf };
}

describe('contest priority', () => {
  test("a student's group contest is judged as practice; a contest staff run is judged before practice", async () => {
    await using s = await setup();
    // The class group's owner (s.teacher) is an ordinary user: their contest gets no priority.
    const studentRun = await s.groupContest(s.teacher.headers, s.gid);
    expect(await s.priorityOf(s.alice.headers, studentRun)).toBe(0);
    // The super admin's group and contest, and a site contest from the back office.
    const staffGid = await s.createGroup(s.root.headers, { name: 'Staff class', shortName: 'staffcls' });
    const staffRun = await s.groupContest(s.root.headers, staffGid);
    expect(await s.priorityOf(s.root.headers, staffRun)).toBe(1);
    const site = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    expect(await s.priorityOf(s.alice.headers, site)).toBe(1);
  });

  test("a test run from a student's group contest page waits as practice; from a staff contest, as the contest", async () => {
    await using s = await setup();
    const studentRun = await s.groupContest(s.teacher.headers, s.gid);
    const site = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    const run = (cid: number) =>
      prepareTestRun(s.t.deps.db, s.alice, {
        pid: 'A',
        cid,
        language: 'C',
        code: 'int main(){}',
        userInput: '1 2',
        expectedOutput: null,
        isRemoteJudge: false,
      } as never);
    expect([run(studentRun).priority, run(site).priority]).toEqual([0, 1]);
  });

  test("a student's group contest meets the submission interval, shared with practice; a staff contest does not", async () => {
    await using s = await setup();
    const studentRun = await s.groupContest(s.teacher.headers, s.gid);
    const site = await createContest(s.t, s.root.headers, {}, [s.problem.id]);
    setWebsiteConfig(s.t.deps.db, { submissionFrequency: 60 });
    expect((await submit(s.t, s.alice.headers, { cid: studentRun, pid: 'A' })).env.status).toBe(200);
    const tooFast = await submit(s.t, s.alice.headers, { cid: studentRun, pid: 'A' });
    expect(tooFast.env.msg).toBe((await submit(s.t, s.alice.headers)).env.msg);
    expect(tooFast.env.status).not.toBe(200);
    expect((await submit(s.t, s.alice.headers, { cid: site, pid: 'A' })).env.status).toBe(200);
    expect((await submit(s.t, s.alice.headers, { cid: site, pid: 'A' })).env.status).toBe(200);
  });
});
