import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../src/contract/accounts.ts';

/** Checks a chosen avatar file: one of the allowed image types, at most 2 MB. Returns a message key or null. */
export function checkAvatarFile(file: {
  name: string;
  type: string;
  size: number;
}): 'File_type_not_support' | 'Exceed_max_size_limit' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = file.type
    .toLowerCase()
    .replace(/^image\//, '')
    .replace('x-ms-bmp', 'bmp');
  const allowed = AVATAR_TYPES as readonly string[];
  if (!allowed.includes(ext) || (file.type !== '' && !allowed.includes(mime))) return 'File_type_not_support';
  if (file.size > AVATAR_MAX_BYTES) return 'Exceed_max_size_limit';
  return null;
}

/** Size of the cropped avatar and the PNG quality the spec asks for. */
export const AVATAR_SIZE = 200;
export const AVATAR_QUALITY = 0.8;
