import {
  similarityPairDetailSchema,
  similarityPairQuerySchema,
  similarityReportSchema,
  similarityStartSchema,
  similarityTargetSchema,
} from '../similarity.ts';
import { endpoint } from './define.ts';

/**
 * Similarity checks of a contest, a training or a problem. Any signed-in user may call; the
 * handler lets in only who administers the scope (src/domain/similarity/access.ts). The CSV export
 * (`GET /api/admin/similarity.csv`) is a file, not an entry.
 */
export const similarityEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/similarity',
    query: similarityTargetSchema,
    answer: similarityReportSchema,
    caller: 'signed-in',
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/similarity/start',
    body: similarityStartSchema,
    answer: similarityReportSchema,
    caller: 'signed-in',
  }),
  pair: endpoint({
    method: 'GET',
    path: '/api/admin/similarity/pair',
    query: similarityPairQuerySchema,
    answer: similarityPairDetailSchema,
    caller: 'signed-in',
  }),
};
