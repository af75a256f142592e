import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';

/**
 * The discussion API (spec doc 2 §2–§9; API-NEXT "Discussions, comments, replies", "Admin
 * discussions and reports"): request schemas shared by the server and the UI, and the answers.
 */

export const DISCUSSION_LIST_LIMIT = 10;
export const DISCUSSION_LIMITS = {
  title: 255,
  description: 255,
  content: 65535,
  reportReason: 200,
  comment: 10000,
} as const;
/** The report tags the dialog offers (doc 2 §5), stored in Chinese as the spec shows them. */
export const REPORT_TAGS = ['垃圾广告', '违法信息', '色情低俗', '赌博诈骗', '恶意辱骂', '抄袭'] as const;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const discussionListQuerySchema = z.object({
  ...pagingQuery(DISCUSSION_LIST_LIMIT),
  /** The category. */
  cid: z.coerce.number().int().positive().optional().catch(undefined),
  /** The problem's id as shown (problem-scoped lists). */
  pid: z.string().trim().max(50).optional(),
  onlyMine: flag,
  keyword: z.string().trim().max(100).optional(),
});
export const didQuerySchema = z.object({ did: z.coerce.number().int().positive() });

/** POST / PUT discussion. Kept loose so the ordered rules of doc 2 §5 can name each missing field. */
export const discussionFormSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().default(''),
  description: z.string().default(''),
  content: z.string().default(''),
  categoryId: z.number().int().positive().nullable().optional(),
  pid: z.string().trim().max(50).nullable().optional(),
  topPriority: z.boolean().optional(),
});
export type DiscussionForm = z.input<typeof discussionFormSchema>;
export type DiscussionFormParsed = z.infer<typeof discussionFormSchema>;

/** A group's discussions (API-NEXT "Groups"): the same list and form, with the group. */
export const groupDiscussionListQuerySchema = discussionListQuerySchema.extend({
  gid: z.coerce.number().int().positive(),
});
export const groupDiscussionFormSchema = discussionFormSchema.extend({ gid: z.number().int().positive() });

export const categoryListSchema = z
  .array(z.object({ id: z.number().int().positive().optional(), name: z.string().trim().min(1).max(50) }))
  .max(100);
export const likeQuerySchema = z.object({
  did: z.coerce.number().int().positive(),
  toLike: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const reportSchema = z.object({
  did: z.number().int().positive(),
  tags: z.array(z.enum(REPORT_TAGS)).max(REPORT_TAGS.length).default([]),
  reason: z.string().default(''),
});
export const commentListQuerySchema = z.object({
  ...pagingQuery(10),
  did: z.coerce.number().int().positive().optional(),
  /** A contest's comment tab. */
  cid: z.coerce.number().int().positive().optional(),
});
export const commentFormSchema = z.object({
  did: z.number().int().positive().optional(),
  cid: z.number().int().positive().optional(),
  content: z.string().default(''),
});
export const commentLikeQuerySchema = z.object({
  commentId: z.coerce.number().int().positive(),
  toLike: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const replyFormSchema = z.object({
  commentId: z.number().int().positive(),
  /** The reply it answers (a reply to a reply); absent: it answers the comment. */
  replyTo: z.number().int().positive().optional(),
  content: z.string().default(''),
});
export const idQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const replyListQuerySchema = z.object({ commentId: z.coerce.number().int().positive() });
export const adminDiscussionSchema = z.object({
  id: z.number().int().positive(),
  status: z.number().int().min(0).max(1).optional(),
  topPriority: z.boolean().optional(),
});
export const adminDiscussionDeleteSchema = z.array(z.number().int().positive()).min(1).max(100);
export const reportStatusSchema = z.object({ id: z.number().int().positive(), status: z.number().int().min(0).max(1) });
/** GET admin/discussion and admin/discussion-report: ten a page, the discussions by a keyword. */
export const adminDiscussionListQuerySchema = z.object({
  ...pagingQuery(10),
  keyword: z.string().trim().max(100).optional(),
});

// ---- answers ----

export const discussionCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gid: z.number().int().nullable(),
});

/** The author as posts show them: role badge (`root` SPA, `admin` ADM, else null) and title. */
const authorFields = {
  uid: z.string(),
  author: z.string(),
  avatar: z.string(),
  titleName: z.string(),
  titleColor: z.string(),
  role: z.enum(['root', 'admin']).nullable(),
};

export const discussionRowSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  description: z.string(),
  pid: z.string().nullable(),
  ...authorFields,
  viewNum: z.number().int(),
  likeNum: z.number().int(),
  commentNum: z.number().int(),
  topPriority: z.boolean(),
  gid: z.number().int().nullable(),
  status: z.number().int(),
  gmtCreate: z.string(),
});
export type DiscussionRow = z.infer<typeof discussionRowSchema>;
export const discussionPageSchema = pageSchema(discussionRowSchema);
export const discussionDetailSchema = discussionRowSchema.extend({
  content: z.string(),
  hasLike: z.boolean(),
  /** What the viewer may do with it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canPin: z.boolean(),
});
export type DiscussionDetail = z.infer<typeof discussionDetailSchema>;

const fromFields = {
  fromUid: z.string(),
  fromName: z.string(),
  fromAvatar: z.string(),
  fromRole: z.enum(['root', 'admin']).nullable(),
  fromTitleName: z.string(),
  fromTitleColor: z.string(),
};
export const replyRowSchema = z.object({
  id: z.number().int(),
  commentId: z.number().int(),
  ...fromFields,
  toUid: z.string().nullable(),
  toName: z.string().nullable(),
  content: z.string(),
  gmtCreate: z.string(),
  canDelete: z.boolean(),
});
export type ReplyRow = z.infer<typeof replyRowSchema>;
export const commentRowSchema = z.object({
  id: z.number().int(),
  ...fromFields,
  content: z.string(),
  likeNum: z.number().int(),
  hasLike: z.boolean(),
  totalReplyNum: z.number().int(),
  gmtCreate: z.string(),
  canDelete: z.boolean(),
  /** False for an ordinary user on an admin's comment during a contest (doc 2 §6). */
  canReply: z.boolean(),
  /** The first replies (all of them with GET reply). */
  replyList: z.array(replyRowSchema),
});
export type CommentRow = z.infer<typeof commentRowSchema>;
export const commentPageSchema = pageSchema(commentRowSchema);

export const reportRowSchema = z.object({
  id: z.number().int(),
  did: z.number().int(),
  gid: z.number().int().nullable(),
  discussionTitle: z.string(),
  discussionAuthor: z.string(),
  reporter: z.string(),
  content: z.string(),
  status: z.number().int(),
  gmtCreate: z.string(),
});
export const reportPageSchema = pageSchema(reportRowSchema);
