import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import {
  FIRST_VIEW_MARKS,
  HOME_TARGET_BYTES,
  measureVisit,
  PAGE_JS_TARGET_BYTES,
} from '../../scripts/bench/web-visit.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { nextCaptchaAnswer } from './ui-helpers.ts';

/** P1000 with math in its statement and one submission for the week's chart (its verdict is not needed). */
async function seedProblem(h: Verdict) {
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  await api(h, '/api/admin/problem', {
    token: root.token,
    json: {
      problem: {
        problemId: 'P1000',
        title: 'A + B',
        description: 'Read $a$ and $b$.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$',
        input: 'Two integers.',
        output: 'Their sum.',
        exampleList: [{ input: '1 2', output: '3' }],
        difficulty: 1,
      },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C++17', 'Python3'],
      tags: [],
    },
  });
  await api(h, '/api/submit-problem-judge', {
    token: root.token,
    json: { pid: 'P1000', language: 'Python3', code: 'print(3)\n' },
  });
}

/** Records what the Content-Security-Policy blocks and every script error of the page. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP blocked ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('every kind of page works under the Content-Security-Policy, in both languages and on a phone', async () => {
  await using h = await startVerdict();
  await seedProblem(h);
  for (const [lang, width] of [
    ['en-US', 1280],
    ['zh-CN', 1280],
    ['en-US', 390],
  ] as const) {
    const page = await h.newPage({ locale: lang, viewport: { width, height: 800 } });
    const problems = await watch(page);
    const suffix = `${lang}-${width}`;

    await page.goto(`/home?l=${lang.toLowerCase()}`);
    await page.getByTestId('site-footer').waitFor();
    // uPlot's chart of the week draws on a canvas.
    await page.getByTestId('week-chart').locator('canvas').waitFor();
    await h.shot(page, `first-load-home-${suffix}`);

    // Math: KaTeX's script, stylesheet and woff2 fonts arrive with the problem page.
    await page.goto('/problem/P1000');
    await page.locator('.katex-display').first().waitFor();
    await page.waitForFunction(() => document.fonts.check('16px KaTeX_Main'));
    // KaTeX's stylesheet hides the MathML copy that it also renders.
    expect(
      await page
        .locator('.katex .katex-mathml')
        .first()
        .evaluate((e) => getComputedStyle(e).position),
    ).toBe('absolute');
    // The editor with its C++ syntax mode: keywords are highlighted spans.
    await page.locator('.cm-content').waitFor();
    await page.locator('.cm-line span').first().waitFor();
    expect(await page.locator('.cm-editor style, head style').count()).toBeGreaterThan(0);
    await h.shot(page, `first-load-problem-${suffix}`);

    // The user home, and the help page under /introduction.
    await page.goto('/user-home?username=root');
    await page.getByTestId('solved-by-difficulty').waitFor();
    await page.goto('/introduction');
    await expect(page.title()).resolves.toMatch(lang === 'en-US' ? /^Help/ : /^帮助/);
    expect(problems).toEqual([]);
    await page.context().close();
  }
}, 180_000);

test('a first visit stays within its sizes: /home at most 300 KB transferred, no page above 500 KB of JavaScript', async () => {
  await using h = await startVerdict();
  await seedProblem(h);
  for (const path of Object.keys(FIRST_VIEW_MARKS)) {
    const page = await h.newPage({ locale: 'en-US' });
    const visit = await measureVisit(page, path, FIRST_VIEW_MARKS[path]!);
    await page.context().close();
    const files = visit.files.map((f) => `${f.wire} ${new URL(f.url).pathname}`).join('\n');
    expect(visit.jsWire, `${path} JavaScript:\n${files}`).toBeLessThanOrEqual(PAGE_JS_TARGET_BYTES);
    if (path === '/home') expect(visit.wire, `/home:\n${files}`).toBeLessThanOrEqual(HOME_TARGET_BYTES);
    // A first view loads the texts of its own language only.
    expect(visit.files.filter((f) => /\/(en-US|zh-CN)-[^/]*\.js$/.test(f.url)).length).toBe(1);
  }
}, 240_000);

test('the footer links to /introduction and /developer; difficulty reads the same in the list and on the user home', async () => {
  await using h = await startVerdict();
  await seedProblem(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/problem?l=en-us');
  await page.getByText('Mid', { exact: true }).first().waitFor();
  await page.getByTestId('site-footer').getByTestId('footer-about').click();
  await page.waitForURL('**/introduction');
  await page.getByTestId('site-footer').getByTestId('footer-developer').click();
  await page.waitForURL('**/developer');
  await page.getByTestId('developer-page').waitFor();
  await page.goto('/user-home?username=root');
  await page.getByTestId('solved-by-difficulty').getByText('Mid', { exact: true }).waitFor();
}, 120_000);

test('a username known to be taken stops the registration before it is sent; the captcha stays usable', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  let registrations = 0;
  page.on('request', (r) => r.url().endsWith('/api/register') && registrations++);

  await page.getByTestId('header-register').click();
  const modal = page.getByTestId('login-modal');
  // The dialog loads its first captcha itself; the fresh one asked for below is the one to read.
  await modal.getByTestId('captcha-image').locator('img').waitFor();
  const captcha = await nextCaptchaAnswer(page, h.dataDir, () => modal.getByTestId('captcha-image').click());
  await modal.locator('#reg-username').fill('root');
  await modal.locator('#reg-password').fill('secret1');
  await modal.locator('#reg-confirm').fill('secret1');
  await modal.locator('#reg-email').fill('someone@example.com');
  await modal.locator('#reg-code').fill(captcha);
  await modal.getByTestId('register-submit').click();
  await modal.getByText('The username already exists').waitFor();
  expect(registrations).toBe(0);

  // Another name goes through with the same captcha answer; the success toast sits at the bottom.
  await modal.locator('#reg-username').fill('dora');
  await modal.getByTestId('register-submit').click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Thanks for registering, you can login now' });
  await toast.waitFor();
  expect(registrations).toBe(1);
  const box = (await toast.boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  expect(box.y).toBeGreaterThan(header.y + header.height);
  expect(box.y + box.height).toBeGreaterThan(800 / 2);
}, 120_000);

test('a page whose chunk is gone (the site was upgraded under an open tab) reloads once and shows', async () => {
  await using h = await startVerdict();
  await seedProblem(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await page.getByTestId('recent-problem-row').first().waitFor();
  let refused = 0;
  await page.route('**/assets/problem-page-*.js', (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('recent-problem-row').first().getByRole('link').first().click();
  await reloaded;
  await page.locator('.katex').first().waitFor();
  expect(page.url()).toEndWith('/problem/P1000');
  expect(refused).toBe(2);
}, 120_000);
