import type { ProblemForm } from '../../../src/contract/problems.ts';
import { call, makeTestApp } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';

export type TestApp = ReturnType<typeof makeTestApp>;

/** A fresh app with a problem admin, an ordinary user and their auth headers. */
export async function setup() {
  const t = makeTestApp();
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1008 });
  const user = await createUserAndLogin(t.deps, t.app);
  return { t, admin, user, [Symbol.dispose]: () => t[Symbol.dispose]() };
}

export { zip } from '../../helpers/zip.ts';

export async function upload(
  t: TestApp,
  path: string,
  headers: Record<string, string>,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  name = 'data.zip',
) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(t.app, path, { method: 'POST', headers, body: form });
}

/** A valid manual-samples ACM problem; override any part. */
export function problemForm(
  overrides: Partial<ProblemForm['problem']> = {},
  rest: Partial<Omit<ProblemForm, 'problem'>> = {},
): ProblemForm {
  return {
    problem: {
      problemId: 'P1000',
      title: 'A + B',
      description: 'Add two numbers.',
      input: 'a b',
      output: 'a+b',
      exampleList: [{ input: '1 2', output: '3' }],
      ...overrides,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
    isUploadTestCase: false,
    languages: ['C', 'C++17'],
    codeTemplates: [],
    tags: [],
    ...rest,
  };
}

export async function createProblem(t: TestApp, headers: Record<string, string>, form: ProblemForm = problemForm()) {
  const { env } = await call(t.app, '/api/admin/problem', { method: 'POST', headers, json: form });
  if (env.status !== 200) throw new Error(`create failed: ${env.msg}`);
  return env.data as { id: number; problemId: string };
}

/** The first page of the problem list (ten rows) as `headers` see it. */
export async function listPage(t: TestApp, headers: Record<string, string> = {}) {
  return (await call(t.app, '/api/get-problem-list?limit=10', { headers })).env.data.records as {
    pid: number;
    title: string;
    total: number;
    ac: number;
    tags: { name: string }[];
  }[];
}
