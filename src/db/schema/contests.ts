import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { problems } from './problems.ts';
import { bool, ms } from './columns.ts';

/**
 * A contest (spec doc 2 §3, doc 3 §3). Times in ms; `duration` in seconds as the spec gives it.
 * Deleting a contest hides it (`deletedAt`): its submissions and their results stay.
 */
export const contests = sqliteTable(
  'contests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 0 ACM, 1 OI. */
    type: integer('type').notNull(),
    /** 0 public, 1 private, 2 protected. */
    auth: integer('auth').notNull(),
    pwd: text('pwd').notNull().default(''),
    startTime: ms('start_time').notNull(),
    endTime: ms('end_time').notNull(),
    duration: integer('duration').notNull(),
    sealRank: bool('seal_rank').notNull().default(false),
    sealRankTime: ms('seal_rank_time'),
    autoRealRank: bool('auto_real_rank').notNull().default(true),
    visible: bool('visible').notNull().default(true),
    openPrint: bool('open_print').notNull().default(false),
    openRank: bool('open_rank').notNull().default(false),
    rankShowName: text('rank_show_name', { enum: ['username', 'nickname', 'realname'] })
      .notNull()
      .default('username'),
    oiRankScoreType: text('oi_rank_score_type', { enum: ['Recent', 'Highest'] })
      .notNull()
      .default('Recent'),
    /** JSON list of usernames. */
    starAccount: text('star_account').notNull().default('[]'),
    openAccountLimit: bool('open_account_limit').notNull().default(false),
    accountLimitRule: text('account_limit_rule').notNull().default(''),
    /** 0 none, 1 by proportion, 2 by count. */
    awardType: integer('award_type').notNull().default(0),
    /** JSON list of {priority, name, background, color, num}. */
    awardConfig: text('award_config').notNull().default('[]'),
    allowEndSubmit: bool('allow_end_submit').notNull().default(false),
    /** Exam mode (docs/contests.md): allowed addresses, one session, the contest only, extra time. */
    examMode: bool('exam_mode').notNull().default(false),
    /** Allowed client addresses or CIDR ranges, one per line; empty: any address. */
    examAddresses: text('exam_addresses').notNull().default(''),
    /** When the contest's admins unsealed the board by hand ("unseal now"); null: the seal follows its rules. */
    unsealedAt: ms('unsealed_at'),
    gid: integer('gid'),
    deletedAt: ms('deleted_at'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('contests_list').on(t.deletedAt, t.visible, t.startTime)],
);

/** A problem of a contest, shown under its display id ("A", "B" …) with its own title and balloon colour. */
export const contestProblems = sqliteTable(
  'contest_problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    displayTitle: text('display_title').notNull(),
    color: text('color'),
  },
  (t) => [
    uniqueIndex('contest_problems_display').on(t.cid, t.displayId),
    uniqueIndex('contest_problems_pid').on(t.cid, t.pid),
    index('contest_problems_by_problem').on(t.pid),
  ],
);

/** Who registered for a contest (spec doc 2 §7 "register to contest"). */
export const contestRegistrations = sqliteTable(
  'contest_registrations',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] }), index('contest_registrations_uid').on(t.uid, t.cid)],
);

/** Extra minutes a participant of an exam gets: their window ends later, and the board and seal follow it. */
export const contestExtraTime = sqliteTable(
  'contest_extra_time',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] })],
);

/**
 * What happened to an exam participant's sessions: a login, one replaced by another, a refused
 * address, one ended by a proctor; the window opened for them (their sessions from before were
 * sorted out), and a proctor released them from the exam.
 */
export const contestSessionEvents = sqliteTable(
  'contest_session_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['login', 'replaced', 'refused', 'ended', 'opened', 'released'] }).notNull(),
    ip: text('ip').notNull().default(''),
    at: ms('at').notNull(),
  },
  (t) => [index('contest_session_events_cid').on(t.cid, t.uid, t.id)],
);

/**
 * A participant's result on one contest problem in one board view (src/contract/scoreboard): kept
 * up to date when a contest submission is stored, judged, judged again or deleted, and rebuilt when
 * the contest's times change, so a board is a read of these rows and never a recount.
 */
export const contestCells = sqliteTable(
  'contest_cells',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    view: text('view', { enum: ['live', 'withEnd', 'sealed'] }).notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    ac: bool('ac').notNull(),
    acTime: integer('ac_time'),
    errorNum: integer('error_num').notNull(),
    tries: integer('tries').notNull(),
    frozenTries: integer('frozen_tries').notNull(),
    score: integer('score').notNull(),
    acRunTime: integer('ac_run_time'),
    afterEnd: bool('after_end').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.view, t.uid, t.pid] })],
);
