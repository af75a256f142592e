import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { type Announcement, AnnouncementStatus } from '../../contract/announcements.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';

/**
 * The site's announcements (spec doc 1 §2, doc 3 §3): the super admin writes them in markdown and
 * switches each visible or hidden; the home page lists the visible ones, newest first. Group
 * announcements (with a gid) belong to their group and never show here.
 */

type Row = typeof announcements.$inferSelect;
const toAnnouncement = (r: Row): Announcement => ({
  id: r.id, title: r.title, content: r.content, status: r.status, username: r.username,
  gmtCreate: r.createdAt.getTime(), gmtModified: r.updatedAt.getTime(),
});

function page(db: Db, where: ReturnType<typeof and>, q: { currentPage: number; limit: number }): Page<Announcement> {
  const total = db.select({ n: count() }).from(announcements).where(where).get()!.n;
  const rows = db.select().from(announcements).where(where).orderBy(desc(announcements.id))
    .limit(q.limit).offset((q.currentPage - 1) * q.limit).all();
  return toPage(rows.map(toAnnouncement), total, q.limit, q.currentPage);
}

/** GET get-common-announcement: the visible site announcements. */
export const visibleAnnouncements = (db: Db, q: { currentPage: number; limit: number }) =>
  page(db, and(isNull(announcements.gid), eq(announcements.status, AnnouncementStatus.VISIBLE)), q);

/** GET admin/announcement: every site announcement, hidden ones included. */
export const allAnnouncements = (db: Db, q: { currentPage: number; limit: number }) => page(db, and(isNull(announcements.gid)), q);

interface Fields { title: string; content: string; status: number }

export function createAnnouncement(db: Db, author: { uid: string; username: string }, f: Fields): Announcement {
  const now = new Date();
  return toAnnouncement(db.insert(announcements).values({
    title: f.title, content: f.content, status: f.status, uid: author.uid, username: author.username, createdAt: now, updatedAt: now,
  }).returning().get());
}

export function updateAnnouncement(db: Db, id: number, f: Fields): Announcement {
  const row = db.update(announcements).set({ title: f.title, content: f.content, status: f.status, updatedAt: new Date() })
    .where(and(eq(announcements.id, id), isNull(announcements.gid))).returning().get();
  if (!row) throw Errors.AnnouncementNotFound();
  return toAnnouncement(row);
}

export function deleteAnnouncement(db: Db, id: number): void {
  const gone = db.delete(announcements).where(and(eq(announcements.id, id), isNull(announcements.gid))).returning({ id: announcements.id }).all();
  if (gone.length === 0) throw Errors.AnnouncementNotFound();
}
