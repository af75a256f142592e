import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, ms } from './columns.ts';
import { submissions } from './submissions.ts';

/**
 * The accounts Verdict uses on the remote judges, per source. `secret` holds the password and the
 * site's cookies sealed with the data directory's key (AES-GCM); it never leaves the server.
 * `busySubmitId` is the submission that holds the account now (one at a time).
 */
export const remoteAccounts = sqliteTable(
  'remote_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    source: text('source').notNull(),
    username: text('username').notNull(),
    secret: text('secret').notNull(),
    enabled: bool('enabled').notNull().default(true),
    busySubmitId: integer('busy_submit_id'),
    backoffUntil: ms('backoff_until'),
    lastUsedAt: ms('last_used_at'),
  },
  (t) => [uniqueIndex('remote_accounts_source_username').on(t.source, t.username)],
);

/**
 * A submission judged on a remote site: its row here keeps it out of the local judge's queue and
 * records how far it got. `remoteId` is written the moment the site names the run, before anything
 * else, so a restarted server polls it again and never sends it twice.
 */
export const remoteRuns = sqliteTable(
  'remote_runs',
  {
    submitId: integer('submit_id')
      .primaryKey()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    remoteProblem: text('remote_problem').notNull(),
    /** queued → sending → sent → done, or failed (Submit Failed; resubmit queues it again). */
    state: text('state').notNull().default('queued'),
    accountId: integer('account_id'),
    remoteId: text('remote_id'),
    sendingSince: ms('sending_since'),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('remote_runs_state').on(t.state)],
);
