import { z } from 'zod';
import { announcementIdQuerySchema, announcementPageSchema, announcementSchema } from '../announcements.ts';
import {
  adminDiscussionSchema,
  didQuerySchema,
  discussionDetailSchema,
  discussionPageSchema,
  groupDiscussionFormSchema,
  groupDiscussionListQuerySchema,
} from '../discussions.ts';
import { gradebookQuerySchema, gradebookSchema } from '../group-gradebook.ts';
import { groupRankQuerySchema } from '../group-rank.ts';
import { rosterAddSchema, rosterResultSchema } from '../group-roster.ts';
import { generateAnswerSchema, groupSlipsSchema } from '../user-import.ts';
import {
  applySchema,
  gidQuerySchema,
  groupAnnouncementFormSchema,
  groupAnnouncementQuerySchema,
  groupDetailSchema,
  groupFormSchema,
  groupListQuerySchema,
  groupPageSchema,
  memberChangeSchema,
  memberListQuerySchema,
  memberPageSchema,
  memberRefSchema,
} from '../groups.ts';
import { rankPageSchema } from '../ranks.ts';
import { endpoint } from './define.ts';

/** Joining a group answers whether the viewer joined at once or applied. */
export const applyResultSchema = z.enum(['joined', 'applied']);

/**
 * The group core's calls (API-NEXT "Groups", 9.7): the group itself, its members, roster,
 * gradebook, rank, announcements and discussions. Every question beyond the caller rule (may this
 * viewer see inside, manage, change this post?) is the group policy's. The gradebook's CSV file and
 * the roster's upload are no entries.
 */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/get-group-list',
    query: groupListQuerySchema,
    answer: groupPageSchema,
    caller: 'anyone',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/get-group-detail',
    query: gidQuerySchema,
    answer: groupDetailSchema,
    caller: 'signed-in',
  }),
  access: endpoint({
    method: 'GET',
    path: '/api/get-group-access',
    query: gidQuerySchema,
    answer: z.object({ access: z.boolean() }),
    caller: 'signed-in',
  }),
  /** The viewer's member level in the group (0 for none). */
  auth: endpoint({
    method: 'GET',
    path: '/api/get-group-auth',
    query: gidQuerySchema,
    answer: z.number().int(),
    caller: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/group',
    body: groupFormSchema,
    answer: groupDetailSchema,
    caller: 'signed-in',
    message: 'Create successfully',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/group',
    body: groupFormSchema,
    answer: groupDetailSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  disband: endpoint({
    method: 'DELETE',
    path: '/api/group',
    query: gidQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Disband successfully',
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/group/get-member-list',
    query: memberListQuerySchema,
    answer: memberPageSchema,
    caller: 'signed-in',
  }),
  applications: endpoint({
    method: 'GET',
    path: '/api/group/get-apply-list',
    query: memberListQuerySchema,
    answer: memberPageSchema,
    caller: 'signed-in',
  }),
  /** Joins (an open group, or the right code: 'Join successfully') or applies (the entry's message); the input is the query string. */
  apply: endpoint({
    method: 'POST',
    path: '/api/group/member',
    query: applySchema,
    answer: applyResultSchema,
    caller: 'signed-in',
    message: 'Apply successfully',
  }),
  changeMember: endpoint({
    method: 'PUT',
    path: '/api/group/member',
    body: memberChangeSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/group/member',
    query: memberRefSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
  exit: endpoint({
    method: 'DELETE',
    path: '/api/group/member/exit',
    query: gidQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Exit successfully',
  }),
  rosterAdd: endpoint({
    method: 'POST',
    path: '/api/group/roster-add',
    body: rosterAddSchema,
    answer: rosterResultSchema,
    caller: 'signed-in',
    message: 'Added successfully',
  }),
  /** New passwords for chosen members and the key of their slips (the group's admins who import accounts). */
  memberSlips: endpoint({
    method: 'POST',
    path: '/api/group/member-slips',
    body: groupSlipsSchema,
    answer: generateAnswerSchema,
    caller: 'signed-in',
    message: 'Passwords set',
  }),
  gradebook: endpoint({
    method: 'GET',
    path: '/api/group/gradebook',
    query: gradebookQuerySchema,
    answer: gradebookSchema,
    caller: 'signed-in',
  }),
  rank: endpoint({
    method: 'GET',
    path: '/api/get-group-rank-list',
    query: groupRankQuerySchema,
    answer: rankPageSchema,
    caller: 'signed-in',
  }),
};

/** A group's announcements and discussions. */
export const groupBoardEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: '/api/group/get-announcement-list',
    query: groupAnnouncementQuerySchema,
    answer: announcementPageSchema,
    caller: 'signed-in',
  }),
  adminAnnouncements: endpoint({
    method: 'GET',
    path: '/api/group/get-admin-announcement-list',
    query: groupAnnouncementQuerySchema,
    answer: announcementPageSchema,
    caller: 'signed-in',
  }),
  createAnnouncement: endpoint({
    method: 'POST',
    path: '/api/group/announcement',
    body: groupAnnouncementFormSchema,
    answer: announcementSchema,
    caller: 'signed-in',
    message: 'Create successfully',
  }),
  updateAnnouncement: endpoint({
    method: 'PUT',
    path: '/api/group/announcement',
    body: groupAnnouncementFormSchema,
    answer: announcementSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  removeAnnouncement: endpoint({
    method: 'DELETE',
    path: '/api/group/announcement',
    query: announcementIdQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
  discussions: endpoint({
    method: 'GET',
    path: '/api/group/get-discussion-list',
    query: groupDiscussionListQuerySchema,
    answer: discussionPageSchema,
    caller: 'signed-in',
  }),
  adminDiscussions: endpoint({
    method: 'GET',
    path: '/api/group/get-admin-discussion-list',
    query: groupDiscussionListQuerySchema,
    answer: discussionPageSchema,
    caller: 'signed-in',
  }),
  /** A new post needs the role's right to post besides the membership. */
  postDiscussion: endpoint({
    method: 'POST',
    path: '/api/group/discussion',
    body: groupDiscussionFormSchema,
    answer: discussionDetailSchema,
    caller: 'signed-in',
    message: 'Post successfully',
  }),
  editDiscussion: endpoint({
    method: 'PUT',
    path: '/api/group/discussion',
    body: groupDiscussionFormSchema,
    answer: discussionDetailSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  moderateDiscussion: endpoint({
    method: 'PUT',
    path: '/api/group/discussion-status',
    body: adminDiscussionSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
  removeDiscussion: endpoint({
    method: 'DELETE',
    path: '/api/group/discussion',
    query: didQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
};
