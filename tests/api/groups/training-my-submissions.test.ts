import { expect, test } from 'bun:test';
import { mySubmissionsRead, type WorkspaceScope } from '../../../ui/components/problem-workspace/scope.ts';
import { submit } from '../submissions/helpers.ts';
import { createCategory, trainingForm } from '../trainings/helpers.ts';
import { classSetup, send } from './helpers.ts';

/** "My Submission" on a problem page asks the list call the workspace's scope names, as the browser does. */
async function mySubmissions(
  s: Awaited<ReturnType<typeof classSetup>>,
  headers: Record<string, string>,
  scope: WorkspaceScope,
  problemId: string,
) {
  const { entry, input } = mySubmissionsRead(scope, problemId, { currentPage: 1, limit: 10 });
  const path = entry.path;
  const query = Object.entries(input as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  const env = await send(s.t, 'GET', `${path}?${query}`, headers);
  expect(env.status).toBe(200);
  return env.data.records.map((r: { submitId: number }) => r.submitId);
}

test('"My Submission" on a group training\'s problem lists the submission just made there; a bank training\'s lists its own', async () => {
  await using s = await classSetup();
  const categoryId = await createCategory(s.t, s.root.headers);
  const made = await send(
    s.t,
    'POST',
    '/api/group/training',
    s.teacher.headers,
    trainingForm(categoryId, { gid: s.gid }),
  );
  const tid = made.data.training.id as number;
  await send(s.t, 'POST', '/api/group/add-training-problem-from-public', s.teacher.headers, { tid, pid: s.problem.id });
  const { env } = await submit(s.t, s.alice.headers, { tid });
  expect(env.data.gid).toBe(s.gid);
  const inGroupTraining: WorkspaceScope = { kind: 'training', tid, displayId: s.problem.problemId, gid: s.gid };
  expect(await mySubmissions(s, s.alice.headers, inGroupTraining, s.problem.problemId)).toEqual([env.data.submitId]);
  // The same problem in the bank shows the bank's submissions only: the group's stays in the group.
  expect(await mySubmissions(s, s.alice.headers, { kind: 'bank' }, s.problem.problemId)).toEqual([]);
});
