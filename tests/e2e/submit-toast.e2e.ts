import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { startVerdict } from './harness.ts';
import { AB_CPP, register, seed, typeCode } from './problem-helpers.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Submits on the problem page as a student would (the submit button scrolled into view) and reads where the confirmation and the verdict are. */
async function submitAndMeasure(page: Page) {
  await page.goto('/problem/P1000');
  await page.getByTestId('editor-language').click();
  await page.getByRole('option', { name: 'C++17' }).click();
  await typeCode(page, AB_CPP);
  await page.getByTestId('submit-code').scrollIntoViewIfNeeded();
  await page.getByTestId('submit-code').click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Submit code successfully' });
  await toast.waitFor();
  // A hovered toast keeps its place until the pointer leaves: its box is read however slow the machine is.
  await toast.hover();
  const status = page.getByTestId('submit-status');
  await status.waitFor();
  return { toast: (await toast.boundingBox())!, status: (await status.boundingBox())! };
}

test('the submit confirmation never covers the verdict, at desktop and phone widths', async () => {
  await using h = await startVerdict();
  await seed(h);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/home?l=en-us');
  await register(h, page, 'student', 'secret1');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const { toast, status } = await submitAndMeasure(page);
    expect({ viewport, overlap: overlap(toast, status) }).toEqual({ viewport, overlap: false });
  }
});
