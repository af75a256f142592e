import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { groups } from './groups.ts';
import { users } from './users.ts';

/**
 * A user's line in the public ACM and OI ranks (spec doc 2 §3 "public rank record"), kept up to
 * date by the submission counters from the bank's practice submissions: `ac` distinct problems
 * accepted, `total` submissions, `score` the sum of each OI problem's best rank score.
 * Each index holds its rank's whole order (ties by uid) and the line's other count, so a page is
 * read off it alone.
 */
export const userRanks = sqliteTable(
  'user_ranks',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    ac: integer('ac').notNull(),
    total: integer('total').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    index('user_ranks_acm_order').on(sql`${t.ac} desc`, t.total, t.uid, t.score),
    index('user_ranks_oi_order').on(sql`${t.score} desc`, sql`${t.ac} desc`, t.uid, t.total),
  ],
);

/**
 * A member's line in their group's ACM and OI ranks (API-NEXT 9.7): one row per member of level 3–5,
 * counted from their submissions in the group (its practice, trainings and contests): `ac`
 * distinct problems accepted, `total` submissions, `score` the sum of each OI problem's best rank
 * score in the group's practice. Kept by the counters hook (groups/rank-keeper.ts) and, as members
 * join and leave, by triggers on group_members (migration 0028). Each index holds a group's whole
 * order and the line's other count, so a page is read off it alone.
 */
export const groupRanks = sqliteTable(
  'group_ranks',
  {
    gid: integer('gid')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    ac: integer('ac').notNull(),
    total: integer('total').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gid, t.uid] }),
    index('group_ranks_acm_order').on(t.gid, sql`${t.ac} desc`, t.total, t.uid, t.score),
    index('group_ranks_oi_order').on(t.gid, sql`${t.score} desc`, sql`${t.ac} desc`, t.uid, t.total),
  ],
);
