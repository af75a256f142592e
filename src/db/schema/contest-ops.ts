import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { contests } from './contests.ts';
import { submissions } from './submissions.ts';
import { bool, ms } from './columns.ts';

/** What runs beside a contest in the lab (spec doc 2 §3): its announcements, print requests and balloon checks. */

export const contestAnnouncements = sqliteTable(
  'contest_announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    uid: text('uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('contest_announcements_cid').on(t.cid, t.id)],
);

/** A participant's text to print; status 0 waiting, 1 printed. */
export const contestPrints = sqliteTable(
  'contest_prints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    realname: text('realname').notNull().default(''),
    ip: text('ip').notNull().default(''),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('contest_prints_cid').on(t.cid, t.status, t.id), index('contest_prints_uid').on(t.uid, t.id)],
);

/** A first accept the balloon runner has delivered (the AC helper's "Check It"). */
export const contestAcChecks = sqliteTable(
  'contest_ac_checks',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    submitId: integer('submit_id')
      .notNull()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    checked: bool('checked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.submitId] })],
);

/**
 * A computational-thinking contest's final hand-in (spec doc 2 §4): once a participant has one,
 * their answers are closed; the answers themselves are the contest's submissions.
 */
export const contestHandIns = sqliteTable(
  'contest_hand_ins',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] })],
);
