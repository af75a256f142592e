import { userImportEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import type { GenerateUserBody, ImportPreview } from '../../../src/contract/user-import.ts';
import { api } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { downloadFile } from '../../lib/download.ts';

/** Hashing each password takes a moment: an import or a generation of many accounts may take minutes. */
const HASHING_TIMEOUT_MS = 600_000;

/** The back office's account import and generation calls (super admin and admins); the preview's upload and the CSV are files, not entries. */
export const userImportApi = {
  preview: (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.upload<ImportPreview>('/api/admin/user/preview-batch-user', form, { quiet: true });
  },
  insert: (users: string[][]) => call(E.insert, { users }, { quiet: true, timeoutMs: HASHING_TIMEOUT_MS }),
  generate: (form: GenerateUserBody) => call(E.generate, form, { quiet: true, timeoutMs: HASHING_TIMEOUT_MS }),
  downloadCsv: (key: string) => downloadFile('/api/file/generate-user-excel', { key }, 'generated_users.csv'),
};
