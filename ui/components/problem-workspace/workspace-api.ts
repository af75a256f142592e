import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import type { TestJudgeInput } from '../../../src/contract/submissions.ts';
import { call } from '../../lib/call.ts';

export type { ScopedProblemDetail } from './scope.ts';

/** The workspace's polls and test runs through their entries (a submit is the editor's useSave); failures are shown in place (quiet). Reads go through the query layer (scope.ts). */
export const workspaceApi = {
  userStatus: (pidList: number[]) => call(problemEndpoints.userStatus, { pidList }, { quiet: true }),
  lastAcCode: (pid: number, cid?: number) => call(S.lastAcCode, { pid, cid }, { quiet: true }),
  testJudge: (input: TestJudgeInput) => call(S.testJudge, input, { quiet: true }),
  testResult: (testJudgeKey: string) => call(S.testResult, { testJudgeKey }, { quiet: true }),
  captcha: () => call(accountEndpoints.captcha, undefined),
};
