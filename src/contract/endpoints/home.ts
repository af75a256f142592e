import { z } from 'zod';
import {
  agendaSchema,
  recentAcRankRowSchema,
  recentUpdatedProblemSchema,
  submissionStatisticsQuerySchema,
  submissionStatisticsSchema,
} from '../home.ts';
import { endpoint } from './define.ts';

/** The home page's calls: its public sections, and the signed-in user's agenda. */
export const homeEndpoints = {
  agenda: endpoint({ method: 'GET', path: '/api/get-my-agenda', answer: agendaSchema, caller: 'signed-in' }),
  recentProblems: endpoint({
    method: 'GET',
    path: '/api/get-recent-updated-problem',
    answer: z.array(recentUpdatedProblemSchema),
    caller: 'anyone',
  }),
  acRank: endpoint({
    method: 'GET',
    path: '/api/get-recent-seven-ac-rank',
    answer: z.array(recentAcRankRowSchema),
    caller: 'anyone',
  }),
  /** The last week's submissions by day; `forceRefresh` skips the cache for the super admin only. */
  weekStatistics: endpoint({
    method: 'GET',
    path: '/api/get-last-week-submission-statistics',
    query: submissionStatisticsQuerySchema,
    answer: submissionStatisticsSchema,
    caller: 'anyone',
  }),
};
