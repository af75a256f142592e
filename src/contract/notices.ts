import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';

/**
 * Notices of the back office (spec doc 3 §2, §3; API-NEXT "Admin notices"): written by the super
 * admin and copied into the recipients' system messages — every user (`All`, users created later
 * included), named users (`Single`) or the admin roles (`Admin`).
 */

export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_LIMITS = { title: 255, content: 65535, recipients: 500 } as const;

export const noticeListQuerySchema = z.object({
  ...pagingQuery(10),
  type: z.enum(NOTICE_TYPES).optional().catch(undefined),
});
export const noticeIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** POST admin/msg/notice (no id) and PUT admin/msg/notice (with id). `recipients`: usernames, for `Single`. */
export const noticeFormSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(NOTICE_LIMITS.title),
  content: z.string().trim().min(1).max(NOTICE_LIMITS.content),
  type: z.enum(NOTICE_TYPES),
  recipients: z.array(z.string().trim().min(1).max(20)).max(NOTICE_LIMITS.recipients).default([]),
});
export type NoticeForm = z.input<typeof noticeFormSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  /** The named users' usernames (type Single). */
  recipients: z.array(z.string()),
  /** Copied into the recipients' system messages. */
  state: z.boolean(),
  /** How many users hold a copy. */
  recipientCount: z.number().int(),
  adminUsername: z.string(),
  gmtCreate: z.number(),
  gmtModified: z.number(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageSchema(noticeSchema);
