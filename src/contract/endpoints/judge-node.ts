import {
  claimAnswerSchema,
  heartbeatAnswerSchema,
  heartbeatSchema,
  nodeStateSchema,
  reportAnswerSchema,
  reportBatchSchema,
} from '../judge-node.ts';
import { endpoint } from './define.ts';

/**
 * The judge node protocol (`verdict judge-node`). No session calls these: each call carries a
 * node token (`Authorization: Bearer <token>`), and a node token is no session for any other call. The file route (`GET /api/judge-node/file/:sha256`) answers
 * bytes and is no entry.
 */
export const judgeNodeEndpoints = {
  /** The next task this node may judge, or null after a bounded wait for one. */
  claim: endpoint({
    method: 'POST',
    path: '/api/judge-node/claim',
    body: nodeStateSchema,
    answer: claimAnswerSchema,
    caller: 'judge-node',
  }),
  /**
   * Statuses, case results and verdicts of held attempts, applied in order, each checked on its
   * own: refused (accepted false) for an attempt the node does not hold. A malformed item refuses
   * the whole call, nothing of it applied.
   */
  report: endpoint({
    method: 'POST',
    path: '/api/judge-node/report',
    body: reportBatchSchema,
    answer: reportAnswerSchema,
    caller: 'judge-node',
  }),
  /** Renews the node's held attempts and answers the cancels and take-backs among them. */
  heartbeat: endpoint({
    method: 'POST',
    path: '/api/judge-node/heartbeat',
    body: heartbeatSchema,
    answer: heartbeatAnswerSchema,
    caller: 'judge-node',
  }),
};
