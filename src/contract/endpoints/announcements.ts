import { z } from 'zod';
import {
  adminAnnouncementQuerySchema,
  announcementFormSchema,
  announcementIdQuerySchema,
  announcementPageSchema,
  announcementSchema,
  homeAnnouncementQuerySchema,
} from '../announcements.ts';
import {
  noticeFormSchema,
  noticeIdQuerySchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeSchema,
} from '../notices.ts';
import { endpoint } from './define.ts';

const CREATED = 'Create Successfully';
const UPDATED = 'Update Successfully';
const DELETED = 'Delete successfully';

/** The home page's announcements (public) and their back office (`announcement_admin`). */
export const announcementEndpoints = {
  visible: endpoint({
    method: 'GET',
    path: '/api/get-common-announcement',
    query: homeAnnouncementQuerySchema,
    answer: announcementPageSchema,
    caller: 'anyone',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/announcement',
    query: adminAnnouncementQuerySchema,
    answer: announcementPageSchema,
    caller: 'announcement_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/announcement',
    body: announcementFormSchema,
    answer: announcementSchema,
    caller: 'announcement_admin',
    message: CREATED,
  }),
  /** The form with its `id` (required). */
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/announcement',
    body: announcementFormSchema,
    answer: announcementSchema,
    caller: 'announcement_admin',
    message: UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/announcement',
    query: announcementIdQuerySchema,
    answer: z.null(),
    caller: 'announcement_admin',
    message: DELETED,
  }),
};

/** The back office's notices, read in the users' system messages (`announcement_admin`). */
export const noticeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/msg/notice',
    query: noticeListQuerySchema,
    answer: noticePageSchema,
    caller: 'announcement_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/msg/notice',
    body: noticeFormSchema,
    answer: noticeSchema,
    caller: 'announcement_admin',
    message: CREATED,
  }),
  /** The form with its `id` (required). */
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/msg/notice',
    body: noticeFormSchema,
    answer: noticeSchema,
    caller: 'announcement_admin',
    message: UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/msg/notice',
    query: noticeIdQuerySchema,
    answer: z.null(),
    caller: 'announcement_admin',
    message: DELETED,
  }),
};
