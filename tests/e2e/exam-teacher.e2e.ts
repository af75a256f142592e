// The exam as the teacher runs it: ending it earlier in the form keeps a seal that has begun, the
// sealed board says whether its results come by themselves, End now ends it for everyone but the
// student with extra time, and Unseal now shows everyone the real board — in both languages.
import { expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startVerdict, type Verdict } from './harness.ts';
import { judged, MIN, STUDENT_PASSWORD } from './contest-helpers.ts';
import { grantExtraTime, seedLabExam } from './exam-helpers.ts';
import { AB_CPP, api } from './problem-helpers.ts';
import { adminLogin, login, openLogin } from './ui-helpers.ts';

const SHOTS = '/tmp/shots/exam-teacher';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const HIDDEN = "results after the seal stay hidden until the contest's admins unseal the board";

/** "2026-11-27T10:05" in the browser's zone, as a datetime-local field takes it. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((when) => {
    const d = new Date(when);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

/**
 * A private ACM exam from the lab, 100 minutes in, 20 to go, sealed 30 minutes before its end (10
 * minutes ago) with automatic unsealing off; Amy has 10 extra minutes; Bob's accept came after the seal.
 */
async function seedSealedExam(h: Verdict) {
  const endTime = Date.now() + 20 * MIN;
  const sealRankTime = endTime - 30 * MIN;
  const { root, cid, tokens } = await seedLabExam(h, ['amy', 'bob'], {
    title: 'Final exam',
    description: 'The last hour is sealed.',
    startTime: Date.now() - 100 * MIN,
    endTime,
    sealRank: true,
    sealRankTime,
    autoRealRank: false,
  });
  await grantExtraTime(h, root, cid, tokens.amy!, 10);
  expect((await judged(h, tokens.bob!, { cid, pid: 'A', code: AB_CPP })).status).toBe(0);
  return { root, cid, sealRankTime };
}

async function studentPage(h: Verdict, name: string, lang: 'en-US' | 'zh-CN', cid: number) {
  const page = await h.newPage({ locale: lang });
  await page.goto(`/contest?l=${lang.toLowerCase()}`);
  await openLogin(page);
  await login(page, name, STUDENT_PASSWORD);
  await page.waitForURL(new RegExp(`/contest/${cid}(/|$|\\?)`));
  return page;
}

const bobOnBoard = async (h: Verdict, token: string, cid: number) =>
  (
    (await api(h, '/api/get-contest-rank', { token, json: { cid, limit: 30 } })).records as {
      username: string;
      ac: number;
    }[]
  ).find((r) => r.username === 'bob')?.ac;

test('the teacher ends an exam earlier without moving its seal, ends it now and unseals it; the students see what each step means', async () => {
  mkdirSync(SHOTS, { recursive: true });
  await using h = await startVerdict();
  const { root, cid, sealRankTime } = await seedSealedExam(h);

  // The form: the seal has begun, so it shows as "Sealed since" and ending earlier keeps it.
  const admin = await h.newPage({ locale: 'en-US' });
  await admin.goto('/admin/login?l=en-us');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.getByTestId('admin-dashboard').waitFor();
  await admin.goto(`/admin/contest/${cid}/edit`);
  await admin.getByTestId('contest-editor').waitFor();
  const earlier = (await api(h, `/api/admin/contest?cid=${cid}`, { token: root })).endTime - 15 * MIN;
  await admin.locator('#contest-endTime').fill(await localInput(admin, earlier));
  await admin.getByTestId('contest-save').click();
  await admin.waitForURL('**/admin/contest');
  const saved = await api(h, `/api/admin/contest?cid=${cid}`, { token: root });
  expect(saved.endTime).toBeLessThan(earlier + MIN);
  expect(saved.sealRankTime).toBe(sealRankTime);
  await admin.goto(`/admin/contest/${cid}/edit`);
  expect(await admin.getByTestId('contest-sealed-since').textContent()).toStartWith('Sealed since ');
  await admin.locator('#section-rank').screenshot({ path: `${SHOTS}/sealed-since-en.png` });

  // Bob's board is sealed and says only the contest's admins lift the seal; his own accept after it is not shown to Amy.
  const bob = await studentPage(h, 'bob', 'en-US', cid);
  await bob.getByTestId('contest-tab-rank').click();
  expect(await bob.getByTestId('board-sealed').textContent()).toContain(HIDDEN);
  await shot(bob, 'sealed-board-en');

  // End now, from the contest's own page: the teacher sees it ended, Amy still has her ten minutes.
  await admin.goto(`/contest/${cid}?l=en-us`);
  await admin.getByTestId(`contest-endNow-${cid}-open`).click();
  const endDialog = admin.getByTestId(`contest-endNow-${cid}`);
  expect(await endDialog.textContent()).toContain('participants with extra time keep their extra minutes');
  await shot(admin, 'end-now-dialog-en');
  await endDialog.getByTestId(`contest-endNow-${cid}-confirm`).click();
  await admin.getByTestId('countdown').filter({ hasText: 'Ended' }).waitFor();
  expect(await admin.getByTestId(`contest-endNow-${cid}-open`).count()).toBe(0);
  const amy = await studentPage(h, 'amy', 'zh-CN', cid);
  await amy.getByTestId('countdown').filter({ hasText: '距离结束' }).waitFor();
  expect(await amy.getByTestId('contest-extra-time').textContent()).toContain('延长 10 分钟');
  await amy.getByTestId('contest-tab-rank').click();
  expect(await amy.getByTestId('board-sealed').textContent()).toContain('直到比赛管理员解除封榜');
  await shot(amy, 'amy-after-end-zh');
  const amyToken = (await api(h, '/api/login', { json: { username: 'amy', password: STUDENT_PASSWORD } }))
    .token as string;
  expect(await bobOnBoard(h, amyToken, cid)).toBe(0);

  // Unseal now, from the back office list in Chinese: everyone sees the real board.
  const zh = await h.newPage({ locale: 'zh-CN' });
  await zh.goto('/admin/login?l=zh-cn');
  await adminLogin(zh, 'root', h.rootPassword);
  await zh.getByTestId('admin-dashboard').waitFor();
  await zh.goto('/admin/contest');
  await zh.getByTestId(`contest-unsealNow-${cid}-open`).click();
  const unsealDialog = zh.getByTestId(`contest-unsealNow-${cid}`);
  expect(await unsealDialog.textContent()).toContain('立即解除“Final exam”的封榜？');
  await shot(zh, 'unseal-dialog-zh');
  await unsealDialog.getByTestId(`contest-unsealNow-${cid}-confirm`).click();
  await zh.getByText('已解除封榜').first().waitFor();
  expect(await bobOnBoard(h, amyToken, cid)).toBe(1);
  await zh.setViewportSize({ width: 390, height: 844 });
  expect(await noOverflow(zh)).toBeLessThanOrEqual(0);
  await shot(zh, 'contest-list-zh-390');
  // Unsealed is unsealed: neither the contest's page nor the list offers it again.
  await admin.goto(`/contest/${cid}?l=en-us`);
  await admin.getByTestId('countdown').filter({ hasText: 'Ended' }).waitFor();
  expect(await admin.getByTestId(`contest-unsealNow-${cid}-open`).count()).toBe(0);
  await zh.reload();
  await zh.getByTestId(`contest-edit-${cid}`).waitFor();
  expect(await zh.getByTestId(`contest-unsealNow-${cid}-open`).count()).toBe(0);
  await bob.reload();
  await bob.locator('[data-testid="board-row"][data-username="bob"]').first().waitFor();
  expect(await bob.getByTestId('board-sealed').count()).toBe(0);
  await bob.setViewportSize({ width: 390, height: 844 });
  await shot(bob, 'unsealed-board-en-390');
}, 240_000);
