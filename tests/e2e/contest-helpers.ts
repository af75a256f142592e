import { api } from './problem-helpers.ts';
import type { Verdict } from './harness.ts';
import { answerOf } from './ui-helpers.ts';

export const MIN = 60_000;
export const STUDENT_PASSWORD = 'contest-2026';

/** Registers through the API (reading the image captcha as a person reads the picture) and logs in; returns the token. */
export async function registerStudent(h: Verdict, username: string, password = STUDENT_PASSWORD): Promise<string> {
  const captcha = await api(h, '/api/captcha');
  await api(h, '/api/register', {
    json: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      code: answerOf(h.dataDir, captcha.captchaKey),
      uuid: captcha.captchaKey,
    },
  });
  return (await api(h, '/api/login', { json: { username, password } })).token;
}

/**
 * A contest with the seeded bank's P1000 as its problem A (`color`: A's balloon colour), public,
 * begun a minute ago and open for an hour unless `fields` says otherwise (auth and password, times,
 * print). Returns its id.
 */
export async function contestOfP1000(
  h: Verdict,
  root: string,
  fields: { title: string } & Record<string, unknown>,
  color?: string,
): Promise<number> {
  const pid = (await api(h, '/api/get-problem-detail?problemId=P1000', { token: root })).problem.id as number;
  const now = Date.now();
  const { id } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      description: `${fields.title}.`,
      type: 0,
      auth: 0,
      pwd: '',
      startTime: now - MIN,
      endTime: now + 60 * MIN,
      ...fields,
    },
  });
  const problem = { cid: id, pid, displayId: 'A', ...(color ? { color } : {}) };
  await api(h, '/api/admin/contest/add-problem-from-public', { token: root, json: problem });
  return id;
}

/** Submits and waits until the judge has given its verdict; returns the final status. */
export async function judged(
  h: Verdict,
  token: string,
  json: Record<string, unknown>,
): Promise<{ status: number; score: number | null }> {
  const { submitId } = await api(h, '/api/submit-problem-judge', { token, json: { language: 'C++17', ...json } });
  for (let i = 0; i < 480; i++) {
    const { submission } = await api(h, `/api/get-submission-detail?submitId=${submitId}`, { token });
    if (![5, 6, 7].includes(submission.status)) return submission;
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} was not judged`);
}

/** Changes some fields of a contest through the admin form's call (the whole form is sent back). */
export async function editContest(h: Verdict, root: string, cid: number, change: Record<string, unknown>) {
  const form = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
  return api(h, '/api/admin/contest', { method: 'PUT', token: root, json: { ...form, ...change } });
}

/** Ends a contest a few seconds from now and waits until the server says it has ended. */
export async function endSoon(h: Verdict, root: string, cid: number) {
  await editContest(h, root, cid, { endTime: Date.now() + 3_000 });
  for (let i = 0; i < 200; i++) {
    if ((await api(h, `/api/get-contest-info?cid=${cid}`, { token: root })).status === 1) return;
    await Bun.sleep(250);
  }
  throw new Error(`contest ${cid} did not end`);
}
