import { z } from 'zod';
import {
  commentFormSchema,
  commentLikeQuerySchema,
  commentListQuerySchema,
  commentPageSchema,
  commentRowSchema,
  idQuerySchema,
  replyFormSchema,
  replyListQuerySchema,
  replyRowSchema,
} from '../discussions.ts';
import { endpoint } from './define.ts';
import { likeAnswerSchema } from './discussions.ts';

/** Comments and replies under a discussion or in a contest's comment tab (API-NEXT "Discussions, comments, replies"). */
export const commentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/comments',
    query: commentListQuerySchema,
    answer: commentPageSchema,
    caller: 'anyone',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/comment',
    body: commentFormSchema,
    answer: commentRowSchema,
    caller: 'signed-in',
    message: 'Comment successfully',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/comment',
    query: idQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
  /** The message depends on the direction (Like / Cancel Like): the route sets it. */
  like: endpoint({
    method: 'GET',
    path: '/api/comment-like',
    query: commentLikeQuerySchema,
    answer: likeAnswerSchema,
    caller: 'signed-in',
  }),
  replies: endpoint({
    method: 'GET',
    path: '/api/reply',
    query: replyListQuerySchema,
    answer: z.array(replyRowSchema),
    caller: 'anyone',
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/reply',
    body: replyFormSchema,
    answer: replyRowSchema,
    caller: 'signed-in',
    message: 'Reply successfully',
  }),
  removeReply: endpoint({
    method: 'DELETE',
    path: '/api/reply',
    query: idQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
};
