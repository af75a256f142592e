import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

/** Site configuration and switches, one row per key, value stored as JSON text. */
export const siteConfig = sqliteTable('site_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
