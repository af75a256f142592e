import { z } from 'zod';
import {
  createdJudgeNodeSchema,
  createJudgeNodeSchema,
  judgeNodeListSchema,
  revokeJudgeNodeSchema,
} from '../judge-nodes.ts';
import { endpoint } from './define.ts';

/**
 * The back office's judge nodes: the list (never a token nor its hash), a new node's token
 * (answered once, by the create), and revoking a token. The holder of the site's settings
 * (`system_info_admin`, by default the super admin) manages them.
 */
export const judgeNodeAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/judge-nodes',
    answer: judgeNodeListSchema,
    caller: 'system_info_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/judge-nodes/create',
    body: createJudgeNodeSchema,
    answer: createdJudgeNodeSchema,
    caller: 'system_info_admin',
    message: 'Judge node created',
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/admin/judge-nodes/revoke',
    body: revokeJudgeNodeSchema,
    answer: z.null(),
    caller: 'system_info_admin',
    message: 'Judge node token revoked',
  }),
};
