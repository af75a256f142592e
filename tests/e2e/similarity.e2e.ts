// Similarity checking as a teacher meets it: three students' submissions to an exam's problem (one
// a renamed copy of another, one written on its own), the contest's Similarity tab runs the check
// in the background with a progress bar, flags the copy and its original as one cluster, leaves
// the independent solution out, and shows the pair side by side with the shared lines highlighted.
// A student may not read the check. In English and Chinese.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { judged } from './contest-helpers.ts';
import { seedLabExam } from './exam-helpers.ts';
import { startVerdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';
import { MAP_CPP, ORIGINAL_CPP, RENAMED_CPP } from '../similarity/programs.ts';

const SHOTS = '/tmp/shots/similarity';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function rootSignedIn(page: Page, password: string, lang: 'en-us' | 'zh-cn') {
  await page.goto(`/admin/login?l=${lang}`);
  await adminLogin(page, 'root', password);
  await page.getByTestId('admin-dashboard').waitFor();
}

test("the contest's Similarity tab flags the renamed copy, not the independent solution, and shows the pair side by side", async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { cid, tokens } = await seedLabExam(h, ['ann', 'ben', 'cat']);
  // Each is judged (a wrong answer to this problem: a check over all judged submissions reads them).
  await judged(h, tokens.ann!, { pid: 'A', cid, code: ORIGINAL_CPP });
  await judged(h, tokens.ben!, { pid: 'A', cid, code: RENAMED_CPP });
  await judged(h, tokens.cat!, { pid: 'A', cid, code: MAP_CPP });

  const page = await h.newPage();
  await rootSignedIn(page, h.rootPassword, 'en-us');
  await page.goto(`/contest/${cid}?l=en-us`);
  await page.getByTestId('contest-tab-similarity').click();
  await page.waitForURL(`**/contest/${cid}/similarity`);
  await page.getByTestId('similarity-panel').waitFor();
  await page.getByTestId('similarity-include').selectOption('final');
  await page.getByTestId('similarity-start').click();
  await page.getByTestId('similarity-finished').waitFor();
  expect(await page.getByTestId('similarity-finished').textContent()).toContain('3 submissions checked');
  const clusters = (await page.getByTestId('similarity-clusters').textContent()) ?? '';
  expect(clusters).toContain('ann');
  expect(clusters).toContain('ben');
  expect(clusters).not.toContain('cat');
  await shot(page, 'similarity-tab-en');

  await page.getByTestId('similarity-pairs').getByRole('button', { name: 'Compare' }).first().click();
  const side = page.getByTestId('similarity-side-by-side');
  await side.getByTestId('similarity-code-a').waitFor();
  expect(await side.getByTestId('similarity-code-a').locator('[data-shared]').count()).toBeGreaterThan(20);
  expect(await side.getByTestId('similarity-code-b').locator('[data-shared]').count()).toBeGreaterThan(20);
  await shot(page, 'similarity-side-by-side-en');

  // A student can read nothing of it.
  expect(
    await api(h, `/api/admin/similarity?scope=contest&id=${cid}`, { token: tokens.cat }).then(
      () => 'read',
      () => 'refused',
    ),
  ).toBe('refused');

  const zh = await h.newPage({ locale: 'zh-CN' });
  await rootSignedIn(zh, h.rootPassword, 'zh-cn');
  await zh.goto(`/admin/contest/${cid}/similarity?l=zh-cn`);
  await zh.getByTestId('similarity-finished').waitFor();
  expect(await zh.getByTestId('similarity-panel').textContent()).toContain('代码相似度检查');
  expect(await zh.getByTestId('similarity-start').textContent()).toContain('重新检查');
  await shot(zh, 'similarity-admin-zh');
}, 600_000);
