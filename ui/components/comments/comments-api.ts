import type { CommentRow, ReplyRow } from '../../../src/contract/discussions.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { api, request } from '../../lib/api.ts';

/** Where comments hang: a discussion, or a contest's Comment tab. */
export type CommentTarget = { did: number } | { cid: number };

export const COMMENT_PAGE_SIZE = 10;

/** The comments component's calls (API-NEXT "Discussions, comments, replies"). */
export const commentsApi = {
  list: (target: CommentTarget, currentPage: number) =>
    api.get<Page<CommentRow>>('/api/comments', { ...target, currentPage, limit: COMMENT_PAGE_SIZE }, { quiet: true }),
  add: (target: CommentTarget, content: string) => api.post<CommentRow>('/api/comment', { ...target, content }, { quiet: true }),
  remove: (id: number) => request<null>('/api/comment', { method: 'DELETE', params: { id } }),
  like: (commentId: number, toLike: boolean) => api.get<{ likeNum: number; hasLike: boolean }>('/api/comment-like', { commentId, toLike }),
  replies: (commentId: number) => api.get<ReplyRow[]>('/api/reply', { commentId }, { quiet: true }),
  reply: (commentId: number, content: string, replyTo?: number) => api.post<ReplyRow>('/api/reply', { commentId, replyTo, content }, { quiet: true }),
  removeReply: (id: number) => request<null>('/api/reply', { method: 'DELETE', params: { id } }),
};
