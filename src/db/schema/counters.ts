import { sqliteTable, text, integer, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { problems } from './problems.ts';

/**
 * Counts kept up to date when a submission is stored, finishes, is judged again, judged by hand,
 * cancelled or deleted (src/domain/submissions/counters.ts), so that lists read them instead of
 * counting submissions. `verdict doctor` rebuilds every one of them from the submissions.
 *
 * Unfinished submissions (Pending, Compiling, Judging) are counted together under Pending: the
 * judge's progress through them does not touch the counts.
 */

/** A problem's submissions in the bank (practice, outside groups), by status. */
export const problemCounts = sqliteTable(
  'problem_counts',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.status] })],
);

/** A user's submissions of the bank's submission list (practice, outside groups), by status. */
export const userCounts = sqliteTable(
  'user_counts',
  {
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.status] })],
);

/** Every submission of the bank's submission list (practice, outside groups), by status. */
export const bankCounts = sqliteTable('bank_counts', {
  status: integer('status').primaryKey(),
  n: integer('n').notNull(),
});

/** A user's practice record on a problem: the solved and tried sets and the status icons. */
export const userProblems = sqliteTable(
  'user_problems',
  {
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tries: integer('tries').notNull(),
    accepted: integer('accepted').notNull(),
    /** The highest score among the accepted submissions (OI problems). */
    bestScore: integer('best_score'),
    lastSubmitId: integer('last_submit_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.pid] })],
);

/** Submissions of every scope per day of submission (YYYY-MM-DD, server time zone): the home page's week. */
export const dayCounts = sqliteTable('day_counts', {
  day: text('day').primaryKey(),
  total: integer('total').notNull(),
  accepted: integer('accepted').notNull(),
});

/**
 * Submissions of every scope per hour of submission (the hour's first millisecond, on the server's
 * local hours) and the accepted ones among them: the dashboard's last day.
 */
export const hourCounts = sqliteTable('hour_counts', {
  hour: integer('hour').primaryKey(),
  total: integer('total').notNull(),
  accepted: integer('accepted').notNull(),
});

/** Accepted practice submissions per day, user and problem: the home page's seven-day ranking. */
export const dayAccepted = sqliteTable(
  'day_accepted',
  {
    day: text('day').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.uid, t.pid] })],
);

/**
 * A problem's submissions outside the bank's list, by contest (0: a group's practice and
 * trainings) and status: the problem's statistics add the group rows at once and a contest's rows
 * once the contest is over and its seal has lifted (src/domain/problems/counts.ts).
 */
export const problemScopeCounts = sqliteTable(
  'problem_scope_counts',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    cid: integer('cid').notNull(),
    status: integer('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.cid, t.status] })],
);
