import { z } from 'zod';
import {
  adminVideoLessonSchema,
  createVideoUrlSchema,
  updateVideoSchema,
  videoIdSchema,
  videoLessonSchema,
} from '../videos.ts';
import { endpoint } from './define.ts';

/**
 * The back office's video lessons (`problem_admin` holders). An upload sends the video itself as the
 * request body (POST file/upload-video) and is not an entry.
 */
export const adminVideoEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/video/list',
    answer: z.array(adminVideoLessonSchema),
    caller: 'problem_admin',
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/api/admin/video',
    body: createVideoUrlSchema,
    answer: videoLessonSchema,
    caller: 'problem_admin',
    message: 'Create successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/video',
    body: updateVideoSchema,
    answer: z.null(),
    caller: 'problem_admin',
    message: 'Update successfully',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/video',
    query: videoIdSchema,
    answer: z.null(),
    caller: 'problem_admin',
    message: 'Delete successfully',
  }),
};
