import { z } from 'zod';
import {
  importedRemoteProblemSchema,
  importRemoteProblemSchema,
  remoteJudgeConfigSchema,
  resubmitSchema,
  setRemoteAccountsSchema,
} from '../remote.ts';
import {
  importRemoteContestSchema,
  importRemoteContestToTrainingSchema,
  remoteContestImportSchema,
} from '../remote-contest.ts';
import { endpoint } from './define.ts';

/**
 * Remote judging: the admin's remote problem import, the remote-judge section of the config
 * (accounts by source: names and switches only, never a password or cookie), and resubmit of a
 * remote submission that failed to reach its site (its owner or an admin; the handler checks).
 */
export const remoteEndpoints = {
  importProblem: endpoint({
    method: 'GET',
    path: '/api/admin/problem/import-remote-oj-problem',
    query: importRemoteProblemSchema,
    answer: importedRemoteProblemSchema,
    caller: 'problem_admin',
    message: 'Import Successfully',
  }),
  /** A whole remote contest (`CF-1`, `GYM-100001`) into a contest: its admin, as adding from the bank. */
  importContestToContest: endpoint({
    method: 'POST',
    path: '/api/admin/contest/import-remote-contest',
    body: importRemoteContestSchema,
    answer: remoteContestImportSchema,
    caller: 'contest_admin',
  }),
  /** The same into a training: its admin, as adding from the bank. */
  importContestToTraining: endpoint({
    method: 'POST',
    path: '/api/admin/training/import-remote-contest',
    body: importRemoteContestToTrainingSchema,
    answer: remoteContestImportSchema,
    caller: 'training_admin',
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/admin/config/remote-judge',
    answer: remoteJudgeConfigSchema,
    caller: 'system_info_admin',
  }),
  setAccounts: endpoint({
    method: 'PUT',
    path: '/api/admin/config/remote-judge',
    body: setRemoteAccountsSchema,
    answer: remoteJudgeConfigSchema,
    caller: 'system_info_admin',
  }),
  resubmit: endpoint({
    method: 'GET',
    path: '/api/resubmit',
    query: resubmitSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Resubmitted Successfully',
  }),
};
