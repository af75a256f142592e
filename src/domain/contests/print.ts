import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestPrints, users } from '../../db/schema/index.ts';
import { PRINT_INTERVAL_S, PRINT_MAX_LENGTH, PRINT_MIN_LENGTH, type PrintEntry } from '../../contract/contest-ops.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { publishContest } from '../events/hub.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * Printing in a contest (doc 2 §5, §9): a participant sends text of at least 50 characters, at
 * most once per 30 s; the contest's admins see the queue, waiting ones first, and mark each printed.
 */

type Row = typeof contestPrints.$inferSelect;
const toEntry = (r: Row): PrintEntry => ({
  id: r.id,
  cid: r.cid,
  username: r.username,
  realname: r.realname,
  ip: r.ip,
  content: r.content,
  status: r.status,
  gmtCreate: r.createdAt.getTime(),
});

export function checkPrintText(content: string): void {
  if (content.trim() === '') throw Errors.PrintContentEmpty();
  if (content.trim().length < PRINT_MIN_LENGTH) throw Errors.PrintContentShort();
  if (content.length > PRINT_MAX_LENGTH) throw Errors.PrintContentLong(PRINT_MAX_LENGTH);
}

export function submitPrint(
  db: Db,
  actor: Actor,
  c: ContestRow,
  content: string,
  ip: string,
  now = new Date(),
): PrintEntry {
  if (!c.openPrint) throw Errors.ContestPrintClosed();
  checkPrintText(content);
  return db.transaction(
    (tx) => {
      const last = tx
        .select({ createdAt: contestPrints.createdAt })
        .from(contestPrints)
        .where(and(eq(contestPrints.cid, c.id), eq(contestPrints.uid, actor.uid)))
        .orderBy(desc(contestPrints.id))
        .limit(1)
        .get();
      const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
      if (waited < PRINT_INTERVAL_S) throw Errors.PrintTooSoon(Math.ceil(PRINT_INTERVAL_S - waited));
      const realname =
        tx.select({ realname: users.realname }).from(users).where(eq(users.uid, actor.uid)).get()?.realname ?? '';
      const row = tx
        .insert(contestPrints)
        .values({
          cid: c.id,
          uid: actor.uid,
          username: actor.username,
          realname,
          ip,
          content,
          createdAt: now,
        })
        .returning()
        .get();
      publishContest(c.id, 'print');
      return toEntry(row);
    },
    { behavior: 'immediate' },
  );
}

/** The admin print queue: waiting requests first, oldest first within each status. */
export function listPrints(db: Db, cid: number, currentPage: number, limit: number): Page<PrintEntry> {
  const where = eq(contestPrints.cid, cid);
  const total = db.select({ n: count() }).from(contestPrints).where(where).get()!.n;
  const rows = db
    .select()
    .from(contestPrints)
    .where(where)
    .orderBy(asc(contestPrints.status), asc(contestPrints.id))
    .limit(limit)
    .offset((currentPage - 1) * limit)
    .all();
  return toPage(rows.map(toEntry), total, limit, currentPage);
}

export function findPrint(db: Db, id: number): PrintEntry {
  const row = db.select().from(contestPrints).where(eq(contestPrints.id, id)).get();
  if (!row) throw Errors.PrintNotFound();
  return toEntry(row);
}

export function markPrinted(db: Db, cid: number, id: number): void {
  const row = db
    .update(contestPrints)
    .set({ status: 1 })
    .where(and(eq(contestPrints.id, id), eq(contestPrints.cid, cid)))
    .returning()
    .get();
  if (!row) throw Errors.PrintNotFound();
  publishContest(cid, 'print');
}
