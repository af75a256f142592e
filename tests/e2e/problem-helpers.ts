/** Set-up and editor helpers of the problem and submission end-to-end tests. */
import type { Page } from 'playwright-core';
import type { Verdict } from './harness.ts';
import { login, nextCaptchaAnswer } from './ui-helpers.ts';

export const AB_CPP =
  '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + b);\n  return 0;\n}\n';
export const WRONG_CPP =
  '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a - b);\n  return 0;\n}\n';
/** Right answer, but slow enough (wall clock, not CPU) for the list to see it before its verdict. */
export const SLOW_PY = 'import time\na, b = map(int, input().split())\ntime.sleep(2)\nprint(a + b)\n';

export async function api(h: Verdict, path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await fetch(h.url + path, {
    method: init.method ?? (init.json ? 'POST' : 'GET'),
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en-US',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const env = (await res.json()) as { status: number; msg: string; data: any };
  if (env.status !== 200) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

/** The super admin creates P1000 (A + B, three cases, markdown with math) and lifts the submit interval. */
export async function seed(h: Verdict): Promise<string> {
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  await api(h, '/api/admin/config/set-web-config', {
    method: 'PUT',
    token: root.token,
    json: { submissionFrequency: 0 },
  });
  await api(h, '/api/admin/problem', {
    token: root.token,
    json: {
      problem: {
        problemId: 'P1000',
        title: 'A + B',
        description: 'Read two integers $a$ and $b$ and print $a+b$.\n\n$$\\sum_{i=1}^{2} x_i$$',
        input: 'Two integers $|a|,|b| \\le 10^9$ on one line.',
        output: 'Their sum.',
        hint: 'Use **long long** if in doubt.',
        source: 'Classic',
        exampleList: [{ input: '1 2', output: '3' }],
        difficulty: 0,
      },
      samples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 7\n', output: '12\n' },
        { input: '100 -1\n', output: '99\n' },
      ],
      isUploadTestCase: false,
      languages: ['C', 'C++17', 'Python3', 'Java'],
      tags: [{ name: 'Beginner', color: '#16a34a' }],
    },
  });
  await judgeReady(h, root.token);
  return root.token;
}

/**
 * Waits until the judge has found its languages (it probes them after start-up) by running the
 * A + B program as an online test; the first C++ compile also builds the precompiled header.
 */
export async function judgeReady(h: Verdict, token: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const key = await api(h, '/api/submit-problem-test-judge', {
      token,
      json: { pid: 'P1000', language: 'C++17', code: AB_CPP, userInput: '1 2' },
    }).catch(() => null);
    if (key) {
      for (let poll = 0; poll < 120; poll++) {
        const r = await api(h, `/api/get-test-judge-result?testJudgeKey=${key}`, { token });
        if (![5, 6, 7].includes(r.status)) return;
        await Bun.sleep(500);
      }
    }
    await Bun.sleep(500);
  }
  throw new Error('the judge did not become ready');
}

export async function register(h: Verdict, page: Page, username: string, password: string) {
  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('login-modal');
  // The dialog loads its first captcha itself; the fresh one asked for below is the one to read.
  await modal.getByTestId('captcha-image').locator('img').waitFor();
  const captcha = await nextCaptchaAnswer(page, h.dataDir, () => modal.getByTestId('captcha-image').click());
  await modal.locator('#reg-username').fill(username);
  await modal.locator('#reg-password').fill(password);
  await modal.locator('#reg-confirm').fill(password);
  await modal.locator('#reg-email').fill(`${username}@example.com`);
  await modal.locator('#reg-code').fill(captcha);
  await modal.getByTestId('register-submit').click();
  await page.getByText('Thanks for registering, you can login now').waitFor();
  await login(page, username, password);
  await page.getByTestId('user-menu').waitFor();
}

/** Replaces the editor's text the way a paste does. */
export async function typeCode(page: Page, code: string) {
  const content = page.getByTestId('code-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
}
