import type { Page } from '../../../src/contract/envelope.ts';
import type { ProblemDetail, ProblemListQuery, ProblemRow, TagClassificationWithTags, UserProblemStatus } from '../../../src/contract/problems.ts';
import type {
  LastAcCode, SubmissionRow, SubmissionState, SubmitInput, TestJudgeInput, TestJudgeResult,
} from '../../../src/contract/submissions.ts';
import { api } from '../../lib/api.ts';

/** Query parameters of a list call; empty values are dropped by the client. */
type ListParams = Record<string, string | number | boolean | undefined>;

export interface ImageCaptcha {
  img: string;
  captchaKey: string;
}

/** Calls of the problem bank and the problem page. */
export const problemApi = {
  list: (q: ProblemListQuery) => api.get<Page<ProblemRow>>('/api/get-problem-list', { ...q }),
  tagsAndClassifications: () => api.get<TagClassificationWithTags[]>('/api/get-problem-tags-and-classification', { oj: 'ME' }),
  random: () => api.get<{ problemId: string }>('/api/get-random-problem'),
  detail: (problemId: string) => api.get<ProblemDetail>('/api/get-problem-detail', { problemId }, { quiet: true }),
  userStatus: (pidList: number[]) => api.post<Record<string, UserProblemStatus>>('/api/get-user-problem-status', { pidList }, { quiet: true }),
  lastAcCode: (pid: number) => api.get<LastAcCode>('/api/get-last-ac-code', { pid }, { quiet: true }),
  submit: (input: SubmitInput) => api.post<SubmissionRow>('/api/submit-problem-judge', input, { quiet: true }),
  testJudge: (input: TestJudgeInput) => api.post<string>('/api/submit-problem-test-judge', input, { quiet: true }),
  testResult: (testJudgeKey: string) => api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey }, { quiet: true }),
  mySubmissions: (q: ListParams) => api.get<Page<SubmissionRow>>('/api/get-submission-list', { ...q }),
  checkStatuses: (submitIds: number[]) => api.post<Record<string, SubmissionState>>('/api/check-submissions-status', { submitIds }, { quiet: true }),
  captcha: () => api.get<ImageCaptcha>('/api/captcha'),
};
