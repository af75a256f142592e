import type { Page } from 'playwright-core';

/**
 * Goes to `path` inside the running app the way its own links do (history.pushState, which the
 * router follows), without reloading the page, and waits until an element `testId` is shown that
 * was not on the page before: the new address's own, never the previous page's left behind.
 */
export async function openInApp(page: Page, path: string, testId: string) {
  // By way of an address no page answers, so the new page mounts afresh: a component of the same
  // kind is never kept in place with the previous address's state.
  await page.evaluate(() => history.pushState(null, '', '/in-app-between'));
  await page.getByTestId('not-found').waitFor();
  const selector = `[data-testid="${testId}"]`;
  await page.evaluate(
    ([to, sel]) => {
      (window as unknown as { __before: WeakSet<Element> }).__before = new WeakSet(document.querySelectorAll(sel!));
      history.pushState(null, '', to);
    },
    [path, selector],
  );
  await page.waitForFunction((sel) => {
    const seen = (window as unknown as { __before: WeakSet<Element> }).__before;
    return [...document.querySelectorAll(sel)].some((el) => !seen.has(el));
  }, selector);
}
