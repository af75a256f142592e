/** Set-up of the exam end-to-end tests: an exam running in the lab with its problem and registered students. */
import { MIN, registerStudent } from './contest-helpers.ts';
import type { Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';

export const EXAM_PASSWORD = 'exam-pw';

/**
 * A private exam from the lab (127.0.0.1) with one problem "A" (Exam Sum), running from 10 minutes
 * ago for two hours unless `contest` says otherwise; each student registers (from the lab). Returns the root's and the students' tokens.
 */
export async function seedLabExam(h: Verdict, students: string[], contest: Record<string, unknown> = {}) {
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json: { submissionFrequency: 0 } });
  const { id: pid } = await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: {
        problemId: 'E1001',
        title: 'Exam Sum',
        description: 'Print the sum.',
        input: 'Two integers.',
        output: 'Their sum.',
        type: 0,
        exampleList: [{ input: '1 2', output: '3' }],
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  const now = Date.now();
  const { id: cid } = await api(h, '/api/admin/contest', {
    token: root,
    json: {
      title: 'Lab exam',
      description: 'Two hours in the lab.',
      type: 0,
      auth: 1,
      pwd: EXAM_PASSWORD,
      startTime: now - 10 * MIN,
      endTime: now + 120 * MIN,
      examMode: true,
      ...contest,
      examAddresses: '127.0.0.1',
    },
  });
  await api(h, '/api/admin/contest/add-problem-from-public', { token: root, json: { cid, pid, displayId: 'A' } });
  const tokens: Record<string, string> = {};
  for (const name of students) {
    tokens[name] = await registerStudent(h, name);
    await api(h, '/api/register-contest', { token: tokens[name], json: { cid, password: EXAM_PASSWORD } });
  }
  // A running exam is entered only from its addresses: the students register from the lab (this
  // machine), then the exam is held to the addresses the test asks for.
  if (typeof contest.examAddresses === 'string' && contest.examAddresses !== '127.0.0.1') {
    const form = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
    await api(h, '/api/admin/contest', {
      method: 'PUT',
      token: root,
      json: { ...form, examAddresses: contest.examAddresses },
    });
  }
  return { root, cid: cid as number, tokens };
}

/** Gives a registered student extra minutes through the proctor's call. */
export async function grantExtraTime(h: Verdict, root: string, cid: number, token: string, minutes: number) {
  const uid = (await api(h, '/api/get-user-info', { token })).uid as string;
  await api(h, '/api/admin/contest/proctor/extra-time', { method: 'PUT', token: root, json: { cid, uid, minutes } });
}
