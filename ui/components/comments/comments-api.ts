import { commentEndpoints as C } from '../../../src/contract/endpoints/comments.ts';
import { call } from '../../lib/call.ts';

/** Where comments hang: a discussion, or a contest's Comment tab. */
export type CommentTarget = { did: number } | { cid: number };

export const COMMENT_PAGE_SIZE = 10;

/** The comments component's calls through their entries (API-NEXT "Discussions, comments, replies"). */
export const commentsApi = {
  list: (target: CommentTarget, currentPage: number) =>
    call(C.list, { ...target, currentPage, limit: COMMENT_PAGE_SIZE }, { quiet: true }),
  add: (target: CommentTarget, content: string) => call(C.add, { ...target, content }, { quiet: true }),
  remove: (id: number) => call(C.remove, { id }),
  like: (commentId: number, toLike: boolean) => call(C.like, { commentId, toLike: toLike ? 'true' : 'false' }),
  replies: (commentId: number) => call(C.replies, { commentId }, { quiet: true }),
  reply: (commentId: number, content: string, replyTo?: number) =>
    call(C.reply, { commentId, replyTo, content }, { quiet: true }),
  removeReply: (id: number) => call(C.removeReply, { id }),
};
