import { z } from 'zod';
import {
  acCheckSchema,
  acInfoPageSchema,
  acInfoQuerySchema,
  announcementIdQuerySchema,
  contestAnnouncementBodySchema,
  contestAnnouncementPageSchema,
  contestAnnouncementSchema,
  contestPageQuerySchema,
  extraTimeSchema,
  printEntryPageSchema,
  printEntrySchema,
  printPageQuerySchema,
  printStatusQuerySchema,
  printTextSchema,
  proctorRowSchema,
  proctorUserSchema,
  unreadAnnouncementSchema,
} from '../contest-ops.ts';
import { adminContestSchema, cidQuerySchema, scrollBoardQuerySchema } from '../contests.ts';
import { scrollBoardInfoSchema, scrollSubmissionSchema } from '../scoreboard/resolver.ts';
import { endpoint } from './define.ts';

/** A contest named in a body. */
export const cidBodySchema = z.object({ cid: z.number().int().positive() });
const UPDATED = 'Update Successfully';

/** What runs beside a contest: announcements, print requests, the AC helper and the scroll board (API-NEXT "Contests"). */
export const contestOpsEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: '/api/get-contest-announcement',
    query: contestPageQuerySchema,
    answer: contestAnnouncementPageSchema,
    caller: 'signed-in',
  }),
  unreadAnnouncements: endpoint({
    method: 'POST',
    path: '/api/get-contest-not-read-announcement',
    body: unreadAnnouncementSchema,
    answer: z.array(contestAnnouncementSchema),
    caller: 'signed-in',
  }),
  adminAnnouncements: endpoint({
    method: 'GET',
    path: '/api/admin/contest/announcement',
    query: contestPageQuerySchema,
    answer: contestAnnouncementPageSchema,
    caller: 'contest_admin',
  }),
  addAnnouncement: endpoint({
    method: 'POST',
    path: '/api/admin/contest/announcement',
    body: contestAnnouncementBodySchema,
    answer: contestAnnouncementSchema,
    caller: 'contest_admin',
  }),
  updateAnnouncement: endpoint({
    method: 'PUT',
    path: '/api/admin/contest/announcement',
    body: contestAnnouncementBodySchema,
    answer: contestAnnouncementSchema,
    caller: 'contest_admin',
  }),
  deleteAnnouncement: endpoint({
    method: 'DELETE',
    path: '/api/admin/contest/announcement',
    query: announcementIdQuerySchema,
    answer: z.null(),
    caller: 'contest_admin',
    message: 'Delete successfully',
  }),
  print: endpoint({
    method: 'POST',
    path: '/api/submit-print-text',
    body: printTextSchema,
    answer: printEntrySchema,
    caller: 'signed-in',
    message: 'Submit successfully',
  }),
  prints: endpoint({
    method: 'GET',
    path: '/api/get-contest-print',
    query: printPageQuerySchema,
    answer: printEntryPageSchema,
    caller: 'signed-in',
  }),
  markPrinted: endpoint({
    method: 'PUT',
    path: '/api/check-contest-print-status',
    query: printStatusQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
  scrollBoardInfo: endpoint({
    method: 'GET',
    path: '/api/get-contest-scroll-board-info',
    query: cidQuerySchema,
    answer: scrollBoardInfoSchema,
    caller: 'anyone',
  }),
  scrollBoardSubmissions: endpoint({
    method: 'GET',
    path: '/api/get-contest-scroll-board-submission',
    query: scrollBoardQuerySchema,
    answer: z.array(scrollSubmissionSchema),
    caller: 'anyone',
  }),
  acInfo: endpoint({
    method: 'GET',
    path: '/api/get-contest-ac-info',
    query: acInfoQuerySchema,
    answer: acInfoPageSchema,
    caller: 'signed-in',
  }),
  checkAc: endpoint({
    method: 'PUT',
    path: '/api/check-contest-ac-info',
    body: acCheckSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
};

/** The contest's admins at work: the proctor view of an exam, ending the contest and unsealing its board now (docs/contests.md). */
export const contestControlEndpoints = {
  proctor: endpoint({
    method: 'GET',
    path: '/api/admin/contest/proctor',
    query: cidQuerySchema,
    answer: z.array(proctorRowSchema),
    caller: 'signed-in',
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/api/admin/contest/proctor/end-session',
    body: proctorUserSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
  release: endpoint({
    method: 'POST',
    path: '/api/admin/contest/proctor/release',
    body: proctorUserSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
  extraTime: endpoint({
    method: 'PUT',
    path: '/api/admin/contest/proctor/extra-time',
    body: extraTimeSchema,
    answer: z.null(),
    caller: 'signed-in',
    message: UPDATED,
  }),
  endNow: endpoint({
    method: 'POST',
    path: '/api/admin/contest/end-now',
    body: cidBodySchema,
    answer: adminContestSchema,
    caller: 'signed-in',
    message: 'The contest has ended',
  }),
  unsealNow: endpoint({
    method: 'POST',
    path: '/api/admin/contest/unseal-now',
    body: cidBodySchema,
    answer: adminContestSchema,
    caller: 'signed-in',
    message: 'The board is unsealed',
  }),
};
