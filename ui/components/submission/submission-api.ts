import { judgeAdminEndpoints as J } from '../../../src/contract/endpoints/submissions.ts';
import { call } from '../../lib/call.ts';

/** The submission pages' judge controls through their entries (sharing is the ShareToggle's useSave, a verdict set by hand the ManualJudgeDialog's). */
export const submissionApi = {
  rejudge: (submitId: number) => call(J.rejudge, { submitId }),
  cancelJudge: (submitId: number) => call(J.cancelJudge, { submitId }),
};
