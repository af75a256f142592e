import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { problems } from './problems.ts';
import { contests } from './contests.ts';
import { trainings } from './trainings.ts';
import { bool, ms } from './columns.ts';

/**
 * The columns a page of a submission list shows, in the order it shows them
 * (domain/submissions/list.ts `PAGE_COLUMNS`). An author's and a problem's list index holds them
 * all: its key, then `LISTED_BEYOND_KEYS`.
 */
export const PAGE_COLUMN_KEYS = [
  'submitId',
  'uid',
  'username',
  'pid',
  'displayPid',
  'cid',
  'tid',
  'gid',
  'status',
  'score',
  'oiRankScore',
  'time',
  'memory',
  'length',
  'language',
  'judger',
  'isManual',
  'share',
  'submitTime',
] as const;
const INDEX_KEYS: readonly string[] = ['submitId', 'uid', 'pid', 'cid', 'gid'];
const LISTED_BEYOND_KEYS = PAGE_COLUMN_KEYS.filter((c) => !INDEX_KEYS.includes(c));

/**
 * A submission (spec doc 1 §3). A row whose status is Pending (5) is the judge queue entry;
 * `priority` orders the queue (contest before practice) and `judgeAttempt` is bumped each time a
 * judge claims the row, so results of an older attempt are refused.
 */
export const submissions = sqliteTable(
  'submissions',
  {
    submitId: integer('submit_id').primaryKey({ autoIncrement: true }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayPid: text('display_pid').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** The contest it was made in; null outside contests (practice, a training, a group's problem). */
    cid: integer('cid').references(() => contests.id),
    /** The training it was made through (verified on submit); null outside trainings. */
    tid: integer('tid').references(() => trainings.id),
    gid: integer('gid'),
    status: integer('status').notNull().default(5),
    score: integer('score'),
    oiRankScore: integer('oi_rank_score'),
    time: integer('time'),
    memory: integer('memory'),
    length: integer('length').notNull(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    errorMessage: text('error_message'),
    judger: text('judger'),
    isManual: bool('is_manual').notNull().default(false),
    share: bool('share').notNull().default(false),
    ip: text('ip').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    judgeAttempt: integer('judge_attempt').notNull().default(0),
    /** Until when the judge's claim holds without word from it; then the claim lapses (src/judging/lease.ts). */
    leaseUntil: ms('lease_until'),
    /** How many times a claim of this submission ended without a verdict and was put back in the queue. */
    judgeRetries: integer('judge_retries').notNull().default(0),
    submitTime: ms('submit_time').notNull(),
    judgedAt: ms('judged_at'),
  },
  (t) => [
    // The fair queue: each user's oldest pending submission per priority, and who is being judged now.
    index('submissions_queue').on(t.status, t.priority, t.uid, t.submitId),
    index('submissions_uid').on(t.uid, t.submitId),
    index('submissions_pid').on(t.pid, t.submitId),
    index('submissions_uid_pid_status').on(t.uid, t.pid, t.status),
    index('submissions_cid').on(t.cid, t.submitId),
    index('submissions_tid').on(t.tid, t.uid, t.pid, t.submitId),
    // The submission lists: practice (no contest, no group) or a group, optionally by status, newest first.
    index('submissions_scope').on(t.cid, t.gid, t.submitId),
    index('submissions_scope_status').on(t.cid, t.gid, t.status, t.submitId),
    // An author's and a problem's pages: their index also holds every column the list shows
    // (domain/submissions/list.ts), so a page is read off one short range of it and no row is sought.
    index('submissions_uid_scope').on(t.uid, t.cid, t.gid, t.submitId, t.pid, ...LISTED_BEYOND_KEYS.map((c) => t[c])),
    index('submissions_pid_scope').on(t.pid, t.cid, t.gid, t.submitId, t.uid, ...LISTED_BEYOND_KEYS.map((c) => t[c])),
    // Verdict counts of the problem list and problem page: one covering range per problem.
    index('submissions_pid_cid_status').on(t.pid, t.cid, t.status),
    // The home page: submissions per day of the last week, and practice problems accepted in it per user.
    index('submissions_time_status').on(t.submitTime, t.status),
    index('submissions_recent_ac').on(t.cid, t.status, t.submitTime, t.uid, t.pid),
  ],
);

/**
 * When the judge last served each user (a turn number that grows with every claim): the fair
 * queue serves the user with work waiting who was served least recently.
 */
export const judgeTurns = sqliteTable(
  'judge_turns',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    servedAt: integer('served_at').notNull(),
  },
  (t) => [index('judge_turns_served').on(t.servedAt)],
);

/** Per-test results of a submission: one row per case of the current judging attempt. */
export const judgeCases = sqliteTable(
  'judge_cases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submitId: integer('submit_id')
      .notNull()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    caseIndex: integer('case_index').notNull(),
    inputData: text('input_data').notNull(),
    outputData: text('output_data').notNull(),
    userOutput: text('user_output'),
    status: integer('status').notNull(),
    time: integer('time'),
    memory: integer('memory'),
    score: integer('score'),
    groupNum: integer('group_num'),
    /** Why the case failed (signal, checker message, output limit …); shown to administrators. */
    message: text('message'),
  },
  (t) => [uniqueIndex('judge_cases_submit').on(t.submitId, t.caseIndex)],
);
