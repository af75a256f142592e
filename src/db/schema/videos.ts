import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { ms } from './columns.ts';

/**
 * A video lesson (spec doc 1 §2 /video-list): a file uploaded into the data directory (`file`,
 * served with range requests) or a link on the school's network (`url`); shown in `rank` order.
 */
export const videoLessons = sqliteTable(
  'video_lessons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    rank: integer('rank').notNull().default(0),
    file: text('file'),
    url: text('url'),
    size: integer('size').notNull().default(0),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('video_lessons_order').on(t.rank, t.id)],
);
