import type { GenerateAnswer, GeneratedAccounts, GenerateUserBody, ImportPreview, ImportResult } from '../../../src/contract/user-import.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Hashing each password takes a moment: an import or a generation of many accounts may take minutes. */
const HASHING_TIMEOUT_MS = 600_000;

/** The back office's account import and generation calls (super admin and admins). */
export const userImportApi = {
  preview: (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.upload<ImportPreview>('/api/admin/user/preview-batch-user', form, { quiet: true });
  },
  insert: (users: string[][]) => api.post<ImportResult>('/api/admin/user/insert-batch-user', { users }, { quiet: true, timeoutMs: HASHING_TIMEOUT_MS }),
  generate: (form: GenerateUserBody) => api.post<GenerateAnswer>('/api/admin/user/generate-user', form, { quiet: true, timeoutMs: HASHING_TIMEOUT_MS }),
  generated: (key: string) => api.get<GeneratedAccounts>('/api/admin/user/generated-user', { key }, { quiet: true }),
  downloadCsv: (key: string) => downloadFile('/api/file/generate-user-excel', { key }, 'generated_users.csv'),
};
