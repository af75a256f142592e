import { api, request } from '../../lib/api.ts';

export interface CheckerInclude {
  name: string;
  size: number;
  modified: number;
}

export interface CheckerIncludeList {
  files: CheckerInclude[];
  /** Whether testlib.h is among them. */
  testlib: boolean;
  maxBytes: number;
}

export const checkerIncludeApi = {
  list: () => api.get<CheckerIncludeList>('/api/admin/checker-include'),
  upload: (file: File, name: string) => {
    const form = new FormData();
    form.set('file', file);
    if (name.trim()) form.set('name', name.trim());
    return api.upload<CheckerIncludeList>('/api/file/upload-checker-include', form);
  },
  remove: (name: string) => request<CheckerIncludeList>('/api/admin/checker-include', { method: 'DELETE', params: { name } }),
};
