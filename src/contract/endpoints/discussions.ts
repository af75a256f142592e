import { z } from 'zod';
import {
  categoryListSchema,
  didQuerySchema,
  discussionCategorySchema,
  discussionDetailSchema,
  discussionFormSchema,
  discussionListQuerySchema,
  discussionPageSchema,
  likeQuerySchema,
  reportSchema,
} from '../discussions.ts';
import { endpoint } from './define.ts';

/** A like's answer: the new count and whether the viewer likes it now. */
export const likeAnswerSchema = z.object({ likeNum: z.number().int(), hasLike: z.boolean() });

/**
 * The site's discussion board (API-NEXT "Discussions"). Detail, likes and reports serve a group's
 * discussions too: where a discussion lives (and which switch opens it) is decided by its place.
 */
export const discussionEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/discussion-category',
    answer: z.array(discussionCategorySchema),
    caller: 'anyone',
  }),
  /** The whole list of categories from now on: the super admin's (asked by the handler). */
  saveCategories: endpoint({
    method: 'POST',
    path: '/api/discussion-category',
    body: categoryListSchema,
    answer: z.array(discussionCategorySchema),
    caller: 'signed-in',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/get-discussion-list',
    query: discussionListQuerySchema,
    answer: discussionPageSchema,
    caller: 'anyone',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/get-discussion-detail',
    query: didQuerySchema,
    answer: discussionDetailSchema,
    caller: 'anyone',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/discussion',
    body: discussionFormSchema,
    answer: discussionDetailSchema,
    caller: 'signed-in',
    message: 'Post successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/discussion',
    body: discussionFormSchema,
    answer: discussionDetailSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/discussion',
    query: didQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
  /** Answers 'Like Successfully', or 'Cancel Like Successfully' when it takes a like back. */
  like: endpoint({
    method: 'GET',
    path: '/api/discussion-like',
    query: likeQuerySchema,
    answer: likeAnswerSchema,
    caller: 'signed-in',
    message: 'Like Successfully',
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/discussion-report',
    body: reportSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Report successfully',
  }),
};
