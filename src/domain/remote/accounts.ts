import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { remoteAccounts } from '../../db/schema/index.ts';
import {
  ACCOUNT_SOURCE,
  type RemoteJudgeConfig,
  type RemoteSource,
  type SetRemoteAccountsInput,
} from '../../contract/remote.ts';
import { Errors } from '../errors.ts';
import { open, seal } from './secret-box.ts';

/**
 * The pools of remote accounts (the config's remote-judge section). The back office sees names
 * and switches; passwords and cookies are sealed (secret-box.ts) and read only by the remote
 * judge when it logs in.
 */
export interface AccountSecret {
  password: string;
  /** The site's cookies of the last session, as the HTTP client keeps them. */
  cookies: Record<string, string>;
}

export function remoteJudgeConfig(db: Db): RemoteJudgeConfig {
  const rows = db.select().from(remoteAccounts).orderBy(asc(remoteAccounts.source), asc(remoteAccounts.id)).all();
  return {
    accounts: rows.map((r) => ({
      source: r.source as RemoteSource,
      username: r.username,
      enabled: r.enabled,
      busy: r.busySubmitId !== null,
    })),
  };
}

/** Replaces a source's pool; a listed account sent without a password keeps its stored secret. */
export function setRemoteAccounts(db: Db, dataDir: string, input: SetRemoteAccountsInput): RemoteJudgeConfig {
  const source = ACCOUNT_SOURCE[input.source];
  db.transaction((tx) => {
    const old = new Map(
      tx
        .select()
        .from(remoteAccounts)
        .where(eq(remoteAccounts.source, source))
        .all()
        .map((r) => [r.username, r]),
    );
    const kept = new Set(input.accounts.map((a) => a.username));
    for (const [username, row] of old) {
      if (!kept.has(username)) tx.delete(remoteAccounts).where(eq(remoteAccounts.id, row.id)).run();
    }
    for (const a of input.accounts) {
      const prior = old.get(a.username);
      if (!prior && !a.password) throw Errors.RemotePasswordMissing(a.username);
      const secret = a.password
        ? seal(dataDir, JSON.stringify({ password: a.password, cookies: {} } satisfies AccountSecret))
        : prior!.secret;
      if (prior)
        tx.update(remoteAccounts).set({ secret, enabled: a.enabled }).where(eq(remoteAccounts.id, prior.id)).run();
      else tx.insert(remoteAccounts).values({ source, username: a.username, secret, enabled: a.enabled }).run();
    }
  });
  return remoteJudgeConfig(db);
}

export interface HeldAccount {
  id: number;
  username: string;
}

/**
 * Takes a free account of the source for one submission: the least recently used one not in a
 * backoff; null when all are busy. The claim is one conditional update, so no account is held twice.
 */
export function holdAccount(db: Db, source: RemoteSource, submitId: number, now = new Date()): HeldAccount | null {
  const free = and(
    eq(remoteAccounts.source, ACCOUNT_SOURCE[source]),
    eq(remoteAccounts.enabled, true),
    isNull(remoteAccounts.busySubmitId),
    or(isNull(remoteAccounts.backoffUntil), lte(remoteAccounts.backoffUntil, now)),
  );
  return db.transaction(
    (tx) => {
      const row = tx
        .select({ id: remoteAccounts.id, username: remoteAccounts.username })
        .from(remoteAccounts)
        .where(free)
        .orderBy(sql`coalesce(${remoteAccounts.lastUsedAt}, 0)`, asc(remoteAccounts.id))
        .get();
      if (!row) return null;
      tx.update(remoteAccounts)
        .set({ busySubmitId: submitId, lastUsedAt: now })
        .where(eq(remoteAccounts.id, row.id))
        .run();
      return row;
    },
    { behavior: 'immediate' },
  );
}

/** Gives the account back; after a refusal the site is left alone for `backoffMs`. */
export function releaseAccount(db: Db, id: number, backoffMs = 0, now = new Date()): void {
  db.update(remoteAccounts)
    .set({ busySubmitId: null, backoffUntil: backoffMs > 0 ? new Date(now.getTime() + backoffMs) : null })
    .where(eq(remoteAccounts.id, id))
    .run();
}

/** At start-up nothing holds an account: holds of a stopped server are let go. */
export function releaseAllAccounts(db: Db): void {
  db.update(remoteAccounts).set({ busySubmitId: null }).run();
}

export function accountSecret(db: Db, dataDir: string, id: number): AccountSecret & { username: string } {
  const row = db.select().from(remoteAccounts).where(eq(remoteAccounts.id, id)).get();
  if (!row) throw new Error('the remote account was removed');
  return { username: row.username, ...(JSON.parse(open(dataDir, row.secret)) as AccountSecret) };
}

/** Keeps the site's cookies of a logged-in session (sealed), so the next submission needs no login. */
export function saveCookies(db: Db, dataDir: string, id: number, cookies: Record<string, string>): void {
  const row = db.select().from(remoteAccounts).where(eq(remoteAccounts.id, id)).get();
  if (!row) return;
  const secret = JSON.parse(open(dataDir, row.secret)) as AccountSecret;
  const sealed = seal(dataDir, JSON.stringify({ ...secret, cookies }));
  db.update(remoteAccounts).set({ secret: sealed }).where(eq(remoteAccounts.id, id)).run();
}
