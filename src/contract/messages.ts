import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';

/** The message centre (spec doc 2 §2–§4, §9; API-NEXT "Messages"). */

export const MESSAGE_KINDS = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Page sizes of doc 2 §9: 6 for discussion, reply and like messages, 8 for system and mine. */
export const messageListQuery = (limit: number) => z.object(pagingQuery(limit));
export const cleanQuerySchema = z.object({
  type: z.enum(MESSAGE_KINDS),
  id: z.coerce.number().int().positive().optional(),
});

export const unreadSchema = z.object({
  comment: z.number().int(),
  reply: z.number().int(),
  like: z.number().int(),
  sys: z.number().int(),
  mine: z.number().int(),
});
export type Unread = z.infer<typeof unreadSchema>;

/** Someone commented on, replied to or liked what the user wrote. */
export const interactionRowSchema = z.object({
  id: z.number().int(),
  action: z.enum(['Discuss', 'Reply', 'Like']),
  sourceId: z.number().int(),
  sourceType: z.enum(['Discussion', 'Contest']),
  sourceTitle: z.string(),
  /** What was written (a comment or a reply; empty for a like) and what it answers or liked. */
  sourceContent: z.string(),
  quoteId: z.number().int().nullable(),
  quoteType: z.string().nullable(),
  quoteContent: z.string(),
  url: z.string(),
  state: z.boolean(),
  senderId: z.string(),
  senderUsername: z.string(),
  senderAvatar: z.string(),
  gmtCreate: z.string(),
});
export type InteractionRow = z.infer<typeof interactionRowSchema>;
export const interactionPageSchema = pageSchema(interactionRowSchema);

/** A system message (a notice) or a message about the user. */
export const userMessageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(['Sys', 'Mine']),
  state: z.boolean(),
  gmtCreate: z.string(),
});
export type UserMessageRow = z.infer<typeof userMessageRowSchema>;
export const userMessagePageSchema = pageSchema(userMessageRowSchema);
