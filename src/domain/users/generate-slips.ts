import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { GenerateAnswer, GeneratedAccount } from '../../contract/user-import.ts';
import type { Actor } from '../access/actor.ts';
import { slipTargets } from '../access/slip-targets.ts';
import { randomPassword } from '../accounts/secrets.ts';
import { endAllSessions } from '../accounts/sessions.ts';
import { hashAll } from './import-accounts.ts';
import { keepGenerated } from './generate-store.ts';

/**
 * Login slips for chosen accounts (the users page, a group's member list): each gets a new random
 * password (the old one stops working, its sessions end), kept in memory with the generated
 * accounts' for the same slips page and CSV (generate-store.ts). Who may: access/slip-targets.ts,
 * asked before hashing and again inside the transaction that writes; a refusal changes nothing.
 */
export async function slipsFor(
  db: Db,
  actor: Actor,
  input: { uids: string[]; password_length: number },
  gid?: number,
): Promise<GenerateAnswer> {
  const targets = slipTargets(db, actor, input.uids, gid);
  const accounts: GeneratedAccount[] = targets.map((t) => ({
    username: t.username,
    realname: t.realname,
    password: randomPassword(input.password_length),
  }));
  const hashes = await hashAll(accounts.map((a) => a.password));
  const now = new Date();
  db.transaction((tx) => {
    // Roles and memberships read again on the same connection: a change meanwhile refuses them all.
    slipTargets(db, actor, input.uids, gid);
    targets.forEach((t, i) => {
      tx.update(users).set({ passwordHash: hashes[i]!, updatedAt: now }).where(eq(users.uid, t.uid)).run();
      endAllSessions(tx as unknown as Db, t.uid);
    });
  });
  return { ...keepGenerated(accounts), count: accounts.length };
}
