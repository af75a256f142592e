import { chmodSync } from 'node:fs';
import { casesZip } from '../../helpers/zip.ts';
import { isFinalStatus } from '../../../src/contract/judge-status.ts';
import type { SubmissionState } from '../../../src/contract/submissions.ts';
import { checkStatuses } from '../../../src/domain/submissions/detail.ts';
import { listen, submissionChannel } from '../../../src/domain/events/hub.ts';
import { startJudging, type JudgeService } from '../../../src/judging/index.ts';
import { call, makeTestApp } from '../../helpers/app.ts';
import { headersBuilt, TEST_CACHE } from '../../helpers/shared-headers.ts';
import type { Headers, TestApp } from './helpers.ts';

/**
 * A test app with the real judging service (real sandbox, languages and workers) started on it. Its
 * cache is the tests' (tests/helpers/shared-headers.ts): precompiled headers and compiled checkers
 * survive between files and runs, the headers built before the judge starts, never while it judges.
 */
export async function makeJudgingApp(): Promise<TestApp & { judge: JudgeService }> {
  const t = makeTestApp();
  // The sandboxed programs run as unprivileged users: they must be able to reach the data directory.
  chmodSync(t.dataDir, 0o755);
  await headersBuilt();
  const judge = await startJudging(t.deps, { cacheDir: TEST_CACHE, judger: 'test-judge' });
  t.deps.judge = judge;
  return Object.assign(t, { judge });
}

/** Resolves with the final states once every submission is final, from the judge's events. */
export function waitFinal(
  t: TestApp & { judge: JudgeService },
  submitIds: number[],
): Promise<Record<string, SubmissionState>> {
  return new Promise((resolve) => {
    const check = () => {
      const states = checkStatuses(t.deps.db, { uid: 'test', username: 'test', role: 1000 }, submitIds);
      if (submitIds.every((id) => states[id] && isFinalStatus(states[id].status))) {
        unsubscribe();
        resolve(states);
      }
    };
    const unsubscribe = listen(submitIds.map(submissionChannel), check);
    check();
  });
}

/** A test data zip (N.in / N.out at the root) uploaded through the API; returns its staging id. */
export async function uploadCases(
  t: TestApp,
  headers: Headers,
  cases: [string, string][],
  mode = 'default',
): Promise<string> {
  const form = new FormData();
  form.set('file', new File([casesZip(cases)], 'cases.zip'));
  form.set('mode', mode);
  const { env } = await call(t.app, '/api/file/upload-testcase-zip', { method: 'POST', headers, body: form });
  if (env.status !== 200) throw new Error(`upload failed: ${env.msg}`);
  return env.data.fileListDir as string;
}

export interface ZipProblem {
  problemId: string;
  type?: 0 | 1;
  cases: [string, string][];
  scores?: number[];
  groups?: number[];
  judgeCaseMode?: string;
  openCaseResult?: boolean;
  timeLimit?: number;
  languages?: string[];
}

/** Creates a problem through the admin API with test data from a zip; returns its internal id. */
export async function createZipProblem(t: TestApp, headers: Headers, p: ZipProblem): Promise<number> {
  const dir = await uploadCases(t, headers, p.cases, p.judgeCaseMode);
  const { env } = await call(t.app, '/api/admin/problem', {
    method: 'POST',
    headers,
    json: {
      problem: {
        problemId: p.problemId,
        title: `Problem ${p.problemId}`,
        description: 'd',
        type: p.type ?? 0,
        judgeCaseMode: p.judgeCaseMode ?? 'default',
        openCaseResult: p.openCaseResult ?? true,
        timeLimit: p.timeLimit ?? 1000,
      },
      samples: p.cases.map((_, i) => ({
        input: `${i + 1}.in`,
        output: `${i + 1}.out`,
        score: p.scores?.[i],
        groupNum: p.groups?.[i],
      })),
      isUploadTestCase: true,
      uploadTestcaseDir: dir,
      languages: p.languages ?? ['C', 'C++17', 'Java', 'Python3'],
    },
  });
  if (env.status !== 200) throw new Error(`problem create failed: ${env.msg}`);
  return env.data.id as number;
}

export const PROGRAMS = {
  cppAc: '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  cppWa: '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}\n',
  cppCe: '#include <bits/stdc++.h>\nint main(){ this does not compile }\n',
  cppTle: '#include <bits/stdc++.h>\nint main(){volatile unsigned long long x=0;for(;;)x++;}\n',
  /** Right only while a < 5: half of the OI cases below. */
  cppHalf: '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<(a<5?a+b:0)<<"\\n";}\n',
  pyAc: 'a, b = map(int, input().split())\nprint(a + b)\n',
  pyWa: 'a, b = map(int, input().split())\nprint(a * b + 1)\n',
  javaAc:
    'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n',
  javaCe: 'public class Main { public static void main(String[] x) { int y = "no"; } }\n',
};

export const A_PLUS_B: [string, string][] = [
  ['1 2\n', '3\n'],
  ['100 -7\n', '93\n'],
  ['3000000000 4000000000\n', '7000000000\n'],
];
export const OI_CASES: [string, string][] = [
  ['1 2\n', '3\n'],
  ['3 4\n', '7\n'],
  ['10 20\n', '30\n'],
  ['30 40\n', '70\n'],
];
