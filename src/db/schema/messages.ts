import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { bool, ms } from './columns.ts';

/**
 * What happened to a user's posts (spec doc 2 §3 "message"): someone commented on their
 * discussion (`Discuss`), replied to their comment or reply (`Reply`), liked their discussion or
 * comment (`Like`). `state` true once read.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['Discuss', 'Reply', 'Like'] }).notNull(),
    recipientUid: text('recipient_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    senderUid: text('sender_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** Where it happened: a discussion or a contest (its comment tab), by id. */
    sourceType: text('source_type', { enum: ['Discussion', 'Contest'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    /** What was written (a comment or reply) or liked, and what it answers, by kind and id. */
    quoteType: text('quote_type', { enum: ['Discussion', 'Comment', 'Reply'] }),
    quoteId: integer('quote_id'),
    content: text('content').notNull().default(''),
    quoteContent: text('quote_content').notNull().default(''),
    state: bool('state').notNull().default(false),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    index('messages_inbox').on(t.recipientUid, t.kind, t.id),
    index('messages_unread').on(t.recipientUid, t.state, t.kind),
  ],
);

/** A notice an admin writes (spec doc 3 §3): to all users, named users or the admins. */
export const notices = sqliteTable('notices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  type: text('type', { enum: ['All', 'Single', 'Admin'] }).notNull(),
  /** JSON list of the named users' uids (type Single). */
  recipients: text('recipients').notNull().default('[]'),
  adminUid: text('admin_uid').references(() => users.uid, { onDelete: 'set null' }),
  adminUsername: text('admin_username').notNull(),
  /** Copied into the recipients' system messages. */
  pushed: bool('pushed').notNull().default(false),
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
});

/** A user's system (`sys`, from a notice) and personal (`mine`, an event about them) messages. */
export const userMessages = sqliteTable(
  'user_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sys', 'mine'] }).notNull(),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    state: bool('state').notNull().default(false),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('user_messages_inbox').on(t.uid, t.kind, t.id), index('user_messages_notice').on(t.noticeId, t.uid)],
);

/** Site announcements (spec doc 1 §3): shown on the home page while `status` is 0. */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    uid: text('uid').references(() => users.uid, { onDelete: 'set null' }),
    username: text('username').notNull(),
    gid: integer('gid'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('announcements_list').on(t.gid, t.status, t.id)],
);

/** Images of the home carousel and of the markdown editor, stored in the data directory under `path`. */
export const uploadedFiles = sqliteTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['carousel', 'md-img', 'md-file'] }).notNull(),
    /** Relative to the data directory's public files folder; served under /api/public/… */
    path: text('path').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uid: text('uid').references(() => users.uid, { onDelete: 'set null' }),
    gid: integer('gid'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('uploaded_files_kind').on(t.kind, t.id)],
);
