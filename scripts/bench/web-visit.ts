// What a first visit to a page costs, summed at a fixed point rather than after a pause: used by
// `bun run bench:web` and by the first-load end-to-end test.
import type { Page } from 'playwright-core';

/** Bytes on the wire (compressed, headers included), after decoding, and the JavaScript among them. */
export interface VisitTotals {
  wire: number;
  raw: number;
  jsWire: number;
  jsRaw: number;
  requests: number;
  /** Every file loaded, with its size on the wire. */
  files: { url: string; wire: number }[];
}

/** First-load targets (issue 27): /home transferred, and any page's JavaScript compressed. */
export const HOME_TARGET_BYTES = 300 * 1024;
export const PAGE_JS_TARGET_BYTES = 500 * 1024;

/** What shows that a page has drawn its first view; a page of the bench's seed (problem P1000 with math). */
export const FIRST_VIEW_MARKS: Record<string, string[]> = {
  '/home': ['[data-testid=site-footer]', '[data-testid=week-chart] canvas', '[data-testid=recent-problem-row]'],
  '/problem': ['[data-testid=problem-row]'],
  '/problem/P1000': ['.katex', '.cm-line span'],
  '/status': ['[data-testid=submission-row]'],
};

/**
 * Opens `url` in `page` (a fresh context, so an empty cache) and sums what it loaded up to a fixed
 * point: the page's marks are drawn, its fonts are in, and the browser has gone idle with no
 * request in flight (the live event stream aside) and none started since the last look. Every lazy
 * chunk the first view pulls in is counted; nothing depends on how long anything takes.
 */
export async function measureVisit(page: Page, url: string, marks: string[]): Promise<VisitTotals> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, string>();
  const decoded = new Map<string, number>();
  const urls = new Map<string, string>();
  const inFlight = new Set<string>();
  const totals: VisitTotals = { wire: 0, raw: 0, jsWire: 0, jsRaw: 0, requests: 0, files: [] };
  let started = 0;
  let settled: (() => void) | null = null;
  const finish = (id: string) => {
    inFlight.delete(id);
    if (inFlight.size === 0) settled?.();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    // The live event stream stays open for the page's life: it is not part of the load.
    if (e.type === 'EventSource') return;
    started++;
    inFlight.add(e.requestId);
    urls.set(e.requestId, e.request.url);
  });
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.dataReceived', (e) => decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    if (!inFlight.has(e.requestId)) return;
    const raw = decoded.get(e.requestId) ?? 0;
    totals.requests++;
    totals.wire += e.encodedDataLength;
    totals.raw += raw;
    totals.files.push({ url: urls.get(e.requestId)!, wire: e.encodedDataLength });
    if (kinds.get(e.requestId) === 'Script') {
      totals.jsWire += e.encodedDataLength;
      totals.jsRaw += raw;
    }
    finish(e.requestId);
  });
  await page.goto(url, { waitUntil: 'load' });
  for (const mark of marks) await page.locator(mark).first().waitFor({ timeout: 120_000 });
  for (;;) {
    if (inFlight.size > 0) await new Promise<void>((resolve) => (settled = resolve));
    settled = null;
    const before = started;
    // Fonts, two frames and an idle callback: whatever the last responses start runs before the look.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.fonts.ready.then(() =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
          ),
        ),
    );
    if (inFlight.size === 0 && started === before) break;
  }
  await cdp.detach();
  totals.files.sort((a, b) => a.wire - b.wire);
  return totals;
}
