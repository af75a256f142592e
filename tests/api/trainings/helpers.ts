import { call } from '../../helpers/app.ts';
import {
  addProblem,
  insertSubmission,
  setup as submissionSetup,
  submit,
  type Headers,
  type TestApp,
} from '../submissions/helpers.ts';

export { addProblem, insertSubmission, submit };
export type { Headers, TestApp };

export async function send(t: TestApp, method: string, path: string, headers: Headers | undefined, json?: unknown) {
  return (await call(t.app, path, { method, headers, json })).env;
}

/** A valid training form: a public training in `categoryId`; override any field of the training. */
export function trainingForm(categoryId: number | null, training: Record<string, unknown> = {}) {
  return {
    training: {
      rank: 1000,
      title: 'Loops',
      description: 'Practise loops.',
      auth: 'Public',
      privatePwd: '',
      visible: true,
      ...training,
    },
    trainingCategory: categoryId === null ? null : { id: categoryId },
  };
}

export async function createCategory(
  t: TestApp,
  headers: Headers,
  name = 'Basics',
  color = '#2d8cf0',
): Promise<number> {
  const env = await send(t, 'POST', '/api/admin/training/category', headers, { name, color });
  if (env.status !== 200) throw new Error(`category refused: ${env.msg}`);
  return env.data.id;
}

/** Creates a training through the API as `headers`' user with the given problems; returns its id. */
export async function createTraining(
  t: TestApp,
  headers: Headers,
  categoryId: number,
  training: Record<string, unknown> = {},
  pids: number[] = [],
): Promise<number> {
  const created = await send(t, 'POST', '/api/admin/training', headers, trainingForm(categoryId, training));
  if (created.status !== 200) throw new Error(`training refused: ${created.msg}`);
  const tid = created.data.training.id as number;
  for (const pid of pids) {
    const added = await send(t, 'POST', '/api/admin/training/add-problem-from-public', headers, { tid, pid });
    if (added.status !== 200) throw new Error(`problem refused: ${added.msg}`);
  }
  return tid;
}

/** The submission setup (root, admin, alice, bob, P1000) plus a second problem P2, a category and a teacher (admin role). */
export async function setup() {
  const s = await submissionSetup();
  const second = await addProblem(s.t, s.root, { problemId: 'P2', title: 'Second' });
  const categoryId = await createCategory(s.t, s.root.headers);
  return { ...s, second, categoryId };
}
