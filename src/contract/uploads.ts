import { z } from 'zod';

/**
 * Uploaded files (spec doc 1 §2, doc 3 §7; API-NEXT "Editor files", "POST file/upload-carouse-img"):
 * the home carousel's images and the markdown editor's images and files. Images are recognised by
 * their first bytes, never by their name.
 */

export const MD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CAROUSEL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MD_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Extensions a markdown file upload may have (served as an attachment, never inline). */
export const MD_FILE_EXTENSIONS = ['pdf', 'zip', 'txt', 'md', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'] as const;
/** What the image picker offers; the server decides by content. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';
/** Where a stored file is served: this prefix and its stored name. */
export const PUBLIC_FILE_PREFIX = '/api/public/file/';
/** The carousel's timing and heights (doc 1 §9). */
export const CAROUSEL = { intervalMs: 5000, height: 440, narrowHeight: 200, narrowBelow: 768 } as const;

export const carouselItemSchema = z.object({ id: z.number().int(), url: z.string() });
export type CarouselItem = z.infer<typeof carouselItemSchema>;
export const carouselIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

export const mdImageAnswerSchema = z.object({ link: z.string(), fileId: z.number().int() });
export type MdImageAnswer = z.infer<typeof mdImageAnswerSchema>;
export const mdFileAnswerSchema = z.object({ link: z.string(), name: z.string() });
export type MdFileAnswer = z.infer<typeof mdFileAnswerSchema>;
export const mdImageIdQuerySchema = z.object({ fileId: z.coerce.number().int().positive() });
/** The optional group of an editor upload (multipart field). */
export const uploadGroupSchema = z.object({ gid: z.coerce.number().int().positive().optional().catch(undefined) });
