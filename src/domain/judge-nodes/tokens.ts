import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeNodes } from '../../db/schema/index.ts';
import { JUDGE_NODE_NAME } from '../../contract/judge-nodes.ts';
import { Errors } from '../errors.ts';
import { randomToken, sha256 } from '../accounts/secrets.ts';

/** A judge node's row as stored (with its token's hash: it never leaves the server). */
export type JudgeNodeRow = typeof judgeNodes.$inferSelect;

/**
 * Makes a node and its token: 32 random bytes in base64url, answered this once; only its sha-256
 * is kept. A name that is malformed or already used is refused.
 */
export function createJudgeNode(db: Db, name: string, now = Date.now()): { id: number; token: string } {
  const clean = name.trim();
  if (!JUDGE_NODE_NAME.test(clean)) throw Errors.JudgeNodeNameInvalid(clean.slice(0, 80));
  const token = randomToken(32);
  return db.transaction((tx) => {
    const clash = tx.select({ id: judgeNodes.id }).from(judgeNodes).where(eq(judgeNodes.name, clean)).get();
    if (clash) throw Errors.JudgeNodeNameTaken(clean);
    const row = tx
      .insert(judgeNodes)
      .values({ name: clean, tokenHash: sha256(token), createdAt: new Date(now) })
      .returning({ id: judgeNodes.id })
      .get();
    return { id: row.id, token };
  });
}

/**
 * Revokes a node's token: from now on it authenticates nothing, so the node's next claim, report
 * or heartbeat is refused and its leases run out. Revoking twice keeps the first time.
 */
export function revokeJudgeNode(db: Db, id: number, now = Date.now()): void {
  const row = db.select({ id: judgeNodes.id }).from(judgeNodes).where(eq(judgeNodes.id, id)).get();
  if (!row) throw Errors.JudgeNodeNotFound(id);
  db.update(judgeNodes)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(judgeNodes.id, id), isNull(judgeNodes.revokedAt)))
    .run();
}

/** The node a token belongs to, or null for an unknown, empty or revoked token. */
export function authenticateJudgeNode(db: Db, token: string): JudgeNodeRow | null {
  if (!token) return null;
  const row = db
    .select()
    .from(judgeNodes)
    .where(eq(judgeNodes.tokenHash, sha256(token)))
    .get();
  if (!row || row.revokedAt !== null) return null;
  return row;
}
