/**
 * Every language the host has: A+B is Accepted, a wrong program is Wrong Answer, a broken one
 * is Compile Error with the compiler's message. Languages that detection found unavailable are
 * skipped, and the reason is printed.
 */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { LANGUAGES } from '../../judge/languages/table.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData } from './judge-env.ts';
import { programsFor } from './programs.ts';

const e = await judgeEnv();
const unavailable = e.ctx.languages.list().filter((l) => !l.available);
for (const l of unavailable) console.log(`[judge] language ${l.id} skipped: ${l.reason}`);

test('the required languages are detected on this host', () => {
  const required = [
    'C',
    'C++11',
    'C++14',
    'C++17',
    'C++20',
    'Java',
    'Python3',
    'PyPy3',
    'Go',
    'JavaScript',
    'Rust',
    'Pascal',
  ];
  const missing = required
    .filter((id) => !e.ctx.languages.get(id)?.available)
    .map((id) => `${id}: ${e.ctx.languages.get(id)?.reason}`);
  expect(missing).toEqual([]);
});

test('every table entry is listed, available or with a reason', () => {
  expect(e.ctx.languages.list().map((l) => l.id)).toEqual(LANGUAGES.map((l) => l.id));
  for (const l of e.ctx.languages.list()) expect(l.available ? l.description.length > 0 : !!l.reason).toBe(true);
});

for (const def of LANGUAGES) {
  const lang = e.ctx.languages.get(def.id)!;
  describe.skipIf(!lang.available)(`${def.id}`, () => {
    const p = problem({ timeLimitMs: 2000 });
    testData(e, p, A_PLUS_B);
    const programs = programsFor(def);

    test('A+B is Accepted', async () => {
      const r = await submit(e, def.id, programs.ac, p);
      expect({ status: r.status, errorMessage: r.errorMessage }).toEqual({
        status: JudgeStatus.ACCEPTED,
        errorMessage: undefined,
      });
      expect(e.host.records.get(r.id)!.cases.map((c) => c.status)).toEqual([0, 0, 0]);
    });

    test('a wrong program is Wrong Answer', async () => {
      const r = await submit(e, def.id, programs.wa, p);
      expect(r.status).toBe(JudgeStatus.WRONG_ANSWER);
    });

    test('a broken program is Compile Error with a message', async () => {
      const r = await submit(e, def.id, programs.ce, p);
      expect(r.status).toBe(JudgeStatus.COMPILE_ERROR);
      expect(r.errorMessage!.length).toBeGreaterThan(0);
      expect(e.host.records.get(r.id)!.cases).toEqual([]);
    });
  });
}
