import { z } from 'zod';
import { pageSchema, pagingQuery } from './envelope.ts';

/** The group area (spec doc 3 §1–§9; API-NEXT "Groups", 9.7): codes, request schemas and answers. */

export const GroupAuth = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
/** Member levels: 1 applying, 2 refused, 3 member, 4 admin, 5 root; 0 for no relation. */
export const MemberLevel = { NONE: 0, APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export const GROUP_LIST_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_LIMITS = {
  name: [5, 25],
  shortName: [5, 10],
  brief: [5, 50],
  description: [5, 1000],
  reason: [5, 100],
  code: 6,
} as const;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
export const gidQuerySchema = z.object({ gid: z.coerce.number().int().positive() });
export const groupListQuerySchema = z.object({
  ...pagingQuery(15),
  keyword: z.string().trim().max(100).optional(),
  auth: z.coerce.number().int().min(1).max(3).optional().catch(undefined),
  onlyMine: flag,
});

/** POST / PUT group. Kept loose so the ordered rules (group-form-rules.ts) can name each field. */
export const groupFormSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().default(''),
  shortName: z.string().default(''),
  brief: z.string().default(''),
  description: z.string().default(''),
  auth: z.number().int().nullable().optional(),
  code: z.string().default(''),
  visible: z.boolean().default(true),
});
export type GroupForm = z.input<typeof groupFormSchema>;
export type GroupFormParsed = z.infer<typeof groupFormSchema>;

/** POST group/member: joining or applying (query gid, code?, reason?). */
export const applySchema = z.object({
  gid: z.coerce.number().int().positive(),
  code: z.string().max(50).optional().default(''),
  reason: z.string().max(1000).optional().default(''),
});
export const memberListQuerySchema = z.object({
  ...pagingQuery(15),
  gid: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(100).optional(),
});
export const memberChangeSchema = z.object({
  gid: z.number().int().positive(),
  uid: z.string().min(1).max(64),
  auth: z.number().int().min(1).max(5),
});
export const memberRefSchema = z.object({ gid: z.coerce.number().int().positive(), uid: z.string().min(1).max(64) });
export const groupAnnouncementQuerySchema = z.object({ ...pagingQuery(5), gid: z.coerce.number().int().positive() });
export const groupAnnouncementFormSchema = z.object({
  id: z.number().int().positive().optional(),
  gid: z.number().int().positive(),
  title: z.string().trim().min(1).max(255),
  content: z.string().trim().min(1).max(65535),
  status: z.literal([0, 1]).default(0),
});

// ---- answers ----

export const groupRowSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  owner: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  auth: z.number().int(),
  visible: z.boolean(),
  status: z.number().int(),
  memberCount: z.number().int(),
  gmtCreate: z.string(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;
export const groupPageSchema = pageSchema(groupRowSchema);
export const groupDetailSchema = groupRowSchema.extend({
  description: z.string(),
  /** The join code, for the group's roots and the super admin only (null for others). */
  code: z.string().nullable(),
  /** The viewer's level in it (0: none) and what that lets them do. */
  level: z.number().int(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
  isRoot: z.boolean(),
  isOwner: z.boolean(),
  /** The viewer holds an invitation from a roster: joining accepts it (no code or reason asked). */
  invited: z.boolean(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export const memberRowSchema = z.object({
  gid: z.number().int(),
  uid: z.string(),
  username: z.string(),
  /** The account's real name, for the group's admins only (empty for other members). */
  realname: z.string(),
  avatar: z.string(),
  auth: z.number().int(),
  reason: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberPageSchema = pageSchema(memberRowSchema);
