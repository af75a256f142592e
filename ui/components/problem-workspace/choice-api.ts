import type { ChoiceProblem, ChoiceSubmit, ChoiceSubmitAnswer, HandIn } from '../../../src/contract/choice.ts';
import { api } from '../../lib/api.ts';
import type { WorkspaceScope } from './scope.ts';

export interface ChoiceStatus {
  status: number;
  score: number | null;
  selection: 'A' | 'B' | 'C' | 'D' | null;
}

/** Calls of the choice workspace (API-NEXT "Computational thinking"); failures are shown in place. */
export const choiceApi = {
  detail: (scope: WorkspaceScope, problemId: string) => api.get<ChoiceProblem>('/api/get-c-problem-detail', {
    problemId: scope.kind === 'contest' ? scope.displayId : problemId,
    cid: scope.kind === 'contest' ? scope.cid : undefined,
    tid: scope.kind === 'training' ? scope.tid : undefined,
  }, { quiet: true }),
  submit: (body: ChoiceSubmit) => api.post<ChoiceSubmitAnswer>('/api/submit-c-problem-judge', body, { quiet: true }),
  status: (pidList: number[], cid?: number) => api.post<Record<string, ChoiceStatus>>('/api/get-c-user-problem-status', { pidList, cid }, { quiet: true }),
  handInRecord: (cid: number) => api.get<HandIn>('/api/get-c-contest-submit-record', { cid }, { quiet: true }),
  handIn: (cid: number) => api.post<HandIn>('/api/submit-contest', { cid }, { quiet: true }),
};
