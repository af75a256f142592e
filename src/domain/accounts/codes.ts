import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { randomToken, sameSecret } from './secrets.ts';

/**
 * Single-use secrets kept in the database (so a restart does not forget them): image captchas,
 * slide challenges and tokens, e-mailed codes and reset codes.
 */
export type CodeKind = (typeof verificationCodes.$inferSelect)['kind'];

/** Wrong answers allowed for a code looked up by subject (e-mailed codes) before it is dropped. */
const MAX_ATTEMPTS = 5;

export function issueCode(
  db: Db,
  kind: CodeKind,
  answer: string,
  ttlMs: number,
  subject = '',
  now = Date.now(),
): string {
  const key = randomToken(18);
  db.transaction((tx) => {
    tx.delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, new Date(now)))
      .run();
    // A subject has one live code of a kind: asking again replaces it.
    if (subject)
      tx.delete(verificationCodes)
        .where(and(eq(verificationCodes.kind, kind), eq(verificationCodes.subject, subject)))
        .run();
    tx.insert(verificationCodes)
      .values({ key, kind, answer, subject, createdAt: new Date(now), expiresAt: new Date(now + ttlMs) })
      .run();
  });
  return key;
}

/**
 * Checks the answer of the code `key` and removes the code whatever the answer: one try each.
 * Returns the code's subject when the answer was right, else null.
 */
export function consumeCode(
  db: Db,
  kind: CodeKind,
  key: string,
  check: (answer: string) => boolean,
  now = Date.now(),
): string | null {
  const row = db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.key, key), eq(verificationCodes.kind, kind)))
    .returning()
    .get();
  if (!row || row.expiresAt.getTime() <= now || !check(row.answer)) return null;
  return row.subject;
}

/** Checks an e-mailed or texted code of a subject; a wrong answer counts, the 5th wrong one drops the code. */
export function consumeSubjectCode(db: Db, kind: CodeKind, subject: string, answer: string, now = Date.now()): boolean {
  return db.transaction((tx) => {
    const row = tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.kind, kind), eq(verificationCodes.subject, subject)))
      .get();
    if (!row || row.expiresAt.getTime() <= now) return false;
    if (sameSecret(row.answer, answer)) {
      tx.delete(verificationCodes).where(eq(verificationCodes.key, row.key)).run();
      return true;
    }
    if (row.attempts + 1 >= MAX_ATTEMPTS) tx.delete(verificationCodes).where(eq(verificationCodes.key, row.key)).run();
    else
      tx.update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.key, row.key))
        .run();
    return false;
  });
}

/** Milliseconds since the live code of this subject was issued, or null when there is none. */
export function codeAge(db: Db, kind: CodeKind, subject: string, now = Date.now()): number | null {
  const row = db
    .select({ createdAt: verificationCodes.createdAt, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.kind, kind), eq(verificationCodes.subject, subject)))
    .orderBy(desc(verificationCodes.createdAt))
    .get();
  if (!row || row.expiresAt.getTime() <= now) return null;
  return now - row.createdAt.getTime();
}
