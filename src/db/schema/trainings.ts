import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { problems } from './problems.ts';
import { bool, ms } from './columns.ts';

/** A training category: a name and the colour its trainings are tagged with (spec doc 3 §3). */
export const trainingCategories = sqliteTable(
  'training_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    gid: integer('gid'),
  },
  (t) => [uniqueIndex('training_categories_name').on(t.gid, t.name)],
);

/**
 * A training (spec doc 2 §3, doc 3 §3): an ordered set of problems, public or behind a password.
 * `openFrom` and `dueAt` are optional: before `openFrom` only its admins see the problems; an accept
 * after `dueAt` is still judged but counted late, and `onTimeRank` ranks on-time accepts only.
 * Deleting a training hides it (`deletedAt`); its submissions stay.
 */
export const trainings = sqliteTable(
  'trainings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    rank: integer('rank').notNull().default(1000),
    auth: text('auth', { enum: ['Public', 'Private'] }).notNull(),
    privatePwd: text('private_pwd').notNull().default(''),
    categoryId: integer('category_id').references(() => trainingCategories.id),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    visible: bool('visible').notNull().default(true),
    openFrom: ms('open_from'),
    dueAt: ms('due_at'),
    onTimeRank: bool('on_time_rank').notNull().default(false),
    gid: integer('gid'),
    /** 'code' trainings, or 'choice': a computational-thinking training of choice problems. */
    kind: text('kind', { enum: ['code', 'choice'] })
      .notNull()
      .default('code'),
    deletedAt: ms('deleted_at'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('trainings_list').on(t.deletedAt, t.gid, t.kind, t.rank, t.id)],
);

/** A problem of a training, in the order of `rank` (ascending), shown under its display id. */
export const trainingProblems = sqliteTable(
  'training_problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    rank: integer('rank').notNull().default(1000),
  },
  (t) => [uniqueIndex('training_problems_pid').on(t.tid, t.pid), index('training_problems_by_problem').on(t.pid)],
);

/** Who registered for a private training with its password; `banned` switches a registration off. */
export const trainingRegistrations = sqliteTable(
  'training_registrations',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    banned: bool('banned').notNull().default(false),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] }), index('training_registrations_uid').on(t.uid, t.tid)],
);

/**
 * A user's record on one problem in one training (submissions through it and, in a private
 * training, a registered student's accepts made outside it: src/domain/trainings/cells.ts), kept
 * up to date by the submission counters and rebuilt when the training's due date changes: the
 * rank, the progress column and the progress grid read these rows and never recount submissions.
 */
export const trainingCells = sqliteTable(
  'training_cells',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tries: integer('tries').notNull(),
    /** The status of the latest finished submission (the grid's "tried" colour and icon). */
    lastStatus: integer('last_status').notNull(),
    bestScore: integer('best_score'),
    firstAcAt: ms('first_ac_at'),
    /** The shortest run time among accepted submissions, and among those made by the due date. */
    acRunTime: integer('ac_run_time'),
    onTimeRunTime: integer('on_time_run_time'),
    onTimeAc: bool('on_time_ac').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid, t.pid] }), index('training_cells_uid').on(t.uid, t.tid)],
);

/** A participant's totals in a training (sums of their cells): the rank pages by these. */
export const trainingMembers = sqliteTable(
  'training_members',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    ac: integer('ac').notNull(),
    runTime: integer('run_time').notNull(),
    onTimeAc: integer('on_time_ac').notNull(),
    onTimeRunTime: integer('on_time_run_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tid, t.uid] }),
    // Each holds its rank's whole order (ties by uid), so a page is read straight off it.
    index('training_members_order').on(t.tid, sql`${t.ac} desc`, t.runTime, t.uid),
    index('training_members_on_time_order').on(t.tid, sql`${t.onTimeAc} desc`, t.onTimeRunTime, t.uid),
  ],
);
