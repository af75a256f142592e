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
}

/** The discussion board's calls (API-NEXT "Discussions"); forms show refusals in place. */
export const discussionApi = {
  categories: () => api.get<DiscussionCategory[]>('/api/discussion-category', undefined, { quiet: true }),
  saveCategories: (list: { id?: number; name: string }[]) => api.post<DiscussionCategory[]>('/api/discussion-category', list, { quiet: true }),
  list: (q: DiscussionListParams) => api.get<Page<DiscussionRow>>('/api/get-discussion-list', { ...q, onlyMine: q.onlyMine ? 'true' : undefined }),
  detail: (did: number) => api.get<DiscussionDetail>('/api/get-discussion-detail', { did }, { quiet: true }),
  create: (form: DiscussionForm) => api.post<DiscussionDetail>('/api/discussion', form, { quiet: true }),
  update: (form: DiscussionForm) => api.put<DiscussionDetail>('/api/discussion', form, { quiet: true }),
  remove: (did: number) => request<null>('/api/discussion', { method: 'DELETE', params: { did } }),
  like: (did: number, toLike: boolean) => api.get<{ likeNum: number; hasLike: boolean }>('/api/discussion-like', { did, toLike }),
  /** The admin roles' top switch (also in the back office). */
  pin: (id: number, topPriority: boolean) => api.put<null>('/api/admin/discussion', { id, topPriority }),
  report: (did: number, tags: string[], reason: string) => api.post<null>('/api/discussion-report', { did, tags, reason }, { quiet: true }),
};
