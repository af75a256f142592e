import { sqliteTable, text, integer, primaryKey, index } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { groups } from './groups.ts';
import { ms } from './columns.ts';

/**
 * Disk each user and each group fills under the data directory. The two usage tables are the
 * recorded figures the quotas are checked against, changed in the same transaction as the record
 * of the file that changes them; `verdict doctor` recounts them from what is charged:
 * `uploaded_files` rows (editor images and files, the carousel) and `disk_charges` below.
 */
export const userDiskUsage = sqliteTable('user_disk_usage', {
  uid: text('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
});

export const groupDiskUsage = sqliteTable('group_disk_usage', {
  gid: integer('gid')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
});

/**
 * Files kept for someone that have no row of their own: a user's avatar (ref: the uid), a group's
 * avatar (ref: the gid), a group problem's test data (ref: the problem's id). One row per thing,
 * replaced when the thing is replaced; charged to the user who stored it and to its group.
 */
export const diskCharges = sqliteTable(
  'disk_charges',
  {
    kind: text('kind', { enum: ['avatar', 'group-avatar', 'testcases'] }).notNull(),
    ref: text('ref').notNull(),
    uid: text('uid').references(() => users.uid, { onDelete: 'set null' }),
    gid: integer('gid').references(() => groups.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.ref] }),
    index('disk_charges_uid').on(t.uid),
    index('disk_charges_gid').on(t.gid),
  ],
);
