import type { ImportPreview } from '../../../src/contract/user-import.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** Hashing each password takes a moment: an import or a generation of many accounts may take minutes. */
export const HASHING_TIMEOUT_MS = 600_000;

/** The account import's file calls (the preview's upload, the generated CSV); importing and generating are entries saved with useSave. */
export const userImportApi = {
  preview: (file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.upload<ImportPreview>('/api/admin/user/preview-batch-user', form, { quiet: true });
  },
  downloadCsv: (key: string) => downloadFile('/api/file/generate-user-excel', { key }, 'generated_users.csv'),
};
