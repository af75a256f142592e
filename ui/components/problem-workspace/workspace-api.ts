import type { Page } from '../../../src/contract/envelope.ts';
import type { ProblemDetail, UserProblemStatus } from '../../../src/contract/problems.ts';
import type {
  LastAcCode, SubmissionRow, SubmitInput, Submitted, TestJudgeInput, TestJudgeResult,
} from '../../../src/contract/submissions.ts';
import { api } from '../../lib/api.ts';
import { mySubmissionsCall, type WorkspaceScope } from './scope.ts';

/** Query parameters of a list call; empty values are dropped by the client. */
type ListParams = Record<string, string | number | boolean | undefined>;

export interface ImageCaptcha {
  img: string;
  captchaKey: string;
}

/** A problem's statement as a contest shows it: the bank's detail plus its letter and balloon. */
export type ScopedProblemDetail = ProblemDetail & { displayId?: string; color?: string | null };

/** Calls of the problem workspace, in the bank, a contest or a training. */
export const workspaceApi = {
  detail: (scope: WorkspaceScope, problemId: string) =>
    scope.kind === 'contest'
      ? api.get<ScopedProblemDetail>('/api/get-contest-problem-details', { cid: scope.cid, displayId: scope.displayId }, { quiet: true })
      : scope.kind === 'training'
        ? api.get<ScopedProblemDetail>('/api/get-training-problem-detail', { tid: scope.tid, problemId }, { quiet: true })
        : api.get<ScopedProblemDetail>('/api/get-problem-detail', { problemId }, { quiet: true }),
  userStatus: (pidList: number[]) => api.post<Record<string, UserProblemStatus>>('/api/get-user-problem-status', { pidList }, { quiet: true }),
  lastAcCode: (pid: number, cid?: number) => api.get<LastAcCode>('/api/get-last-ac-code', { pid, cid }, { quiet: true }),
  submit: (input: SubmitInput) => api.post<Submitted>('/api/submit-problem-judge', input, { quiet: true }),
  testJudge: (input: TestJudgeInput) => api.post<string>('/api/submit-problem-test-judge', input, { quiet: true }),
  testResult: (testJudgeKey: string) => api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey }, { quiet: true }),
  /** The user's submissions on one problem (see `mySubmissionsCall`). */
  mySubmissions: (scope: WorkspaceScope, problemId: string, q: ListParams) => {
    const { path, params } = mySubmissionsCall(scope, problemId, q);
    return api.get<Page<SubmissionRow>>(path, params);
  },
  captcha: () => api.get<ImageCaptcha>('/api/captcha'),
};
