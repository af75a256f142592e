import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';

/** Site announcements (spec doc 1 §2, §3, §9; doc 3 §3, §4; API-NEXT "Admin announcements"). */

/** The home page shows this many announcements a page (doc 1 §9). */
export const HOME_ANNOUNCEMENT_LIMIT = 5;
export const ANNOUNCEMENT_LIMITS = { title: 255, content: 65535 } as const;
/** 0 visible, 1 hidden (doc 3 §4). */
export const AnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;

export const homeAnnouncementQuerySchema = z.object(pagingQuery(HOME_ANNOUNCEMENT_LIMIT));
export const adminAnnouncementQuerySchema = z.object(pagingQuery(10));
export const announcementIdQuerySchema = z.object({ aid: z.coerce.number().int().positive() });

/** POST admin/announcement (no id) and PUT admin/announcement (with id): title and content are required. */
export const announcementFormSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(ANNOUNCEMENT_LIMITS.title),
  content: z.string().trim().min(1).max(ANNOUNCEMENT_LIMITS.content),
  status: z.literal([0, 1]).default(0),
});
export type AnnouncementForm = z.input<typeof announcementFormSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.number().int(),
  username: z.string(),
  gmtCreate: z.number(),
  gmtModified: z.number(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementPageSchema = pageSchema(announcementSchema);
