import type { ContestInfo } from '../../../src/contract/contests.ts';
import type { RecentAcRankRow, RecentUpdatedProblem, SubmissionStatistics } from '../../../src/contract/home.ts';
import { api } from '../../lib/api.ts';

/** The home page's calls; a failure is shown in place, not as a toast. */
export const homeApi = {
  recentProblems: () => api.get<RecentUpdatedProblem[]>('/api/get-recent-updated-problem', undefined, { quiet: true }),
  recentContests: () => api.get<ContestInfo[]>('/api/get-recent-contest', undefined, { quiet: true }),
  acRank: () => api.get<RecentAcRankRow[]>('/api/get-recent-seven-ac-rank', undefined, { quiet: true }),
  weekStatistics: (forceRefresh = false) =>
    api.get<SubmissionStatistics>('/api/get-last-week-submission-statistics', { forceRefresh: forceRefresh || undefined }, { quiet: true }),
};
