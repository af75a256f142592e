// A submission's code shown below the fold (a phone, or a short window) has its line numbers beside
// their lines from the first paint, on the bank's and a contest's submission detail: CodeMirror
// measures its lines only in the window, so its gutter used to stand 14 px a row against 19.6 px.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { contestOfP1000, judged } from './contest-helpers.ts';
import { startVerdict } from './harness.ts';
import { seed } from './problem-helpers.ts';
import { login, openLogin } from './ui-helpers.ts';

/** 60 lines, each of its own text, so a line number finds its line by what it holds. */
const CODE = [
  '#include <cstdio>',
  'int main() {',
  '  int a, b;',
  '  scanf("%d %d", &a, &b);',
  ...Array.from({ length: 53 }, (_, i) => `  // note ${i + 1}`),
  '  printf("%d\\n", a + b);',
  '  return 0;',
  '}',
].join('\n');

/** Every shown line number against its line: how far apart their tops stand (px), with the counts. */
function gutterAgainstLines(page: Page) {
  return page.evaluate((code) => {
    const texts = code.split('\n');
    const editor = document.querySelector('[data-testid="submission-code"] .cm-editor') as HTMLElement;
    const lines = [...editor.querySelectorAll('.cm-line')];
    const numbers = [...editor.querySelectorAll('.cm-lineNumbers .cm-gutterElement')].filter(
      (e) => e.getBoundingClientRect().height > 0,
    );
    const apart = numbers.map((n) => {
      const line = lines.find((l) => l.textContent === texts[Number(n.textContent) - 1]);
      return line
        ? Math.abs(line.getBoundingClientRect().top - n.getBoundingClientRect().top)
        : Number.POSITIVE_INFINITY;
    });
    return {
      compared: apart.length,
      worst: Math.max(...apart),
      belowFold: editor.getBoundingClientRect().top > innerHeight,
      moved: editor.style.transform,
      scrollY,
    };
  }, CODE);
}

async function checkLines(page: Page, path: string, shot: () => Promise<void>) {
  await page.goto(path);
  await page.getByTestId('submission-code').locator('.cm-line').first().waitFor();
  // Until the gutter has its rows (it follows the first measuring, in the next frame).
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="submission-code"] .cm-gutterElement').length > 10,
  );
  await page.getByTestId('case-grid').waitFor();
  const seen = await gutterAgainstLines(page);
  expect(seen.belowFold).toBe(true);
  expect(seen.compared).toBeGreaterThanOrEqual(30);
  expect(seen.worst).toBeLessThan(1);
  expect(seen.moved).toBe('');
  expect(seen.scrollY).toBe(0);
  await shot();
  // Scrolled to, it stays so.
  await page.getByTestId('submission-code').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => scrollY > 0);
  expect((await gutterAgainstLines(page)).worst).toBeLessThan(1);
}

test("a submission's line numbers stand beside their lines below the fold, in the bank and in a contest", async () => {
  await using h = await startVerdict();
  const root = await seed(h);
  const cid = await contestOfP1000(h, root, { title: 'Lines' });
  const idOf = (s: object) => (s as { submitId: number }).submitId;
  const bankId = idOf(await judged(h, root, { pid: 'P1000', code: CODE }));
  const contestId = idOf(await judged(h, root, { pid: 'A', cid, code: CODE }));

  for (const [locale, l] of [
    ['en-US', 'en-us'],
    ['zh-CN', 'zh-cn'],
  ] as const) {
    const page = await h.newPage({ locale, viewport: { width: 1280, height: 800 } });
    await page.goto(`/home?l=${l}`);
    await openLogin(page);
    await login(page, 'root', h.rootPassword);
    await page.getByTestId('user-menu').waitFor();
    for (const [width, height] of [
      [1280, 300],
      [390, 500],
    ] as const) {
      await page.setViewportSize({ width, height });
      await checkLines(page, `/submission-detail/${bankId}`, () => h.shot(page, `code-lines-bank-${l}-${width}`));
      const contestPath = `/contest/${cid}/problem/A/submission-detail/${contestId}`;
      await checkLines(page, contestPath, () => h.shot(page, `code-lines-contest-${l}-${width}`));
    }
  }
}, 300_000);
