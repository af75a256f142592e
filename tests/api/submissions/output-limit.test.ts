// A program writing past the output limit is a Runtime Error whose detail says so, with the
// output limit's message on its cases, even where the problem hides case output.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { get, submitOk, type Headers } from './helpers.ts';
import { A_PLUS_B, createZipProblem, makeJudgingApp, waitFinal } from './judge-helpers.ts';

/** 64 MiB to stdout: twice the smallest output limit. */
const FLOODS =
  "#include <stdio.h>\n#include <string.h>\nint main(void){static char b[1<<20];memset(b,'x',sizeof b);for(int i=0;i<64;i++)fwrite(b,1,sizeof b,stdout);return 0;}\n";
const EXITS_1 = 'int main(void){return 1;}\n';

let t: Awaited<ReturnType<typeof makeJudgingApp>>;
let root: Headers;
let user: Headers;

beforeAll(async () => {
  t = await makeJudgingApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  root = (await createUserAndLogin(t.deps, t.app, { role: 1000 })).headers;
  user = (await createUserAndLogin(t.deps, t.app)).headers;
  await createZipProblem(t, root, { problemId: 'OLE1', cases: A_PLUS_B.slice(0, 2), timeLimit: 3000 });
  await createZipProblem(t, root, {
    problemId: 'OLE2',
    cases: A_PLUS_B.slice(0, 2),
    timeLimit: 3000,
    openCaseResult: false,
  });
});

afterAll(async () => {
  await t.judge.stop();
  t[Symbol.dispose]();
});

async function judged(pid: string, code: string) {
  const sub = await submitOk(t, user, { pid, language: 'C', code });
  const states = await waitFinal(t, [sub.submitId]);
  return { id: sub.submitId, status: states[sub.submitId]!.status };
}

const detail = async (id: number, headers = user) =>
  (await get(t, `/api/get-submission-detail?submitId=${id}`, headers)).env.data;
const caseMessages = async (id: number, headers = user) =>
  (await get(t, `/api/get-all-case-result?submitId=${id}`, headers)).env.data.judgeCaseList.map(
    (c: { status: number; message: string | null }) => [c.status, c.message],
  );

describe('output limit exceeded', () => {
  test('the detail says the Runtime Error is the output limit, and each case carries the message', async () => {
    const { id, status } = await judged('OLE1', FLOODS);
    expect(status).toBe(3);
    const d = await detail(id);
    expect([d.submission.status, d.outputLimitExceeded]).toEqual([3, true]);
    const cases = await caseMessages(id);
    expect(cases).toHaveLength(2);
    for (const [caseStatus, message] of cases) {
      expect(caseStatus).toBe(3);
      expect(message).toStartWith('Output limit exceeded');
    }
  });

  test('where the problem hides case output, the output limit message is still shown', async () => {
    const { id } = await judged('OLE2', FLOODS);
    expect((await detail(id)).outputLimitExceeded).toBe(true);
    expect((await caseMessages(id)).map(([, m]: [number, string]) => m.startsWith('Output limit exceeded'))).toEqual([
      true,
      true,
    ]);
  });

  test('another Runtime Error is not called an output limit; its message stays with those who see case output', async () => {
    const { id, status } = await judged('OLE2', EXITS_1);
    expect(status).toBe(3);
    expect((await detail(id)).outputLimitExceeded).toBe(false);
    expect(await caseMessages(id)).toEqual([
      [3, null],
      [3, null],
    ]);
    const forRoot = await caseMessages(id, root);
    expect(
      forRoot.map(
        ([, m]: [number, string | null]) => typeof m === 'string' && m.length > 0 && !m.startsWith('Output limit'),
      ),
    ).toEqual([true, true]);
  });
});
