import { sqliteTable, text, integer, index, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { contests } from './contests.ts';
import { bool, ms } from './columns.ts';

/** Discussion categories (spec doc 2 §3); the super admin replaces the list wholesale. */
export const discussionCategories = sqliteTable('discussion_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  gid: integer('gid'),
});

/**
 * A discussion (spec doc 2 §3): a post in a category, about a problem (`pid`, the problem's id as
 * shown) or general. `status` 1 hides it (an admin's decision); counts are kept as likes, comments
 * and views change.
 */
export const discussions = sqliteTable(
  'discussions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => discussionCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    pid: text('pid'),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    gid: integer('gid'),
    topPriority: bool('top_priority').notNull().default(false),
    status: integer('status').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    index('discussions_list').on(t.gid, t.topPriority, t.id),
    index('discussions_uid').on(t.uid, t.createdAt),
    index('discussions_pid').on(t.pid, t.id),
  ],
);

export const discussionLikes = sqliteTable(
  'discussion_likes',
  {
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.did, t.uid] })],
);

/** A report of a discussion: `content` is each tag wrapped in hash signs, then the reason; `status` 1 handled. */
export const discussionReports = sqliteTable(
  'discussion_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    reporterUid: text('reporter_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('discussion_reports_list').on(t.status, t.id)],
);

/** A comment under a discussion (`did`) or in a contest's comment tab (`cid`). */
export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    did: integer('did').references(() => discussions.id, { onDelete: 'cascade' }),
    cid: integer('cid').references(() => contests.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: text('from_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    likeNum: integer('like_num').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('comments_did').on(t.did, t.id), index('comments_cid').on(t.cid, t.id)],
);

/** A reply to a comment, or to another reply of it (`toUid` names whom it answers). */
export const replies = sqliteTable(
  'replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fromUid: text('from_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    toUid: text('to_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('replies_comment').on(t.commentId, t.id)],
);

export const commentLikes = sqliteTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.uid] })],
);
