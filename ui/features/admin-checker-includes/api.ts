import type { CheckerIncludeList } from '../../../src/contract/problem-admin.ts';
import { api } from '../../lib/api.ts';

export type { CheckerIncludeList };

/** Uploading an include file is a multipart upload (its answer is the new listing); the other calls are entries. */
export const uploadCheckerInclude = (file: File, name: string) => {
  const form = new FormData();
  form.set('file', file);
  if (name.trim()) form.set('name', name.trim());
  return api.upload<CheckerIncludeList>('/api/file/upload-checker-include', form);
};
