import type { Db } from '../../../src/db/client.ts';
import { submissions } from '../../../src/db/schema/index.ts';
import type { ProblemForm } from '../../../src/contract/problems.ts';
import type { Submission } from '../../../src/contract/submissions.ts';
import { saveProblem } from '../../../src/domain/problems/save-problem.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { countStatusChange } from '../../../src/domain/submissions/counters.ts';
import { call, makeTestApp } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { ensureContest } from '../../helpers/contests.ts';

export type TestApp = ReturnType<typeof makeTestApp>;
export type Headers = Record<string, string>;

/** A hand-written-case problem (A + B) created through the problem domain by `author`; override any part. */
export async function addProblem(
  t: TestApp,
  author: { uid: string; username: string },
  problem: Partial<ProblemForm['problem']> = {},
  rest: Partial<Omit<ProblemForm, 'problem'>> = {},
) {
  return saveProblem(
    { db: t.deps.db, dataDir: t.deps.dataDir },
    { ...author, role: 1000 },
    {
      problem: { problemId: 'P1000', title: 'A + B', description: 'Add two numbers.', ...problem },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 7\n', output: '12\n' },
      ],
      isUploadTestCase: false,
      languages: ['C', 'C++17', 'Python3'],
      ...rest,
    },
  );
}

/** An app with a super admin, an admin, two users and a public problem P1000; no submit interval. */
export async function setup() {
  const t = makeTestApp();
  const root = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1001 });
  const alice = await createUserAndLogin(t.deps, t.app);
  const bob = await createUserAndLogin(t.deps, t.app);
  const problem = await addProblem(t, root);
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  return { t, root, admin, alice, bob, problem, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

export const CODE = 'int main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';

export function submitBody(overrides: Record<string, unknown> = {}) {
  return { pid: 'P1000', language: 'C', code: CODE, cid: null, tid: null, gid: null, isRemote: false, ...overrides };
}

export async function submit(t: TestApp, headers: Headers | undefined, overrides: Record<string, unknown> = {}) {
  return call(t.app, '/api/submit-problem-judge', { method: 'POST', headers, json: submitBody(overrides) });
}

/** Submits and returns the stored record; throws when refused. */
export async function submitOk(
  t: TestApp,
  headers: Headers,
  overrides: Record<string, unknown> = {},
): Promise<Submission> {
  const { env } = await submit(t, headers, overrides);
  if (env.status !== 200) throw new Error(`submit refused: ${env.msg}`);
  return env.data as Submission;
}

export async function get(t: TestApp, path: string, headers?: Headers) {
  return call(t.app, path, { headers });
}

/**
 * A submission row written straight into the table, for states the API cannot produce yet
 * (contest submissions, a large history), counted as the app counts a stored submission.
 * Defaults: a finished Accepted practice submission.
 */
export function insertSubmission(
  t: TestApp,
  fields: Partial<typeof submissions.$inferInsert> & { uid: string; username: string; pid: number },
) {
  return t.deps.db.transaction((tx) => {
    const row = tx
      .insert(submissions)
      .values({
        displayPid: 'P1000',
        status: 0,
        length: CODE.length,
        language: 'C',
        code: CODE,
        submitTime: new Date(),
        ...fields,
        cid: ensureContest(t.deps.db.$client, fields.cid),
      })
      .returning()
      .get();
    countStatusChange(tx as unknown as Db, row, null, row.status);
    return row;
  });
}
