// The XSS suite: 36 hostile payloads (tags and handlers, URL schemes, mXSS, SVG, MathML, markdown
// links and images, KaTeX \href) are posted by the super admin as discussion titles, descriptions
// and contents, and by students as comments, replies and report reasons; every page that shows them
// (the board, each detail, the back office's discussions and reports) is opened in Chromium. None
// may run: no `window.__pwned`, no dialog, and no handler attribute or
// script-scheme URL reaches the page, with the site's Content-Security-Policy turned off so that
// the sanitiser alone is tested.
import { expect, test } from 'bun:test';
import type { Page } from 'playwright-core';
import { registerStudent } from './contest-helpers.ts';
import { PASSWORD, post, seedBoard } from './discussion-helpers.ts';
import { startVerdict, type Verdict } from './harness.ts';
import { openInApp } from './in-app.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';
import { packed, XSS_PAYLOADS } from './xss-payloads.ts';

/**
 * A page with the site's Content-Security-Policy switched off, so that only the sanitiser stands
 * between a payload and the page (Chromium also reports a policy breach for handlers it merely
 * parses in DOMPurify's inert document, so the policy's reports cannot tell a run from a parse).
 */
async function watchedPage(h: Verdict, dialogs: string[]): Promise<Page> {
  const page = await h.newPage({ bypassCSP: true });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return page;
}

/** Nothing ran, and nothing that could run later is on the page (template contents included). */
async function expectInert(page: Page, where: string, dialogs: string[]) {
  // Every image has loaded or failed, so an onerror would have run (the event stream never lets the network idle).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  const found = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: number };
    const bad: string[] = [];
    const root = document.getElementById('root')!;
    const templates = [...root.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll('*')]);
    for (const el of [...root.querySelectorAll('*'), ...templates]) {
      for (const a of Array.from(el.attributes)) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip control characters in a URL's scheme, so the check does too
        const v = a.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(a.name) &&
          /^(javascript|vbscript|data:text\/html)/.test(v)
        )
          bad.push(`${el.tagName} ${a.name}=${v}`);
      }
    }
    for (const el of root.querySelectorAll(
      '[data-slot="markdown"] :is(script, iframe, object, embed, base, meta, form, style, noscript)',
    ))
      bad.push(`markdown ${el.tagName}`);
    return { pwned: w.__pwned ?? null, bad };
  });
  expect({ where, ...found, dialogs }).toEqual({ where, pwned: null, bad: [], dialogs: [] });
}

async function seedHostile(h: Verdict) {
  const { root, questions } = await seedBoard(h);
  await api(h, '/api/admin/config/set-web-config', {
    method: 'PUT',
    token: root,
    json: { dailyDiscussionLimit: 1000 },
  });
  const ids: number[] = [];
  for (const p of XSS_PAYLOADS) {
    ids.push(
      (
        await post(h, root, {
          title: p.slice(0, 255),
          description: p.slice(0, 255),
          content: `${p}\n\n${XSS_PAYLOADS.join('\n\n')}`,
          categoryId: questions,
        })
      ).id,
    );
  }
  const target = ids[0]!;
  // Comments and replies (ten writes a minute per account), reports (five): spread over students.
  const students = await Promise.all(['sam', 'sue', 'sid', 'sky', 'sol'].map((u) => registerStudent(h, u, PASSWORD)));
  const texts = packed(600);
  const commentIds: number[] = [];
  for (const [i, text] of texts.entries()) {
    commentIds.push((await api(h, '/api/comment', { token: students[0]!, json: { did: target, content: text } })).id);
    await api(h, '/api/reply', { token: students[1]!, json: { commentId: commentIds[i]!, content: text } });
  }
  const last = await api(h, '/api/reply', {
    token: students[2]!,
    json: { commentId: commentIds[0]!, content: 'plain' },
  });
  await api(h, '/api/reply', {
    token: students[2]!,
    json: { commentId: commentIds[0]!, replyTo: last.id, content: XSS_PAYLOADS.slice(0, 8).join('\n') },
  });
  await api(h, '/api/reply', {
    token: students[2]!,
    json: { commentId: commentIds[0]!, replyTo: last.id, content: XSS_PAYLOADS.slice(8, 16).join('\n') },
  });
  const reasons = packed(200);
  for (const [i, reason] of reasons.entries()) {
    await api(h, '/api/discussion-report', {
      token: students[i % students.length]!,
      json: { did: ids[i % ids.length]!, tags: ['抄袭'], reason },
    });
  }
  return { ids, target, reports: reasons.length, comments: texts.length };
}

test('36 hostile payloads in titles, descriptions, contents, comments, replies and reports never run', async () => {
  await using h = await startVerdict();
  const { ids, target, reports, comments } = await seedHostile(h);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const dialogs: string[] = [];
  const page = await watchedPage(h, dialogs);
  // The watch itself works: markup placed in the page without the sanitiser does run here.
  await page.goto('/home');
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/none.png" onerror="window.__pwned=99">'),
  );
  await page.waitForFunction(() => (window as unknown as { __pwned?: number }).__pwned === 99);

  // Each page is opened inside the app, as its links do: the checks read what is rendered, and a
  // reload per page only cost time. The first board page is a full load of its address.
  for (let p = 1; p <= Math.ceil(ids.length / 10); p++) {
    if (p === 1) await page.goto(`/discussion?currentPage=${p}`);
    else await openInApp(page, `/discussion?currentPage=${p}`, 'discussion-card');
    await page.getByTestId('discussion-card').first().waitFor();
    await expectInert(page, `board page ${p}`, dialogs);
  }
  for (const id of ids) {
    await openInApp(page, `/discussion-detail/${id}`, 'discussion-content');
    await expectInert(page, `discussion ${id}`, dialogs);
  }
  await page.goto(`/discussion-detail/${target}`);
  await page
    .getByTestId('comment-item')
    .nth(comments - 1)
    .waitFor();
  // The newest comment is first; the oldest (last) holds four replies, three shown until asked.
  const oldest = page.getByTestId('comment-item').last();
  await oldest.getByRole('button', { name: 'Show all 4 replies' }).click();
  await oldest.getByTestId('reply-item').nth(3).waitFor();
  expect(await page.getByTestId('reply-content').count()).toBe(comments + 3);
  await expectInert(page, 'comments and replies', dialogs);

  const admin = await watchedPage(h, dialogs);
  await admin.goto('/admin/login');
  await adminLogin(admin, 'root', h.rootPassword);
  await admin.waitForURL('**/admin');
  await openInApp(admin, '/admin/discussion', `admin-discussion-row-${ids.at(-1)}`);
  await admin.getByTestId(`admin-discussion-row-${ids.at(-1)}`).waitFor();
  await expectInert(admin, 'back office discussions', dialogs);
  const reportPages = Math.ceil(reports / 10);
  for (let p = 1; p <= reportPages; p++) {
    if (p > 1)
      await admin
        .getByTestId('admin-reports')
        .getByRole('button', { name: String(p), exact: true })
        .click();
    await admin.getByTestId('admin-reports').getByTestId('report-reason').first().waitFor();
    await expectInert(admin, `reports page ${p}`, dialogs);
  }
  // The reasons are shown as text, exactly as written.
  const shown = await admin.getByTestId('admin-reports').getByTestId('report-reason').allInnerTexts();
  expect(shown.some((s) => s.includes('<script>') || s.includes('onerror'))).toBe(true);
}, 300_000);
