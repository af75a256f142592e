/** Set-up of the discussion end-to-end tests: a problem, categories and students made through the API. */
import type { Page } from 'playwright-core';
import type { Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

export const PASSWORD = 'talk-2026';

/** The super admin's token, problem P1000 and the categories Solutions and Questions; answers the categories' ids. */
export async function seedBoard(h: Verdict) {
  const root = (await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } })).token as string;
  const problem = await api(h, '/api/admin/problem', {
    token: root,
    json: {
      problem: {
        problemId: 'P1000',
        title: 'A + B',
        description: 'Print $a+b$.',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [{ input: '1 2', output: '3' }],
        difficulty: 0,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C++17'],
    },
  });
  const categories = (await api(h, '/api/discussion-category', {
    token: root,
    json: [{ name: 'Solutions' }, { name: 'Questions' }],
  })) as { id: number; name: string }[];
  return { root, pid: problem.id as number, solutions: categories[0]!.id, questions: categories[1]!.id };
}

/** Signs in through the header's login dialog and waits for the account menu. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await openLogin(page);
  await login(page, username, password);
  await page.getByTestId('login-modal').waitFor({ state: 'detached' });
}

export async function post(h: Verdict, token: string, json: Record<string, unknown>) {
  return api(h, '/api/discussion', { token, json });
}

/** Sets site switches through the website config (the super admin). */
export async function setSwitches(h: Verdict, root: string, json: Record<string, boolean>) {
  await api(h, '/api/admin/config/set-web-config', { method: 'PUT', token: root, json });
}
