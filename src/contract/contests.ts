import { z } from 'zod';
import { isContestType } from './contest-rules.ts';
import { pageSchema, pagingQuery } from './envelope.ts';
import { problemDetailSchema } from './problems.ts';
import { acmRowSchema, oiRowSchema } from './scoreboard/board-rows.ts';

/**
 * The contest API (spec doc 2 §2–§9, doc 3 §3–§5; API-NEXT "Contests", "Admin contests"): codes,
 * request schemas shared by the server and the UI, and the shapes the server returns.
 */

/** The type codes; what each type's contest does is its entry in contest-rules.ts. */
export { ContestType } from './contest-rules.ts';
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export const CONTEST_LIST_LIMIT = 10;
/** The most problems one contest holds (its admin pages read them all on one page). */
export const CONTEST_PROBLEMS_MAX = 100;
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export const OI_SCORE_TYPES = ['Recent', 'Highest'] as const;
/** Seal options of the admin form (doc 3 §4): 30 or 60 minutes before the end, or from the start. */
export const SEAL_CHOICES = ['thirty', 'sixty', 'fromStart'] as const;

export const awardSchema = z.object({
  priority: z.number().int().min(0).max(100).default(0),
  name: z.string().trim().min(1).max(30),
  background: z.string().trim().max(30).default(''),
  color: z.string().trim().max(30).default(''),
  num: z.number().int().min(0).max(100000),
});
export type Award = z.infer<typeof awardSchema>;
export const DEFAULT_AWARDS: Award[] = [
  { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#ffffff', num: 30 },
];

/** A time as sent by a client: ms since the epoch or a date string; null when absent or unreadable. */
const when = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const t = typeof v === 'number' ? v : Date.parse(v.replace(/\//g, '-'));
    return Number.isFinite(t) ? t : null;
  });
const flag = z.boolean().default(false);

/** POST / PUT /api/admin/contest (AdminContestVO). The order of the save rules is `CONTEST_FORM_STEPS`. */
export const contestFormSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().max(255).default(''),
  description: z.string().max(65535).default(''),
  type: z
    .number()
    .int()
    .refine((t: number): boolean => isContestType(t))
    .default(0),
  auth: z.number().int().min(0).max(2).default(0),
  pwd: z.string().trim().max(100).default(''),
  startTime: when,
  endTime: when,
  duration: z.number().optional(),
  sealRank: flag,
  sealRankTime: when,
  autoRealRank: z.boolean().default(true),
  visible: z.boolean().default(true),
  openPrint: flag,
  openRank: flag,
  rankShowName: z.enum(RANK_SHOW_NAMES).default('username'),
  oiRankScoreType: z.enum(OI_SCORE_TYPES).default('Recent'),
  starAccount: z.array(z.string().max(100)).max(500).default([]),
  openAccountLimit: flag,
  accountLimitRule: z.string().max(20000).default(''),
  awardType: z.number().int().min(0).max(2).default(0),
  awardConfigList: z.array(awardSchema).max(20).default([]),
  allowEndSubmit: flag,
  examMode: flag,
  examAddresses: z.string().max(20000).default(''),
  gid: z.number().int().positive().nullable().optional(),
});
export type ContestForm = z.input<typeof contestFormSchema>;
export type ContestFormParsed = z.infer<typeof contestFormSchema>;

export const contestListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(-1).max(1).optional().catch(undefined),
  type: z.coerce
    .number()
    .int()
    .refine((t: number): boolean => isContestType(t))
    .optional()
    .catch(undefined),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(CONTEST_LIST_LIMIT).default(CONTEST_LIST_LIMIT),
});
export type ContestListQuery = z.input<typeof contestListQuerySchema>;

export const cidQuerySchema = z.object({ cid: z.coerce.number().int().positive() });
export const registerContestSchema = z.object({
  cid: z.number().int().positive(),
  password: z.string().max(100).default(''),
});
export const contestVisibleSchema = z.object({
  cid: z.coerce.number().int().positive(),
  visible: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** A contest as lists and the overview show it (API-NEXT "Answers: contest"). */
export const contestInfoSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.number().int(),
  status: z.number().int().min(-1).max(1),
  auth: z.number().int(),
  now: z.number(),
  startTime: z.number(),
  endTime: z.number(),
  duration: z.number(),
  sealRank: z.boolean(),
  sealRankTime: z.number().nullable(),
  autoRealRank: z.boolean(),
  openPrint: z.boolean(),
  openRank: z.boolean(),
  rankShowName: z.string(),
  oiRankScoreType: z.string(),
  count: z.number().int(),
  gid: z.number().int().nullable(),
  allowEndSubmit: z.boolean(),
  /** get-contest-info only: the viewer's own end (the end plus their extra time in an exam). */
  myEndTime: z.number().optional(),
  /** get-contest-info only: whether the viewer administers this contest now (its creator, the super admin, a group contest's roots). */
  viewerIsAdmin: z.boolean().optional(),
  /** When the contest's admins unsealed the board by hand (unseal-now); null: the seal follows its rules. */
  unsealedAt: z.number().nullable().optional(),
});
export type ContestInfo = z.infer<typeof contestInfoSchema>;
export const contestInfoPageSchema = pageSchema(contestInfoSchema);
/** The back office's list also tells whether each contest is an exam (its row offers the proctor view). */
export const adminContestPageSchema = pageSchema(
  contestInfoSchema.extend({ visible: z.boolean(), examMode: z.boolean() }),
);

/** The admin form's view of a contest: every stored field. */
export const adminContestSchema = contestInfoSchema.omit({ status: true, now: true, count: true }).extend({
  pwd: z.string(),
  visible: z.boolean(),
  starAccount: z.array(z.string()),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string(),
  awardType: z.number().int(),
  awardConfigList: z.array(awardSchema),
  examMode: z.boolean(),
  examAddresses: z.string(),
});
export type AdminContest = z.infer<typeof adminContestSchema>;

/** A contest problem row (API-NEXT "contest problem rows", doc 2 §3) with the viewer's status. */
export const contestProblemRowSchema = z.object({
  id: z.number().int(),
  displayId: z.string(),
  cid: z.number().int(),
  pid: z.number().int(),
  displayTitle: z.string(),
  color: z.string().nullable(),
  ac: z.number().int(),
  total: z.number().int(),
  /** -10 not submitted, 0 accepted, else the latest verdict; -5 while a sealed OI contest hides results. */
  myStatus: z.number().int(),
  score: z.number().nullable(),
});
export type ContestProblemRow = z.infer<typeof contestProblemRowSchema>;

/** get-contest-outsize-info: the contest and its problems, for the outside board. */
export const contestOverviewSchema = z.object({
  contest: contestInfoSchema,
  problemList: z.array(contestProblemRowSchema),
});
/** get-contest-access: whether the viewer may enter (registered, or needs none). */
export const contestAccessSchema = z.object({ access: z.boolean() });
/** get-contest-problem-details: the problem page with its letter and balloon colour in the contest. */
export const contestProblemDetailSchema = problemDetailSchema.extend({
  displayId: z.string(),
  color: z.string().nullable(),
});
/** A page of the ACM or OI board. */
export const boardPageSchema = pageSchema(z.union([acmRowSchema, oiRowSchema]));

export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** POST get-contest-rank and get-contest-outside-scoreboard. */
export const boardRequestSchema = z.object({
  cid: z.number().int().positive(),
  currentPage: z
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.number().int().min(1).max(300).catch(30).default(30),
  forceRefresh: queryFlag,
  removeStar: queryFlag,
  keyword: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v ?? ''),
  containsEnd: queryFlag,
  concernedList: z
    .array(z.string().max(64))
    .max(200)
    .nullish()
    .transform((v) => v ?? []),
});
export type BoardRequestInput = z.input<typeof boardRequestSchema>;

export const contestProblemQuerySchema = z.object({ cid: z.coerce.number().int().positive(), containsEnd: queryFlag });
export const contestProblemDetailQuerySchema = z.object({
  cid: z.coerce.number().int().positive(),
  displayId: z.string().trim().min(1).max(20),
});

/** POST admin/contest/add-problem-from-public. */
export const addContestProblemSchema = z.object({
  cid: z.number().int().positive(),
  pid: z.number().int().positive(),
  displayId: z.string().trim().max(20).default(''),
  displayTitle: z.string().trim().max(255).optional(),
  color: z.string().trim().max(30).nullish(),
});
/** PUT admin/contest/contest-problem. */
export const contestProblemLinkSchema = z.object({
  id: z.number().int().positive(),
  displayId: z.string().trim().max(20),
  displayTitle: z.string().trim().max(255).optional(),
  color: z.string().trim().max(30).nullish(),
});
/** A contest's link to a bank problem as stored: its letter, title and balloon colour. */
export const contestProblemLinkRowSchema = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  pid: z.number().int(),
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullable(),
});
/** A bank problem as the contest's problem screen lists it. */
export const contestProblemPickRowSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  title: z.string(),
  type: z.number().int(),
  auth: z.number().int(),
  author: z.string(),
});
/** admin/contest/get-problem-list: the links with their problems (null when the problem is gone). */
export const adminContestProblemSchema = contestProblemLinkRowSchema.extend({
  problem: contestProblemPickRowSchema.nullable(),
});
/** admin/contest/get-public-problem-list: the bank problems that can still be added. */
export const contestProblemPickPageSchema = pageSchema(contestProblemPickRowSchema);
/**
 * admin/contest/get-problem-list and group/get-contest-problem-list (the spec's client): a page of
 * problems, and the contest's links by problem id (`pid` as the key).
 */
export const contestProblemListSchema = z.object({
  problemList: contestProblemPickPageSchema,
  contestProblemMap: z.record(z.string(), contestProblemLinkRowSchema),
});
export type ContestProblemList = z.infer<typeof contestProblemListSchema>;
/** The links of a contest problem list with their problems, in display order (a link whose problem is off the page has none). */
export function contestLinksOf(list: ContestProblemList): (z.infer<typeof contestProblemLinkRowSchema> & {
  problem: z.infer<typeof contestProblemPickRowSchema> | null;
})[] {
  const byPid = new Map(list.problemList.records.map((p) => [p.id, p]));
  return Object.values(list.contestProblemMap)
    .map((l) => ({ ...l, problem: byPid.get(l.pid) ?? null }))
    .sort((a, b) => (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0));
}

/** A problem of a contest by ids (removing it, rejudging it). */
export const contestProblemRefSchema = z.object({
  cid: z.coerce.number().int().positive(),
  pid: z.coerce.number().int().positive(),
});
/** admin/contest/get-problem-list: the contest's problems a page at a time. */
export const contestProblemListQuerySchema = z.object({
  cid: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(100).optional(),
  ...pagingQuery(10),
});
export const adminContestProblemPickSchema = z.object({
  cid: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(100).optional(),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
});

/** GET contest-submissions (doc 2 §7; API-NEXT 9.3). */
export const contestSubmissionQuerySchema = z.object({
  contestID: z.coerce.number().int().positive(),
  limit: z.coerce.number().int().min(1).max(100).catch(15).default(15),
  currentPage: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  onlyMine: queryFlag,
  status: z.coerce.number().int().min(-10).max(10).optional().catch(undefined),
  username: z.string().trim().max(50).optional(),
  /** The problem's display id in the contest. */
  problemID: z.string().trim().max(20).optional(),
  containsEnd: queryFlag,
});

/** GET get-contest-scroll-board-submission. */
export const scrollBoardQuerySchema = z.object({ cid: z.coerce.number().int().positive(), removeStar: queryFlag });

/** POST / PUT admin/contest/problem and POST group/contest-problem: the problem form with the contest's link to it. */
export const problemInContestSchema = z
  .object({
    problem: z.object({ id: z.number().int().positive().optional() }).passthrough(),
    contest: z.object({
      cid: z.number().int().positive(),
      displayId: z.string().trim().max(20),
      displayTitle: z.string().trim().max(255),
    }),
  })
  .passthrough();
