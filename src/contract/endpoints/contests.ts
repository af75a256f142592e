import { z } from 'zod';
import {
  boardRequestSchema,
  cidQuerySchema,
  contestAccessSchema,
  contestInfoPageSchema,
  contestInfoSchema,
  contestListQuerySchema,
  contestOverviewSchema,
  contestProblemDetailQuerySchema,
  contestProblemDetailSchema,
  contestProblemQuerySchema,
  contestProblemRowSchema,
  contestSubmissionQuerySchema,
  registerContestSchema,
} from '../contests.ts';
import { pageSchema } from '../envelope.ts';
import { remoteContestSchema } from '../remote.ts';
import { boardAnswerSchema } from '../scoreboard/board-answer.ts';
import { submissionRowSchema } from '../submissions.ts';
import { endpoint } from './define.ts';

/** A contest submission row: the bank's row with the problem's display id in the contest. */
export const contestSubmissionRowSchema = submissionRowSchema.extend({ displayId: z.string() });

/** The participants' contest calls (API-NEXT "Contests"); every access question beyond the caller rule is the contest policy's. */
export const contestEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/get-contest-list',
    query: contestListQuerySchema,
    answer: contestInfoPageSchema,
    caller: 'anyone',
  }),
  recent: endpoint({
    method: 'GET',
    path: '/api/get-recent-contest',
    answer: z.array(contestInfoSchema),
    caller: 'anyone',
  }),
  /**
   * Upcoming contests of other judges whose remote judging is on (src/remote/upcoming.ts): read
   * from a cache refreshed in the background, empty while the sites cannot be reached.
   */
  recentOther: endpoint({
    method: 'GET',
    path: '/api/get-recent-other-contest',
    answer: z.array(remoteContestSchema),
    caller: 'anyone',
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/get-contest-info',
    query: cidQuerySchema,
    answer: contestInfoSchema,
    caller: 'signed-in',
  }),
  /** The contest and its problems for the outside board. */
  outsideInfo: endpoint({
    method: 'GET',
    path: '/api/get-contest-outsize-info',
    query: cidQuerySchema,
    answer: contestOverviewSchema,
    caller: 'anyone',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register-contest',
    body: registerContestSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Register contest successfully',
  }),
  access: endpoint({
    method: 'GET',
    path: '/api/get-contest-access',
    query: cidQuerySchema,
    answer: contestAccessSchema,
    caller: 'signed-in',
  }),
  problems: endpoint({
    method: 'GET',
    path: '/api/get-contest-problem',
    query: contestProblemQuerySchema,
    answer: z.array(contestProblemRowSchema),
    caller: 'anyone',
  }),
  problemDetail: endpoint({
    method: 'GET',
    path: '/api/get-contest-problem-details',
    query: contestProblemDetailQuerySchema,
    answer: contestProblemDetailSchema,
    caller: 'signed-in',
  }),
  submissions: endpoint({
    method: 'GET',
    path: '/api/contest-submissions',
    aliases: ['/api/c-contest-submissions'],
    query: contestSubmissionQuerySchema,
    answer: pageSchema(contestSubmissionRowSchema),
    caller: 'signed-in',
  }),
  rank: endpoint({
    method: 'POST',
    path: '/api/get-contest-rank',
    body: boardRequestSchema,
    answer: boardAnswerSchema,
    caller: 'signed-in',
  }),
  outsideBoard: endpoint({
    method: 'POST',
    path: '/api/get-contest-outside-scoreboard',
    body: boardRequestSchema,
    answer: boardAnswerSchema,
    caller: 'anyone',
  }),
};
