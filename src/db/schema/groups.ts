import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { bool, ms } from './columns.ts';

/**
 * A group (spec doc 3 §3): a class's private space. `auth` 1 public, 2 protected, 3 private (the
 * last two with a 6-character join `code`); `status` 1 bans it (the super admin's decision);
 * disbanding hides it (`deletedAt`), its problems, contests and submissions stay.
 */
export const groups = sqliteTable(
  'groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    brief: text('brief').notNull(),
    description: text('description').notNull(),
    avatar: text('avatar').notNull().default(''),
    ownerUid: text('owner_uid').references(() => users.uid, { onDelete: 'set null' }),
    owner: text('owner').notNull(),
    auth: integer('auth').notNull(),
    code: text('code').notNull().default(''),
    visible: bool('visible').notNull().default(true),
    status: integer('status').notNull().default(0),
    deletedAt: ms('deleted_at'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('groups_name').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('groups_short_name').on(sql`lower(${t.shortName})`).where(sql`${t.deletedAt} is null`),
    index('groups_owner').on(t.ownerUid, t.createdAt),
  ],
);

/** A member or applicant of a group: `auth` 1 applying, 2 refused, 3 member, 4 admin, 5 root (API-NEXT 9.7). */
export const groupMembers = sqliteTable(
  'group_members',
  {
    gid: integer('gid')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    auth: integer('auth').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gid, t.uid] }),
    index('group_members_uid').on(t.uid, t.auth),
    index('group_members_gid').on(t.gid, t.auth),
  ],
);
