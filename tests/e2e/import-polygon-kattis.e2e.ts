import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { kattisPackage } from '../helpers/kattis-package.ts';
import { polygonPackage } from '../helpers/polygon-package.ts';
import { sumPlus } from '../helpers/testlib-sources.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { api, seed } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

/**
 * Polygon and Kattis packages whose checkers bring their own header (testlib.h, validate.h),
 * imported through the admin page of the built server and judged by its real sandbox.
 */

async function importFile(page: Page, format: string, name: string, bytes: Uint8Array) {
  await page.locator('#import-format').click();
  await page.getByRole('option', { name: format, exact: true }).click();
  await page.locator('#import-file').setInputFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(bytes) });
  await page.getByTestId('import-submit').click();
  await page.getByTestId('import-result').waitFor();
}

/** The display ids of the imported problems, in report order, after checking the report's titles. */
async function imported(page: Page, titles: string[]): Promise<string[]> {
  const lines = await page.getByTestId('import-result').getByTestId('import-imported').allTextContents();
  expect(lines.map((l) => l.replace(/^\S+ /, ''))).toEqual(titles);
  expect(await page.getByTestId('import-result').getByTestId('import-refused').count()).toBe(0);
  return lines.map((l) => l.split(' ')[0]!);
}

/** Submits C code and waits for the final state: [status, score]. */
async function judged(h: Verdict, token: string, pid: string, code: string): Promise<[number, number]> {
  const { submitId } = await api(h, '/api/submit-problem-judge', { token, json: { pid, language: 'C', code } });
  for (let i = 0; i < 480; i++) {
    const state = (await api(h, '/api/check-submissions-status', { token, json: { submitIds: [submitId] } }))[submitId];
    if (state && ![5, 6, 7].includes(state.status)) return [state.status, state.score];
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} to ${pid} was not judged`);
}

/** Average of two numbers printed with a small error; one off when the first number is at least 100 (wrong in group 2). */
const AVERAGE =
  '#include <stdio.h>\nint main(){double a,b;scanf("%lf%lf",&a,&b);printf("%.4f\\n",(a+b)/2+0.0004+(a>=100?1:0));}\n';
/** Right on tests 1, 2 and 4, wrong by five on test 3 (it breaks the complete group 1 of the Polygon problem). */
const WRONG_ON_100 =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b+(a==100?5:0));}\n';

test('Polygon and Kattis packages with checkers bringing their own header import through the admin page and judge right and wrong', async () => {
  await using h = await startVerdict();
  const token = await seed(h);
  const page = await h.newPage();
  await page.goto('/admin/login');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto('/admin/problem/batch-operation');

  await importFile(page, 'Polygon package (zip)', 'sum-within-one-7$linux.zip', polygonPackage());
  const [polygon] = await imported(page, ['Sum Within One']);
  await h.shot(page, 'admin-import-polygon-report');
  await importFile(page, 'Kattis package (zip)', 'sumone-average.zip', kattisPackage());
  const [sumone, average] = await imported(page, ['Sum Within One', 'Average']);
  await h.shot(page, 'admin-import-kattis-report');

  // The testlib checker compiled with the package's testlib.h: within one of the sum is right;
  // one wrong case loses the complete group (60 points), the each-test group keeps its 40.
  expect(await judged(h, token, polygon!, sumPlus(1))).toEqual([0, 100]);
  expect(await judged(h, token, polygon!, WRONG_ON_100)).toEqual([8, 40]);
  // The Kattis output validator compiled with its validate.h.
  expect((await judged(h, token, sumone!, sumPlus(-1)))[0]).toBe(0);
  expect((await judged(h, token, sumone!, sumPlus(2)))[0]).toBe(-1);
  // The default validator with float_tolerance 1e-3, scored by groups (30 + 70).
  expect(await judged(h, token, average!, AVERAGE.replace('+(a>=100?1:0)', ''))).toEqual([0, 100]);
  expect(await judged(h, token, average!, AVERAGE)).toEqual([8, 30]);

  // The imported statements as a visitor sees them, in both languages.
  for (const [locale, suffix] of [
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
  ] as const) {
    const visitor = await h.newPage({ locale });
    await visitor.goto(`/problem/${polygon}`);
    const statement = visitor.getByTestId('problem-page');
    await statement.getByText('Sum Within One').first().waitFor();
    await statement.getByText('Second paragraph.').waitFor();
    await statement.locator('.katex').first().waitFor();
    await statement
      .getByText(locale === 'zh-CN' ? '输入描述' : 'Input', { exact: true })
      .first()
      .waitFor();
    await h.shot(visitor, `problem-polygon-import-${suffix}`);
    await visitor.goto(`/problem/${sumone}`);
    await visitor.getByTestId('problem-page').getByText('Two integers').first().waitFor();
    await h.shot(visitor, `problem-kattis-import-${suffix}`);
    await visitor.context().close();
  }
});
