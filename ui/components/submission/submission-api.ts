import type { Page } from '../../../src/contract/envelope.ts';
import type {
  CaseResultList, ManualJudgeResult, SubmissionDetail, SubmissionRow, SubmissionState,
} from '../../../src/contract/submissions.ts';
import { api } from '../../lib/api.ts';

/** Query parameters of a list call; empty values are dropped by the client. */
type ListParams = Record<string, string | number | boolean | undefined>;

/** Calls of the submission list and detail, and the super admin's judge controls. */
export const submissionApi = {
  list: (q: ListParams) => api.get<Page<SubmissionRow>>('/api/get-submission-list', { ...q }),
  checkStatuses: (submitIds: number[]) => api.post<Record<string, SubmissionState>>('/api/check-submissions-status', { submitIds }, { quiet: true }),
  detail: (submitId: number) => api.get<SubmissionDetail>('/api/get-submission-detail', { submitId }, { quiet: true }),
  caseResults: (submitId: number) => api.get<CaseResultList>('/api/get-all-case-result', { submitId }, { quiet: true }),
  share: (submitId: number, share: boolean) => api.put<{ submitId: number; share: boolean }>('/api/submission', { submitId, share }),
  rejudge: (submitId: number) => api.get<SubmissionState>('/api/admin/judge/rejudge', { submitId }),
  manualJudge: (submitId: number, status: number, score?: number) =>
    api.get<ManualJudgeResult>('/api/admin/judge/manual-judge', { submitId, status, score }),
  cancelJudge: (submitId: number) => api.get<SubmissionState>('/api/admin/judge/cancel-judge', { submitId }),
};
