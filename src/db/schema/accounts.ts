import { sqliteTable, text, integer, primaryKey, index } from 'drizzle-orm/sqlite-core';
import { ms } from './columns.ts';

/**
 * Consecutive failed logins of one username (lower case) from one IP address. From the 5th a
 * slide verification is required; the 20th locks the pair until `lockedUntil`.
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    count: integer('count').notNull().default(0),
    lastFailedAt: ms('last_failed_at').notNull(),
    lockedUntil: ms('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/**
 * Short-lived single-use secrets: image captchas, slide challenges and the tokens they grant,
 * e-mailed registration / e-mail-change codes and password-reset codes. `subject` ties a code
 * to what it was issued for (an e-mail address, a user id); `attempts` counts wrong answers.
 */
export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    key: text('key').primaryKey(),
    kind: text('kind', {
      enum: [
        'image',
        'slide',
        'slide_token',
        'register_email',
        'change_email',
        'reset_password',
        'register_phone',
        'reset_phone',
        'change_phone',
      ],
    }).notNull(),
    answer: text('answer').notNull(),
    subject: text('subject').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [
    index('verification_codes_subject').on(t.kind, t.subject),
    index('verification_codes_expires').on(t.expiresAt),
  ],
);
