import { Hono } from 'hono';
import { z } from 'zod';
import {
  commentFormSchema, commentLikeQuerySchema, commentListQuerySchema, commentPageSchema, commentRowSchema, idQuerySchema, replyFormSchema,
  replyListQuerySchema, replyRowSchema,
} from '../../contract/discussions.ts';
import { listComments, placeOf } from '../../domain/discussions/comments.ts';
import { likeComment } from '../../domain/discussions/likes.ts';
import { addComment, addReply, deleteComment, deleteReply, listReplies } from '../../domain/discussions/write-comments.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Comments and replies under a discussion or in a contest's comment tab (API-NEXT "Discussions, comments, replies"). */
export const commentRoutes = new Hono<AppEnv>()
  .get('/comments', (c) => {
    const { did, cid, ...page } = validate(commentListQuerySchema, c.req.query());
    const place = placeOf(c.var.deps.db, c.var.user, { did, cid });
    return okAs(c, commentPageSchema, listComments(c.var.deps.db, c.var.user, place, page));
  })
  .post('/comment', requireLogin, async (c) => {
    const actor = assertCan(c, 'comment');
    const { did, cid, content } = validate(commentFormSchema, await c.req.json());
    return okAs(c, commentRowSchema, addComment(c.var.deps.db, actor, { did, cid }, content), 'Comment successfully');
  })
  .delete('/comment', requireLogin, (c) => {
    deleteComment(c.var.deps.db, currentUser(c), validate(idQuerySchema, c.req.query()).id);
    return ok(c, null, 'Delete successfully');
  })
  .get('/comment-like', requireLogin, (c) => {
    const { commentId, toLike } = validate(commentLikeQuerySchema, c.req.query());
    return okAs(c, z.object({ likeNum: z.number().int(), hasLike: z.boolean() }), likeComment(c.var.deps.db, currentUser(c), commentId, toLike),
      toLike ? 'Like Successfully' : 'Cancel Like Successfully');
  })
  .post('/reply', requireLogin, async (c) => {
    const actor = assertCan(c, 'comment');
    const { commentId, replyTo, content } = validate(replyFormSchema, await c.req.json());
    return okAs(c, replyRowSchema, addReply(c.var.deps.db, actor, commentId, content, replyTo), 'Reply successfully');
  })
  .delete('/reply', requireLogin, (c) => {
    deleteReply(c.var.deps.db, currentUser(c), validate(idQuerySchema, c.req.query()).id);
    return ok(c, null, 'Delete successfully');
  })
  .get('/reply', (c) => okAs(c, z.array(replyRowSchema), listReplies(c.var.deps.db, c.var.user, validate(replyListQuerySchema, c.req.query()).commentId)));
