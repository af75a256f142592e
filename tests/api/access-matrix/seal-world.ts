import { groupMembers } from '../../../src/db/schema/index.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { contestForm } from '../contests/helpers.ts';
import { insertSubmission } from '../submissions/helpers.ts';
import { A_PLUS_B, OI_CASES, createZipProblem, makeJudgingApp, waitFinal } from '../submissions/judge-helpers.ts';
import { createCategory, createTraining } from '../trainings/helpers.ts';

/**
 * The world of the seal dimension: three running contests sealed now, each with two registered
 * participants (the submitter and a classmate) who answered before the seal —
 * an ACM contest of a group (sealed for its last 90 minutes), an OI contest of the site (sealed
 * likewise) and a computational-thinking contest of the group (sealed from start to end, as CT
 * contests are). Around them: a private training holding the contests' code problems that both
 * participants registered for, a practice AC in the bank, a level-4 group admin who does not
 * administer the contests, a plain user and a visitor. The real judge runs, so the submitter's
 * answers after the seal are judged as any submission is (counters and all).
 */

const MIN = 60_000;
export const AC_C = 'int main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';
const CHOICE = (problemId: string) => ({
  problemId,
  title: `Choice ${problemId}`,
  description: 'How much is 1 + 2?',
  auth: 1,
  answer: 'B',
  options: ['Two', 'Three', 'Four', 'Five'].map((text) => ({ text, image: '' })),
  analysis: 'Count: one, two, three.',
});

type App = Awaited<ReturnType<typeof makeJudgingApp>>;
type Headers = Record<string, string>;

async function send(t: App, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  const { env } = await call(t.app, path, { method, headers, json });
  if (env?.status !== 200) throw new Error(`${method} ${path}: ${env?.msg}`);
  return env.data;
}

export type ContestKind = 'acm' | 'oi' | 'ct';
export interface SealContest {
  kind: ContestKind;
  cid: number;
  gid: number | null;
  /** The contest's problem (A): its id and display id in the bank. */
  pid: number;
  problemId: string;
  /** Who administers it besides the super admin (its creator). */
  admin: 'teacher' | 'root';
  /** Whether the contest's rules show the submitter their own result while it is sealed. */
  ownResultShown: boolean;
}

export type SealWorld = Awaited<ReturnType<typeof buildSealWorld>>;

export async function buildSealWorld() {
  const t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, {
    submissionFrequency: 0,
    groupCreateByUsers: true,
    groupAcRequired: 0,
    dailyGroupLimit: 10,
    totalGroupLimit: 10,
  });
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const teacher = await createUserAndLogin(t.deps, t.app);
  const groupAdmin = await createUserAndLogin(t.deps, t.app);
  const submitter = await createUserAndLogin(t.deps, t.app);
  const classmate = await createUserAndLogin(t.deps, t.app);
  const plain = await createUserAndLogin(t.deps, t.app);

  const group = await send(t, 'POST', '/api/group', teacher.headers, {
    name: 'Sealed class',
    shortName: 'sealed',
    brief: 'A class with sealed contests',
    description: 'Contests sealed now.',
    auth: 1,
    code: 'abc123',
    visible: true,
  });
  const gid = group.id as number;
  const now = new Date();
  t.deps.db
    .insert(groupMembers)
    .values([
      { gid, uid: groupAdmin.uid, auth: 4, createdAt: now, updatedAt: now },
      { gid, uid: submitter.uid, auth: 3, createdAt: now, updatedAt: now },
      { gid, uid: classmate.uid, auth: 3, createdAt: now, updatedAt: now },
    ])
    .run();

  const acmPid = await createZipProblem(t, root.headers, { problemId: 'SEALACM', cases: A_PLUS_B, languages: ['C'] });
  const oiPid = await createZipProblem(t, root.headers, {
    problemId: 'SEALOI',
    type: 1,
    cases: OI_CASES,
    scores: [25, 25, 25, 25],
    languages: ['C'],
  });
  const ctPid = (await send(t, 'POST', '/api/admin/choice-problem', root.headers, CHOICE('SEALCT'))).id as number;

  const start = Date.now() - 120 * MIN;
  const times = {
    startTime: start,
    endTime: start + 180 * MIN,
    sealRank: true,
    sealRankTime: start + 90 * MIN,
    autoRealRank: true,
    openRank: true,
  };
  const groupContest = async (type: number, pid: number, title: string) => {
    const made = await send(
      t,
      'POST',
      '/api/group/contest',
      teacher.headers,
      contestForm({ gid, type, title, ...times }),
    );
    await send(t, 'POST', '/api/group/add-contest-problem-from-public', teacher.headers, {
      cid: made.id,
      pid,
      displayId: 'A',
    });
    return made.id as number;
  };
  const acmCid = await groupContest(0, acmPid, 'Sealed ACM');
  const ctCid = await groupContest(2, ctPid, 'Sealed CT');
  const oiCid = (
    await send(t, 'POST', '/api/admin/contest', root.headers, contestForm({ type: 1, title: 'Sealed OI', ...times }))
  ).id as number;
  await send(t, 'POST', '/api/admin/contest/add-problem-from-public', root.headers, {
    cid: oiCid,
    pid: oiPid,
    displayId: 'A',
  });

  const contests: Record<ContestKind, SealContest> = {
    acm: { kind: 'acm', cid: acmCid, gid, pid: acmPid, problemId: 'SEALACM', admin: 'teacher', ownResultShown: true },
    oi: { kind: 'oi', cid: oiCid, gid: null, pid: oiPid, problemId: 'SEALOI', admin: 'root', ownResultShown: false },
    ct: { kind: 'ct', cid: ctCid, gid, pid: ctPid, problemId: 'SEALCT', admin: 'teacher', ownResultShown: false },
  };
  for (const c of Object.values(contests)) {
    for (const who of [submitter, classmate])
      await send(t, 'POST', '/api/register-contest', who.headers, { cid: c.cid, password: '' });
  }

  // Before the seal: the classmate solved each problem, the submitter tried and failed.
  const before = (who: typeof submitter, c: SealContest, status: number, score: number, minute: number) =>
    insertSubmission(t, {
      uid: who.uid,
      username: who.username,
      pid: c.pid,
      displayPid: c.problemId,
      cid: c.cid,
      gid: c.gid,
      status,
      score,
      oiRankScore: score,
      time: 5,
      memory: 1024,
      language: 'C',
      code: AC_C,
      submitTime: new Date(start + minute * MIN),
      judgedAt: new Date(start + minute * MIN),
    });
  before(classmate, contests.acm, JudgeStatus.ACCEPTED, 100, 30);
  before(submitter, contests.acm, JudgeStatus.WRONG_ANSWER, 0, 40);
  before(classmate, contests.oi, JudgeStatus.ACCEPTED, 100, 30);
  before(submitter, contests.oi, JudgeStatus.WRONG_ANSWER, 25, 40);
  // CT answers are judged when they are made (and sealed from the start): through the API.
  await send(t, 'POST', '/api/submit-c-problem-judge', classmate.headers, { pid: 'A', selection: 'B', cid: ctCid });
  await send(t, 'POST', '/api/submit-c-problem-judge', submitter.headers, { pid: 'A', selection: 'C', cid: ctCid });
  // Outside contests: a practice AC of the classmate in the bank.
  insertSubmission(t, {
    uid: classmate.uid,
    username: classmate.username,
    pid: acmPid,
    displayPid: 'SEALACM',
    status: JudgeStatus.ACCEPTED,
    score: 100,
    time: 5,
    memory: 1024,
    code: AC_C,
  });

  // A private training of the contests' code problems, both participants registered.
  const categoryId = await createCategory(t, root.headers);
  const tid = await createTraining(t, root.headers, categoryId, { auth: 'Private', privatePwd: 'pw' }, [acmPid, oiPid]);
  for (const who of [submitter, classmate])
    await send(t, 'POST', '/api/register-training', who.headers, { tid, password: 'pw' });

  const viewers = {
    visitor: undefined as Headers | undefined,
    classmate: classmate.headers,
    submitter: submitter.headers,
    plain: plain.headers,
    groupAdmin: groupAdmin.headers,
    teacher: teacher.headers,
    root: root.headers,
  };

  /** The submitter's answer after the seal, judged (the code by the real judge); returns its id. */
  async function acAfterSeal(c: SealContest): Promise<number> {
    if (c.kind === 'ct') {
      return (
        await send(t, 'POST', '/api/submit-c-problem-judge', submitter.headers, {
          pid: 'A',
          selection: 'B',
          cid: c.cid,
        })
      ).submitId;
    }
    const made = await send(t, 'POST', '/api/submit-problem-judge', submitter.headers, {
      pid: 'A',
      language: 'C',
      code: AC_C,
      cid: c.cid,
      tid: null,
      gid: c.gid,
      isRemote: false,
    });
    const states = await waitFinal(t, [made.submitId]);
    if (states[made.submitId]!.status !== JudgeStatus.ACCEPTED)
      throw new Error(`the answer after the seal was judged ${states[made.submitId]!.status}`);
    return made.submitId;
  }

  /** Every submission id there is now. */
  const submitIds = () =>
    (
      t.deps.db.$client.query('select submit_id as id from submissions order by submit_id').all() as { id: number }[]
    ).map((r) => r.id);

  return {
    t,
    root,
    teacher,
    groupAdmin,
    submitter,
    classmate,
    plain,
    gid,
    tid,
    contests,
    viewers,
    acAfterSeal,
    submitIds,
    [Symbol.asyncDispose]: async () => {
      await t.judge.stop?.();
      t[Symbol.dispose]();
    },
  };
}
