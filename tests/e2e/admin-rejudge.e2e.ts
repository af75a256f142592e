import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { startVerdict } from './harness.ts';
import { AB_CPP, api, seed } from './problem-helpers.ts';
import { adminLogin } from './ui-helpers.ts';

/** How many times the judge has taken the submission (read from the server's database). */
function attemptsOf(dataDir: string, submitId: number): number {
  const db = new Database(join(dataDir, 'verdict.db'), { readonly: true });
  try {
    return db
      .query<{ n: number }, [number]>('select judge_attempt as n from submissions where submit_id = ?')
      .get(submitId)!.n;
  } finally {
    db.close();
  }
}

async function finalStatus(h: Parameters<typeof api>[0], token: string, submitId: number): Promise<number> {
  for (let i = 0; i < 240; i++) {
    const states = await api(h, '/api/check-submissions-status', { token, json: { submitIds: [submitId] } });
    const status = states[submitId]?.status as number;
    if (![5, 6, 7].includes(status)) return status;
    await Bun.sleep(250);
  }
  throw new Error(`submission ${submitId} was not judged`);
}

test('the super admin rejudges every submission of a problem from the admin problem list', async () => {
  await using h = await startVerdict();
  const token = await seed(h);
  const { submitId } = await api(h, '/api/submit-problem-judge', {
    token,
    json: { pid: 'P1000', language: 'C++17', code: AB_CPP },
  });
  expect(await finalStatus(h, token, submitId)).toBe(0);
  const attemptsBefore = attemptsOf(h.dataDir, submitId);

  const page = await h.newPage({ locale: 'en-US' });
  await page.goto('/admin/login?l=en-us');
  await adminLogin(page, 'root', h.rootPassword);
  await page.waitForURL('**/admin');
  await page.goto('/admin/problems');
  await page.getByTestId('problem-rejudge-1-open').click();
  const dialog = page.getByTestId('problem-rejudge-1');
  await dialog.getByText('Rejudge every submission of problem P1000?').waitFor();
  await h.shot(page, 'admin-problem-rejudge-en');
  await dialog.getByTestId('problem-rejudge-1-confirm').click();
  await page.getByText('Rejudge successfully: 1 submission is judged again').waitFor();

  // The submission went back to the queue and was judged again.
  expect(await finalStatus(h, token, submitId)).toBe(0);
  expect(attemptsOf(h.dataDir, submitId)).toBeGreaterThan(attemptsBefore);

  await page.goto('/admin/problems?l=zh-cn');
  await page.getByTestId('problem-rejudge-1-open').click();
  await page.getByText('确定重新评测题目 P1000 的所有提交？').waitFor();
});
