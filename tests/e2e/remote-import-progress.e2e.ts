// The back office's "Import remote problem": while the server fetches the statement, the button is
// disabled and says so (en-US and zh-CN, at a phone's width too); then the outcome or the error shows.
import { expect, test } from 'bun:test';
import type { Page, Route } from 'playwright-core';
import { CodeforcesStandIn } from '../remote/stand-ins/codeforces.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { adminLogin } from './ui-helpers.ts';

const IMPORT_CALL = '**/api/admin/problem/import-remote-oj-problem?**';

/** Holds the page's import call until the returned release is called, so the page is seen mid-import. */
async function holdImport(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => {};
  let seen = () => {};
  const held = new Promise<void>((r) => {
    seen = r;
  });
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route(IMPORT_CALL, async (route: Route) => {
    seen();
    await gate;
    await route.continue();
  });
  return { held, release };
}

/** Presses Import on `problemId` and checks the button while the call is held; returns after the release. */
async function importHeld(h: Verdict, page: Page, problemId: string, busyText: string, shot: string) {
  const dialog = page.getByTestId('remote-import-dialog');
  const button = dialog.getByTestId('remote-import-submit');
  await dialog.getByTestId('remote-import-id').fill(problemId);
  const { held, release } = await holdImport(page);
  await button.click();
  await held;
  await dialog.locator('[data-testid="remote-import-submit"]:disabled').waitFor();
  expect(await button.textContent()).toBe(busyText);
  expect(await button.isDisabled()).toBe(true);
  await h.shot(page, shot);
  release();
  await dialog.locator('[data-testid="remote-import-submit"][aria-busy="false"]').waitFor();
  await page.unroute(IMPORT_CALL);
}

test('the remote import button says Importing… while the import runs, then the outcome or the error shows', async () => {
  const site = new CodeforcesStandIn({});
  process.env.VERDICT_REMOTE_CODEFORCES_URL = site.url;
  try {
    await using h = await startVerdict();
    for (const [locale, l, busy, submit, id, doneText] of [
      ['en-US', 'en-us', 'Importing…', 'Import', '1A', 'Imported as CF-1A'],
      ['zh-CN', 'zh-cn', '正在导入…', '导入', '1B', '已导入为 CF-1B'],
    ] as const) {
      const page = await h.newPage({ locale, viewport: { width: 390, height: 844 } });
      await page.goto(`/admin/login?l=${l}`);
      await adminLogin(page, 'root', h.rootPassword);
      await page.waitForURL('**/admin');
      await page.goto('/admin/problems');
      await page.getByTestId('remote-import-open').click();
      const dialog = page.getByTestId('remote-import-dialog');

      // A problem the site does not have: the error shows under the field, the button is back.
      await importHeld(h, page, '999Z', busy, `remote-import-busy-${l}-390`);
      await dialog.locator('#remote-import-id-error').waitFor();
      expect(await dialog.getByTestId('remote-import-submit').textContent()).toBe(submit);
      await h.shot(page, `remote-import-error-${l}-390`);

      // One it has: imported, with a link to it.
      await importHeld(h, page, id, busy, `remote-import-busy-again-${l}-390`);
      await dialog.getByText(doneText).waitFor();
      expect(await dialog.getByTestId('remote-import-submit').textContent()).toBe(submit);
      await h.shot(page, `remote-import-done-${l}-390`);
    }
  } finally {
    site.stop();
    delete process.env.VERDICT_REMOTE_CODEFORCES_URL;
  }
}, 300_000);
