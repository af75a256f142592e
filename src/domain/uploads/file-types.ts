import { extname } from 'node:path';
import { MD_FILE_EXTENSIONS } from '../../contract/uploads.ts';
import { Errors } from '../errors.ts';
import { detectImageType } from '../image-type.ts';

/**
 * What an uploaded file is. Images are recognised by their first bytes (png, jpeg, gif, webp,
 * bmp); an svg, html or anything else claiming to be an image is refused. Editor files are taken
 * by extension from a short list and are only ever served as attachments.
 */

const IMAGE_MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
} as const;

const FILE_MIME: Record<(typeof MD_FILE_EXTENSIONS)[number], string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface FileType {
  ext: string;
  mime: string;
}

export function imageType(bytes: Uint8Array): FileType {
  const ext = detectImageType(bytes);
  if (!ext) throw Errors.FileTypeNotSupported();
  return { ext, mime: IMAGE_MIME[ext] };
}

export function documentType(name: string): FileType {
  const ext = extname(name).slice(1).toLowerCase();
  if (!(MD_FILE_EXTENSIONS as readonly string[]).includes(ext))
    throw Errors.FileExtensionNotAllowed(ext || '?', MD_FILE_EXTENSIONS.join(', '));
  return { ext, mime: FILE_MIME[ext as keyof typeof FILE_MIME] };
}

/** Served inline only when it is one of the images above; everything else is an attachment. */
export const isInlineImage = (mime: string) => (Object.values(IMAGE_MIME) as string[]).includes(mime);
