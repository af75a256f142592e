import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * A user's line in the public ACM and OI ranks (spec doc 2 §3 "public rank record"), kept up to
 * date by the submission counters from the bank's practice submissions: `ac` distinct problems
 * accepted, `total` submissions, `score` the sum of each OI problem's best rank score.
 * Each index holds its rank's whole order (ties by uid), so a page is read straight off it.
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
    index('user_ranks_acm_order').on(sql`${t.ac} desc`, t.total, t.uid),
    index('user_ranks_oi_order').on(sql`${t.score} desc`, sql`${t.ac} desc`, t.uid),
  ],
);
