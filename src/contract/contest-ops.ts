import { z } from 'zod';
import { pageSchema } from './envelope.ts';

/** Contest announcements, print requests and the AC helper (spec doc 2 §3, §5, §9; API-NEXT "Contests"). */

export const PRINT_MIN_LENGTH = 50;
export const PRINT_MAX_LENGTH = 20_000;
/** One print request per participant and this many seconds. */
export const PRINT_INTERVAL_S = 30;
export const PRINT_PAGE_SIZE = 15;
export const AC_INFO_PAGE_SIZE = 20;

const page = (size: number) => ({
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(size).default(size),
});

export const contestPageQuerySchema = z.object({ cid: z.coerce.number().int().positive(), ...page(10) });
export const printPageQuerySchema = z.object({ cid: z.coerce.number().int().positive(), ...page(PRINT_PAGE_SIZE) });
export const acInfoQuerySchema = z.object({ cid: z.coerce.number().int().positive(), ...page(AC_INFO_PAGE_SIZE) });

export const announcementSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(255),
  content: z.string().max(65535).default(''),
});
/** POST / PUT admin/contest/announcement. */
export const contestAnnouncementBodySchema = z.object({
  cid: z.number().int().positive(),
  announcement: announcementSchema,
});
export const announcementIdQuerySchema = z.object({ aid: z.coerce.number().int().positive() });
/** POST get-contest-not-read-announcement: the ids this device has read. */
export const unreadAnnouncementSchema = z.object({
  cid: z.number().int().positive(),
  readAnnouncementList: z.array(z.number().int()).max(10_000).default([]),
});

/** The print text is checked by the server with the spec's messages, so the schema only bounds it. */
export const printTextSchema = z.object({
  cid: z.number().int().positive(),
  content: z.string().max(PRINT_MAX_LENGTH * 2),
});
export const printStatusQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  cid: z.coerce.number().int().positive(),
});
export const printIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
export const acCheckSchema = z.object({
  id: z.number().int().positive(),
  cid: z.number().int().positive(),
  checked: z.boolean(),
});

const int = z.number().int();
export const contestAnnouncementSchema = z.object({
  id: int,
  cid: int,
  title: z.string(),
  content: z.string(),
  author: z.string(),
  gmtCreate: z.number(),
  gmtModified: z.number(),
});
export type ContestAnnouncement = z.infer<typeof contestAnnouncementSchema>;
export const contestAnnouncementPageSchema = pageSchema(contestAnnouncementSchema);
export const printEntrySchema = z.object({
  id: int,
  cid: int,
  username: z.string(),
  realname: z.string(),
  ip: z.string(),
  content: z.string(),
  status: int,
  gmtCreate: z.number(),
});
export type PrintEntry = z.infer<typeof printEntrySchema>;
export const printEntryPageSchema = pageSchema(printEntrySchema);
/** A first accept of a user on a problem within the contest (the AC helper's row). */
export const acInfoSchema = z.object({
  id: int,
  cid: int,
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  displayId: z.string(),
  color: z.string().nullable(),
  /** Seconds from the contest start. */
  time: z.number(),
  submitTime: z.number(),
  firstBlood: z.boolean(),
  checked: z.boolean(),
});
export type AcInfo = z.infer<typeof acInfoSchema>;
export const acInfoPageSchema = pageSchema(acInfoSchema);

/** The proctor's actions on an exam participant. */
export const proctorUserSchema = z.object({ cid: z.number().int().positive(), uid: z.string().min(1).max(64) });
export const extraTimeSchema = proctorUserSchema.extend({ minutes: z.number().int() });

/** Extra minutes a proctor may grant a participant. */
export const MAX_EXTRA_MINUTES = 600;
/**
 * The furthest step an expected participant reached (src/domain/contests/proctor.ts): not logged
 * in; logged in (a session, no registration); registered (nothing submitted); submitting; finished
 * (took part, and their own end passed or a proctor released them).
 */
export const PROCTOR_STATES = ['notLoggedIn', 'loggedIn', 'registered', 'submitting', 'finished'] as const;

/** An expected participant as the proctor sees them (GET admin/contest/proctor): group members, accounts of the account rule, the registered. */
export const proctorRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realname: z.string(),
  state: z.enum(PROCTOR_STATES),
  /** Registered for the contest: a proctor's actions (end session, extra time, release) are for the registered only. */
  registered: z.boolean(),
  /** A request or a login to the exam within the last two minutes. */
  online: z.boolean(),
  /** The address of the participant's latest session or login. */
  address: z.string(),
  /** ms since the epoch of the participant's last request or login, or null. */
  lastActivity: z.number().nullable(),
  submissions: z.number().int(),
  /** Logins refused, sessions replaced by another login or ended when the window opened, sessions a proctor ended. */
  sessionChanges: z.number().int(),
  /** A proctor released the participant from the exam: the rest of the site is open to them again. */
  released: z.boolean(),
  extraMinutes: z.number().int(),
  /** The participant's own end: the contest's end plus their extra time (ms). */
  endTime: z.number(),
});
export type ProctorRow = z.infer<typeof proctorRowSchema>;
