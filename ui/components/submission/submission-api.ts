import { judgeAdminEndpoints as J } from '../../../src/contract/endpoints/submissions.ts';
import { call } from '../../lib/call.ts';

/** The submission pages' judge controls through their entries (sharing is the ShareToggle's useSave). */
export const submissionApi = {
  rejudge: (submitId: number) => call(J.rejudge, { submitId }),
  manualJudge: (submitId: number, status: number, score?: number) => call(J.manualJudge, { submitId, status, score }),
  cancelJudge: (submitId: number) => call(J.cancelJudge, { submitId }),
};
