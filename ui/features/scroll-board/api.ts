import type { ContestInfo } from '../../../src/contract/contests.ts';
import type { ScrollBoardInfo, ScrollSubmission } from '../../../src/contract/scoreboard/resolver.ts';
import { api } from '../../lib/api.ts';

/** The calls of the scroll board (API-NEXT 9.3); failures are shown in place by the page. */
export const scrollBoardApi = {
  contest: (cid: number) => api.get<ContestInfo>('/api/get-contest-info', { cid }, { quiet: true }),
  info: (cid: number) => api.get<ScrollBoardInfo>('/api/get-contest-scroll-board-info', { cid }, { quiet: true }),
  submissions: (cid: number, removeStar: boolean) =>
    api.get<ScrollSubmission[]>('/api/get-contest-scroll-board-submission', { cid, removeStar }, { quiet: true }),
};
