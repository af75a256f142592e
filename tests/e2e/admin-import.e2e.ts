import { expect, test } from 'bun:test';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { fpsItem, PDF, PNG } from '../api/problems/package-builders.ts';
import { startVerdict } from './harness.ts';
import { adminLogin } from './ui-helpers.ts';

/** The admin import page: a package of several problems, the per-problem report, the statements as imported. */

const hydroBank = () =>
  zipSync({
    'trees/problem.yaml': strToU8('pid: T1\ntitle: Trees\n'),
    'trees/problem_zh.md': strToU8(
      [
        '## 题目描述',
        'Count the trees. ![forest](file://forest.png)',
        '',
        '## 样例',
        '<pre><code class="language-input1">1 &lt; 2\n</code></pre>',
        '<pre><code class="language-output1">yes\n</code></pre>',
      ].join('\n'),
    ),
    'trees/additional_file/forest.png': PNG,
    'trees/testdata/1.in': strToU8('1 < 2'),
    'trees/testdata/1.out': strToU8('yes'),
    'paper/problem.yaml': strToU8('pid: PDF1\ntitle: Paper\n'),
    'paper/additional_file/statement.pdf': PDF,
    'paper/testdata/1.in': strToU8('1'),
    'paper/testdata/1.out': strToU8('1'),
    'broken/problem.yaml': strToU8('title: Broken\n'),
    'broken/testdata/config.yaml': strToU8('cases:\n  - input: gone.in\n    output: gone.out\n'),
  });

async function importFile(page: Page, format: string, name: string, bytes: Uint8Array) {
  await page.locator('#import-format').click();
  await page.getByRole('option', { name: format, exact: true }).click();
  await page
    .locator('#import-file')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  await page.getByTestId('import-submit').click();
  await page.getByTestId('import-result').waitFor();
}

test('a Hydro bank imports through the admin page: the report lists each problem with its warnings, the statements show their image, samples and PDF', async () => {
  await using h = await startVerdict();
  const page = await h.newPage();
  await page.goto('/admin/login');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto('/admin/problem/batch-operation');
  await importFile(page, 'Hydro zip', 'bank.zip', hydroBank());
  const report = page.getByTestId('import-result');
  expect(await report.getByTestId('import-imported').allTextContents()).toEqual(['T1 Trees', 'PDF1 Paper']);
  expect(await report.getByTestId('import-refused').allTextContents()).toEqual([
    'broken/problem.yaml: The problem package is invalid: broken/testdata/gone.in is missing',
  ]);
  // No limits in the packages: the defaults taken are listed under each problem.
  const defaults = ['No time limit given: 1000 ms was taken', 'No memory limit given: 256 MB was taken'];
  expect(await report.getByTestId('import-warning').allTextContents()).toEqual([...defaults, ...defaults]);
  await page.getByText('Imported: 2; not imported: 1: see the list').first().waitFor();
  await h.shot(page, 'admin-import-report');

  // The statement as imported: the image from additional_file/, the HTML sample, the PDF in the page.
  await page.goto('/problem/T1');
  const image = page.getByTestId('problem-page').locator('img[alt="forest"]');
  await image.waitFor();
  await page.waitForFunction(
    () => (document.querySelector('img[alt="forest"]') as HTMLImageElement | null)?.naturalWidth === 1,
  );
  await page.getByTestId('problem-page').getByText('1 < 2').first().waitFor();
  await page.goto('/problem/PDF1');
  const frame = page.getByTestId('problem-page').locator('iframe[title="statement.pdf"]');
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^\/api\/public\/problem-files\/[\w-]{24}\/statement\.pdf$/);
  await h.shot(page, 'problem-pdf-statement');
});

test('in Chinese, an FPS file with a bad item reports the reason and the warnings in Chinese; a Kattis package sent to Hydro says where it belongs', async () => {
  await using h = await startVerdict();
  const page = await h.newPage({ locale: 'zh-CN' });
  await page.goto('/admin/login?l=zh-cn');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto('/admin/problem/batch-operation');
  const samplesOnly = fpsItem({ title: '样例', timeLimit: '', samples: [['1 2', '3']] });
  const xml = `<fps>${fpsItem({ title: '<![CDATA[&#26641;]]>', tests: [['1', '1']] })}${fpsItem({ title: '无数据' })}${samplesOnly}</fps>`;
  await importFile(page, 'FPS 题目（XML）', 'bank.xml', new TextEncoder().encode(xml));
  const report = page.getByTestId('import-result');
  expect(await report.getByTestId('import-imported').allTextContents()).toEqual(['P1000 树', 'P1001 样例']);
  expect(await report.getByTestId('import-refused').allTextContents()).toEqual(['无数据: 无数据 没有测试数据']);
  expect(await report.getByTestId('import-warning').allTextContents()).toEqual([
    '题目包没有测试数据：仅以其 1 组样例作为测试点',
    '未给出时间限制：取 1000 ms',
  ]);
  await h.shot(page, 'admin-import-report-zh');
  const kattis = zipSync({
    'passfail/problem.yaml': strToU8('name: P\n'),
    'passfail/data/secret/1.in': strToU8('1'),
    'passfail/data/secret/1.ans': strToU8('1'),
  });
  await page.locator('#import-format').click();
  await page.getByRole('option', { name: 'Hydro 题目包（zip）', exact: true }).click();
  await page
    .locator('#import-file')
    .setInputFiles({ name: 'passfail.zip', mimeType: 'application/zip', buffer: Buffer.from(kattis) });
  await page.getByTestId('import-submit').click();
  await page
    .getByText(
      'passfail.zip 看起来是 Kattis 题目包（passfail/problem.yaml, passfail/data/），不是 Hydro：请在导入页选择“Kattis”',
    )
    .first()
    .waitFor();
});
