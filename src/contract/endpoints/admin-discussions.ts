import { z } from 'zod';
import {
  adminDiscussionDeleteSchema,
  adminDiscussionListQuerySchema,
  adminDiscussionSchema,
  discussionPageSchema,
  reportPageSchema,
  reportStatusSchema,
} from '../discussions.ts';
import { endpoint } from './define.ts';

const UPDATED = 'Update Successfully';

/** Moderation of discussions and their reports (API-NEXT "Admin discussions and reports"): `discussion_admin` holders. */
export const adminDiscussionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/discussion',
    query: adminDiscussionListQuerySchema,
    answer: discussionPageSchema,
    caller: 'discussion_admin',
  }),
  moderate: endpoint({
    method: 'PUT',
    path: '/api/admin/discussion',
    body: adminDiscussionSchema,
    answer: z.null(),
    caller: 'discussion_admin',
    message: UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/discussion',
    body: adminDiscussionDeleteSchema,
    answer: z.null(),
    caller: 'discussion_admin',
    message: 'Delete successfully',
  }),
  reports: endpoint({
    method: 'GET',
    path: '/api/admin/discussion-report',
    query: adminDiscussionListQuerySchema,
    answer: reportPageSchema,
    caller: 'discussion_admin',
  }),
  setReportStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/discussion-report',
    body: reportStatusSchema,
    answer: z.null(),
    caller: 'discussion_admin',
    message: UPDATED,
  }),
};
