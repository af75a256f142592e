import { Hono } from 'hono';
import { commentEndpoints as E } from '../../contract/endpoints/comments.ts';
import { listComments, placeOf } from '../../domain/discussions/comments.ts';
import { likeComment } from '../../domain/discussions/likes.ts';
import {
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  listReplies,
} from '../../domain/discussions/write-comments.ts';
import { mount } from '../endpoint.ts';
import { gate } from '../entry-gate.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRight } from '../middleware/auth.ts';

/** Comments and replies under a discussion or in a contest's comment tab (src/contract/endpoints/comments.ts). */
export const commentRoutes = new Hono<AppEnv>();
// Writing needs the role's comment right, asked before the input is read.
gate(commentRoutes, [E.add, E.reply], requireRight('comment'));
mount(commentRoutes, E.list, ({ did, cid, ...page }, c) =>
  listComments(c.var.deps.db, c.var.user, placeOf(c.var.deps.db, c.var.user, { did, cid }), page),
);
mount(commentRoutes, E.add, ({ did, cid, content }, c) =>
  addComment(c.var.deps.db, currentUser(c), { did, cid }, content),
);
mount(commentRoutes, E.remove, ({ id }, c) => {
  deleteComment(c.var.deps.db, currentUser(c), id);
  return null;
});
mount(
  commentRoutes,
  E.like,
  ({ commentId, toLike }, c) => likeComment(c.var.deps.db, currentUser(c), commentId, toLike),
  ({ toLike }) => (toLike ? 'Like Successfully' : 'Cancel Like Successfully'),
);
mount(commentRoutes, E.reply, ({ commentId, replyTo, content }, c) =>
  addReply(c.var.deps.db, currentUser(c), commentId, content, replyTo),
);
mount(commentRoutes, E.removeReply, ({ id }, c) => {
  deleteReply(c.var.deps.db, currentUser(c), id);
  return null;
});
mount(commentRoutes, E.replies, ({ commentId }, c) => listReplies(c.var.deps.db, c.var.user, commentId));
