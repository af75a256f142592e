import type { Page } from '../../../src/contract/envelope.ts';
import type { DiscussionDetail, DiscussionForm, DiscussionRow, discussionCategorySchema } from '../../../src/contract/discussions.ts';
import type { z } from 'zod';
import { api, request } from '../../lib/api.ts';

export type DiscussionCategory = z.infer<typeof discussionCategorySchema>;

export interface DiscussionListParams {
  currentPage: number;
  limit: number;
  cid?: number;
  pid?: string;
  onlyMine?: boolean;
  keyword?: string;
  /** A group's discussions. */
  gid?: number | null;
}

/** The discussion board's calls (API-NEXT "Discussions"; a group's list and writes: "Groups"); forms show refusals in place. */
export const discussionApi = {
  categories: () => api.get<DiscussionCategory[]>('/api/discussion-category', undefined, { quiet: true }),
  saveCategories: (list: { id?: number; name: string }[]) => api.post<DiscussionCategory[]>('/api/discussion-category', list, { quiet: true }),
  list: ({ gid, ...q }: DiscussionListParams) => api.get<Page<DiscussionRow>>(gid ? '/api/group/get-discussion-list' : '/api/get-discussion-list',
    { ...q, gid: gid ?? undefined, onlyMine: q.onlyMine ? 'true' : undefined }),
  detail: (did: number) => api.get<DiscussionDetail>('/api/get-discussion-detail', { did }, { quiet: true }),
  create: (form: DiscussionForm, gid: number | null = null) =>
    api.post<DiscussionDetail>(gid ? '/api/group/discussion' : '/api/discussion', gid ? { ...form, gid } : form, { quiet: true }),
  update: (form: DiscussionForm, gid: number | null = null) =>
    api.put<DiscussionDetail>(gid ? '/api/group/discussion' : '/api/discussion', gid ? { ...form, gid } : form, { quiet: true }),
  remove: (did: number, gid: number | null = null) => request<null>(gid ? '/api/group/discussion' : '/api/discussion', { method: 'DELETE', params: { did } }),
  like: (did: number, toLike: boolean) => api.get<{ likeNum: number; hasLike: boolean }>('/api/discussion-like', { did, toLike }),
  /** The admin roles' top switch (also in the back office). */
  pin: (id: number, topPriority: boolean) => api.put<null>('/api/admin/discussion', { id, topPriority }),
  report: (did: number, tags: string[], reason: string) => api.post<null>('/api/discussion-report', { did, tags, reason }, { quiet: true }),
};
