import type { Page } from '../../../src/contract/envelope.ts';
import type { ProblemListQuery, ProblemRow, TagClassificationWithTags } from '../../../src/contract/problems.ts';
import { workspaceApi } from '../../components/problem-workspace/workspace-api.ts';
import { api } from '../../lib/api.ts';

/** Calls of the problem bank's list (the problem page's own are the workspace's). */
export const problemApi = {
  list: (q: ProblemListQuery) => api.get<Page<ProblemRow>>('/api/get-problem-list', { ...q }),
  tagsAndClassifications: () => api.get<TagClassificationWithTags[]>('/api/get-problem-tags-and-classification', { oj: 'ME' }),
  random: () => api.get<{ problemId: string }>('/api/get-random-problem'),
  userStatus: workspaceApi.userStatus,
};
