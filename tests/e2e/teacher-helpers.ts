/** Data and small steps of the teacher's end-to-end test: the class file, the programs, a session's token. */
import type { Page } from 'playwright-core';
import type { Verdict } from './harness.ts';

export const EXAM_PASSWORD = 'lab-exam-7a';

/** Class 7A: four students; the file the teacher keeps lists them name first, then password, then username. */
export const CLASS = {
  name: 'Class 7A',
  shortName: 'class7a',
  students: [
    { username: 's7a01', realname: '陈一' },
    { username: 's7a02', realname: '林二' },
    { username: 's7a03', realname: '张三' },
    { username: 's7a04', realname: '李四' },
  ],
};

/** The class file: a header in the teacher's order (and a column the site does not know), CRLF, a BOM. */
export function rosterCsv(): Buffer {
  const lines = ['Name,Password,Username,Seat'];
  for (const [i, s] of CLASS.students.entries()) lines.push(`${s.realname},Start-7a0${i + 1},${s.username},${i + 1}`);
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** a + b in 64 bits (the starter problem S001's large cases need it). */
export const LONG_SUM_CPP =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';
/** a + b in 32 bits: wrong on S001's large cases. */
export const INT_SUM_CPP =
  '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + b);\n  return 0;\n}\n';
export const DOUBLE_CPP =
  '#include <cstdio>\nint main() {\n  long long n;\n  scanf("%lld", &n);\n  printf("%lld\\n", 2 * n);\n  return 0;\n}\n';

/** The session token a signed-in page holds (the student's or teacher's own session). */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** A call's envelope (status and message) whatever it answers. */
export async function envelope(h: Verdict, path: string, token: string, json?: unknown) {
  const res = await fetch(h.url + path, {
    method: json ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US', Authorization: token },
    body: json ? JSON.stringify(json) : undefined,
  });
  return (await res.json()) as { status: number; msg: string };
}

/** Picks an option of a select by its shown name. */
export async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "2026-11-27T10:05" in this machine's zone (the browser's), as a datetime-local field takes it. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
