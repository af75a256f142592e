import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ms } from './columns.ts';

/**
 * The machines that judge for this server over HTTP (`verdict judge-node`). Each holds a token made
 * in the back office; only its sha-256 (hex) is kept here. `revokedAt` is null while the token is
 * valid. The rest is what the node said at its last heartbeat, and how many final verdicts it
 * reported.
 */
export const judgeNodes = sqliteTable('judge_nodes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ms('created_at').notNull(),
  revokedAt: ms('revoked_at'),
  lastSeenAt: ms('last_seen_at'),
  address: text('address'),
  version: text('version'),
  workers: integer('workers').notNull().default(0),
  busy: integer('busy').notNull().default(0),
  /** JSON array of the language ids the node can judge. */
  languages: text('languages').notNull().default('[]'),
  judged: integer('judged').notNull().default(0),
});
