import { z } from 'zod';

/**
 * Video lessons (spec doc 1 §2 `/video-list`, doc 3 "Video lessons"; API-NEXT `video/scratch-video-list`):
 * a file uploaded into the data directory, served with range requests, or a link on the school's
 * network. Everyone may watch; the administrators of problems add, edit and delete them.
 */

/** The largest video file an upload may bring. */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** The player's playback rates (doc 3 limits). */
export const VIDEO_PLAYBACK_RATES = [0.7, 1, 1.5, 2] as const;
export const VIDEO_TITLE_MAX = 255;
export const VIDEO_URL_MAX = 1024;
/** What the file picker offers; the server decides by the file's first bytes. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg,.mp4,.m4v,.webm,.ogv,.ogg';
/** Where an uploaded lesson's file is served. */
export const videoFileUrl = (id: number) => `/api/video/file/${id}`;

/** A lesson as the player lists it. */
export const videoLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rank: z.number().int(),
  url: z.string(),
});
export type VideoLesson = z.infer<typeof videoLessonSchema>;

/** A lesson as the back office lists it. */
export const adminVideoLessonSchema = videoLessonSchema.extend({
  source: z.enum(['file', 'url']),
  size: z.number().int(),
  author: z.string().nullable(),
  createdAt: z.number().int(),
});
export type AdminVideoLesson = z.infer<typeof adminVideoLessonSchema>;

const title = z.string().trim().min(1).max(VIDEO_TITLE_MAX);
const rank = z.coerce.number().int().min(0).max(1_000_000);

/** A link on the school's network: http or https only. */
export const videoUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(VIDEO_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http or https link');

/** POST admin/video: a lesson that links to a video elsewhere on the network. */
export const createVideoUrlSchema = z.object({ title, rank, url: videoUrlSchema });
export type CreateVideoUrl = z.infer<typeof createVideoUrlSchema>;

/** POST file/upload-video?title=&rank=: the body is the video file itself. */
export const videoUploadQuerySchema = z.object({ title, rank });
export type VideoUploadQuery = z.infer<typeof videoUploadQuerySchema>;

/** PUT admin/video: a lesson's title and place. */
export const updateVideoSchema = z.object({ id: z.number().int().positive(), title, rank });
export type UpdateVideo = z.infer<typeof updateVideoSchema>;

export const videoIdSchema = z.object({ id: z.coerce.number().int().positive() });
