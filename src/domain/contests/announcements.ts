import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contestAnnouncements } from '../../db/schema/index.ts';
import type { ContestAnnouncement } from '../../contract/contest-ops.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { publishContest } from '../events/hub.ts';

/**
 * A contest's announcements (doc 2 §3; issue "running a contest in a lab"): its admins write them,
 * participants who may see inside read them; each new or changed one is pushed to open pages.
 */

type Row = typeof contestAnnouncements.$inferSelect;
const toAnnouncement = (r: Row): ContestAnnouncement => ({
  id: r.id,
  cid: r.cid,
  title: r.title,
  content: r.content,
  author: r.author,
  gmtCreate: r.createdAt.getTime(),
  gmtModified: r.updatedAt.getTime(),
});

export function listAnnouncements(db: Db, cid: number, currentPage: number, limit: number): Page<ContestAnnouncement> {
  const where = eq(contestAnnouncements.cid, cid);
  const total = db.select({ n: count() }).from(contestAnnouncements).where(where).get()!.n;
  const rows = db
    .select()
    .from(contestAnnouncements)
    .where(where)
    .orderBy(desc(contestAnnouncements.id))
    .limit(limit)
    .offset((currentPage - 1) * limit)
    .all();
  return toPage(rows.map(toAnnouncement), total, limit, currentPage);
}

/** The announcements this device has not read yet, newest first. */
export function unreadAnnouncements(db: Db, cid: number, read: number[]): ContestAnnouncement[] {
  return db
    .select()
    .from(contestAnnouncements)
    .where(and(eq(contestAnnouncements.cid, cid), read.length ? notInArray(contestAnnouncements.id, read) : undefined))
    .orderBy(desc(contestAnnouncements.id))
    .limit(100)
    .all()
    .map(toAnnouncement);
}

export function addAnnouncement(
  db: Db,
  actor: Actor,
  cid: number,
  a: { title: string; content: string },
): ContestAnnouncement {
  const now = new Date();
  const row = db
    .insert(contestAnnouncements)
    .values({
      cid,
      title: a.title,
      content: a.content,
      uid: actor.uid,
      author: actor.username,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  publishContest(cid, 'announcement');
  return toAnnouncement(row);
}

export function updateAnnouncement(
  db: Db,
  cid: number,
  a: { id?: number; title: string; content: string },
): ContestAnnouncement {
  if (!a.id) throw Errors.Validation('announcement.id is required');
  const row = db
    .update(contestAnnouncements)
    .set({ title: a.title, content: a.content, updatedAt: new Date() })
    .where(and(eq(contestAnnouncements.id, a.id), eq(contestAnnouncements.cid, cid)))
    .returning()
    .get();
  if (!row) throw Errors.ContestAnnouncementNotFound();
  publishContest(cid, 'announcement');
  return toAnnouncement(row);
}

/** The contest an announcement belongs to (its admins may delete it). */
export function announcementContest(db: Db, aid: number): number {
  const row = db
    .select({ cid: contestAnnouncements.cid })
    .from(contestAnnouncements)
    .where(eq(contestAnnouncements.id, aid))
    .get();
  if (!row) throw Errors.ContestAnnouncementNotFound();
  return row.cid;
}

export function deleteAnnouncement(db: Db, aid: number): void {
  const cid = announcementContest(db, aid);
  db.delete(contestAnnouncements).where(eq(contestAnnouncements.id, aid)).run();
  publishContest(cid, 'announcement');
}
