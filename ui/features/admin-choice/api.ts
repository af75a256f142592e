import type { AdminChoiceProblem, ChoiceProblemForm, ChoiceRow } from '../../../src/contract/choice.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { Tag } from '../../../src/contract/problems.ts';
import { api, request } from '../../lib/api.ts';
import { uploadMdImage } from '../../lib/md-uploads.ts';

/** The back office's choice problem calls; deleting and the auth switch are every problem's calls. */
export const adminChoiceApi = {
  list: (q: { currentPage: number; limit: number; keyword?: string }) => api.get<Page<ChoiceRow>>('/api/admin/choice-problem/list', { ...q }),
  get: (pid: number) => api.get<AdminChoiceProblem>('/api/admin/choice-problem', { pid }, { quiet: true }),
  create: (form: ChoiceProblemForm) => api.post<{ id: number; problemId: string }>('/api/admin/choice-problem', form, { quiet: true }),
  update: (form: ChoiceProblemForm) => api.put<{ id: number; problemId: string }>('/api/admin/choice-problem', form, { quiet: true }),
  remove: (pid: number) => request<null>('/api/admin/problem', { method: 'DELETE', params: { pid } }),
  changeAuth: (id: number, auth: number) => api.put<null>('/api/admin/problem/change-problem-auth', { id, auth }),
  tags: () => api.get<Tag[]>('/api/admin/tag'),
  uploadImage: (file: File) => uploadMdImage(file),
};
