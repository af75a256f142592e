import { integer } from 'drizzle-orm/sqlite-core';

/** Column kinds used across the tables: a time in milliseconds, and a 0/1 flag. */
export const ms = (name: string) => integer(name, { mode: 'timestamp_ms' });
export const bool = (name: string) => integer(name, { mode: 'boolean' });
