import type { Tag, TagClassificationForm, TagForm } from '../../../src/contract/problems.ts';
import { api, request } from '../../lib/api.ts';

export interface Classification {
  id: number;
  name: string;
  oj: string;
  rank: number;
}

export const adminTagApi = {
  tags: () => api.get<Tag[]>('/api/admin/tag'),
  createTag: (form: TagForm) => api.post<Tag>('/api/admin/tag', form),
  updateTag: (form: TagForm) => api.put<Tag>('/api/admin/tag', form),
  deleteTag: (id: number) => request<null>('/api/admin/tag', { method: 'DELETE', params: { id } }),
  classifications: () => api.get<Classification[]>('/api/admin/tag/classification'),
  createClassification: (form: TagClassificationForm) => api.post<Classification>('/api/admin/tag/classification', form),
  updateClassification: (form: TagClassificationForm) => api.put<Classification>('/api/admin/tag/classification', form),
  deleteClassification: (id: number) => request<null>('/api/admin/tag/classification', { method: 'DELETE', params: { id } }),
};
