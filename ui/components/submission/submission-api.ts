import { judgeAdminEndpoints as J, submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import { call } from '../../lib/call.ts';

/** The submission pages' changes through their entries: sharing and the judge controls. */
export const submissionApi = {
  share: (submitId: number, share: boolean) => call(S.share, { submitId, share }),
  rejudge: (submitId: number) => call(J.rejudge, { submitId }),
  manualJudge: (submitId: number, status: number, score?: number) => call(J.manualJudge, { submitId, status, score }),
  cancelJudge: (submitId: number) => call(J.cancelJudge, { submitId }),
};
