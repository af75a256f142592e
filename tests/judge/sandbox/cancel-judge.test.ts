/** The judge's cancel reaches the running case: the sandbox kills it instead of waiting for its limits. */
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { FinalResult } from '../../../judge/host.ts';
import { leftovers } from '../../../judge/sandbox/hostile-run.ts';
import { A_PLUS_B, judgeEnv, problem, testData } from '../judge-env.ts';

const e = await judgeEnv();
const HEAD = '#include <bits/stdc++.h>\n#include <unistd.h>\nusing namespace std;\n';
const STARTED = 'puts("started");fflush(stdout);';
const PROGRAMS = {
  sleeping: `${HEAD}int main(){${STARTED}fork();for(;;)pause();}`,
  burning: `${HEAD}int main(){${STARTED}volatile unsigned long x=0;for(;;)x++;}`,
};
/** Limits far beyond the test command's timeout: only the cancel can end the case before it. */
const LONG = { timeLimitMs: 3_600_000 };

describe('cancel of a running case', () => {
  test.each(Object.keys(PROGRAMS) as Array<keyof typeof PROGRAMS>)(
    'a %s submission is killed mid-case and reported Cancelled',
    async (name) => {
      const p = problem(LONG);
      testData(e, p, A_PLUS_B);
      const id = e.host.add({ kind: 'submission', language: 'C++17', code: PROGRAMS[name], problem: p });
      while (!caseIsRunning(id)) await Bun.sleep(10);
      e.host.cancel(id);
      const r = (await e.host.result(id)) as FinalResult;
      expect(r.status).toBe(JudgeStatus.CANCELLED);
      expect(e.host.records.get(id)!.cases).toEqual([]);
      expect(await leftovers(e.ctx.sandbox)).toEqual([]);
    },
  );
});

/** True once the task's program has written to its stdout file, i.e. a case is running. */
function caseIsRunning(id: string): boolean {
  const root = e.ctx.workRoot;
  const dir = existsSync(root) ? readdirSync(root).find((d) => d.startsWith(`submission-${id}-`)) : undefined;
  if (!dir) return false;
  const out = join(root, dir, 'out', 'user.out');
  return existsSync(out) && statSync(out).size > 0;
}
