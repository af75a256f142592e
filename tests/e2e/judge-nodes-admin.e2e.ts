// The back office's judge nodes in Chromium on the built binary: the super admin makes a node,
// sees its token once (copied, then gone from the page and the list), revokes it after a confirm;
// the dashboard's judge card lists the valid nodes; the page reads in English, Chinese and at 390 px.
import { expect, test } from 'bun:test';
import { startVerdict } from './harness.ts';
import { api } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

test('an admin creates a node token, sees it once, and revokes it', async () => {
  await using h = await startVerdict();
  const root = await api(h, '/api/login', { json: { username: 'root', password: h.rootPassword } });
  const page = await h.newPage({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Judge nodes' }).click();
  await page.waitForURL('**/admin/judge-nodes');
  await page.getByTestId('judge-nodes-table').getByText('No judge node yet').waitFor();

  // A bad name is refused in the dialog, which stays open.
  await page.getByTestId('judge-node-new').click();
  await page.getByTestId('judge-node-name').fill('lab pc 01');
  await page.getByTestId('judge-node-create-save').click();
  await page.getByTestId('judge-node-create').getByText('"lab pc 01" is not').waitFor();

  await page.getByTestId('judge-node-name').fill('lab-pc-01');
  await page.getByTestId('judge-node-create-save').click();
  const shown = page.getByTestId('judge-node-token');
  await shown.waitFor();
  const token = (await shown.innerText()).trim();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await h.shot(page, 'judge-nodes-token-en-1280');
  await page.getByTestId('judge-node-token-dialog').getByRole('button', { name: 'Copy token' }).click();
  await page.getByText('Copied successfully').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.getByTestId('judge-node-token-done').click();
  await page.getByTestId('judge-node-token-dialog').waitFor({ state: 'detached' });

  // Once closed, the token is nowhere: not on the page, not after a reload, not in the list's answer.
  const row = page.getByTestId('judge-node-row-lab-pc-01');
  await row.waitFor();
  expect(await page.content()).not.toContain(token);
  await page.reload();
  await row.waitFor();
  expect(await page.content()).not.toContain(token);
  expect(JSON.stringify(await api(h, '/api/admin/judge-nodes', { token: root.token }))).not.toContain(token);
  expect(await row.getAttribute('data-token')).toBe('valid');
  await h.shot(page, 'judge-nodes-list-en-1280');

  // The dashboard's judge card lists it.
  await api(h, '/api/admin/judge-nodes/create', { token: root.token, json: { name: 'lab-pc-02' } });
  await page.goto('/admin');
  await page.getByTestId('dashboard-judge-node-lab-pc-01').waitFor();
  await page.getByTestId('dashboard-judge-node-lab-pc-02').waitFor();
  await h.shot(page, 'judge-nodes-dashboard-en-1280');

  // Revoking asks first; the row says revoked and the dashboard drops the node.
  await page.goto('/admin/judge-nodes');
  await page.getByTestId('judge-node-revoke-lab-pc-01').click();
  await page.getByTestId('judge-node-revoke').getByText('Revoke the token of lab-pc-01?').waitFor();
  await page.getByTestId('judge-node-revoke-confirm').click();
  await page.locator('[data-testid="judge-node-row-lab-pc-01"][data-token="revoked"]').waitFor();
  await page.getByTestId('judge-node-revoke-lab-pc-01').waitFor({ state: 'detached' });
  const listed = await api(h, '/api/admin/judge-nodes', { token: root.token });
  expect(listed.nodes.find((n: { name: string }) => n.name === 'lab-pc-01').revokedAt).toBeNumber();
  await h.shot(page, 'judge-nodes-revoked-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('judge-node-row-lab-pc-02').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await h.shot(page, 'judge-nodes-en-390');

  await page.goto('/admin?l=zh-cn');
  await page.getByTestId('dashboard-judge-node-lab-pc-02').waitFor();
  expect(await page.getByTestId('dashboard-judge-node-lab-pc-01').count()).toBe(0);
  await h.shot(page, 'judge-nodes-dashboard-zh-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/judge-nodes?l=zh-cn');
  await page.getByRole('heading', { name: '评测节点' }).waitFor();
  await page.getByTestId('judge-node-row-lab-pc-01').getByText('已吊销').waitFor();
  await h.shot(page, 'judge-nodes-zh-1280');
});

test('a server started with 0 local workers says on its dashboard that only the nodes judge', async () => {
  process.env.VERDICT_JUDGE_WORKERS = '0';
  await using h = await startVerdict().finally(() => delete process.env.VERDICT_JUDGE_WORKERS);
  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.getByTestId('dashboard-only-nodes').waitFor();
  expect(await page.getByTestId('judge-workers').innerText()).toBe('0');
  await h.shot(page, 'judge-nodes-dashboard-zero-workers-en-1280');
  await page.goto('/admin/judge-nodes');
  await page.getByTestId('judge-nodes-hint').getByText('This server runs no local worker').waitFor();
});
