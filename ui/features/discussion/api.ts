import type { DiscussionDetail, DiscussionForm, discussionCategorySchema } from '../../../src/contract/discussions.ts';
import type { z } from 'zod';
import { api, request } from '../../lib/api.ts';

export type DiscussionCategory = z.infer<typeof discussionCategorySchema>;

/** The discussion board's changes (API-NEXT "Discussions"; a group's writes: "Groups"); forms show refusals in place. */
export const discussionApi = {
  create: (form: DiscussionForm, gid: number | null = null) =>
    api.post<DiscussionDetail>(gid ? '/api/group/discussion' : '/api/discussion', gid ? { ...form, gid } : form, {
      quiet: true,
    }),
  update: (form: DiscussionForm, gid: number | null = null) =>
    api.put<DiscussionDetail>(gid ? '/api/group/discussion' : '/api/discussion', gid ? { ...form, gid } : form, {
      quiet: true,
    }),
  remove: (did: number, gid: number | null = null) =>
    request<null>(gid ? '/api/group/discussion' : '/api/discussion', { method: 'DELETE', params: { did } }),
  like: (did: number, toLike: boolean) =>
    api.get<{ likeNum: number; hasLike: boolean }>('/api/discussion-like', { did, toLike }),
  /** The admin roles' top switch (also in the back office). */
  pin: (id: number, topPriority: boolean) => api.put<null>('/api/admin/discussion', { id, topPriority }),
  report: (did: number, tags: string[], reason: string) =>
    api.post<null>('/api/discussion-report', { did, tags, reason }, { quiet: true }),
};
