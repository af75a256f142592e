import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { type Announcement, AnnouncementStatus } from '../../contract/announcements.ts';
import { type Page, toPage } from '../../contract/envelope.ts';
import { Errors } from '../errors.ts';

/**
 * The site's announcements (spec doc 1 §2, doc 3 §3): the super admin writes them in markdown and
 * switches each visible or hidden; the home page lists the visible ones, newest first. A group's
 * announcements are the same records with its gid (`gid`: null for the site's), shown in the group.
 */

const inScope = (gid: number | null) => (gid === null ? isNull(announcements.gid) : eq(announcements.gid, gid));

type Row = typeof announcements.$inferSelect;
const toAnnouncement = (r: Row): Announcement => ({
  id: r.id,
  title: r.title,
  content: r.content,
  status: r.status,
  username: r.username,
  gmtCreate: r.createdAt.getTime(),
  gmtModified: r.updatedAt.getTime(),
});

function page(db: Db, where: ReturnType<typeof and>, q: { currentPage: number; limit: number }): Page<Announcement> {
  const total = db.select({ n: count() }).from(announcements).where(where).get()!.n;
  const rows = db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.id))
    .limit(q.limit)
    .offset((q.currentPage - 1) * q.limit)
    .all();
  return toPage(rows.map(toAnnouncement), total, q.limit, q.currentPage);
}

/** GET get-common-announcement: the visible site announcements. */
export const visibleAnnouncements = (db: Db, q: { currentPage: number; limit: number }, gid: number | null = null) =>
  page(db, and(inScope(gid), eq(announcements.status, AnnouncementStatus.VISIBLE)), q);

/** GET admin/announcement: every site announcement, hidden ones included. */
export const allAnnouncements = (db: Db, q: { currentPage: number; limit: number }, gid: number | null = null) =>
  page(db, and(inScope(gid)), q);

interface Fields {
  title: string;
  content: string;
  status: number;
}

export function createAnnouncement(
  db: Db,
  author: { uid: string; username: string },
  f: Fields,
  gid: number | null = null,
): Announcement {
  const now = new Date();
  return toAnnouncement(
    db
      .insert(announcements)
      .values({
        title: f.title,
        content: f.content,
        status: f.status,
        uid: author.uid,
        username: author.username,
        gid,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get(),
  );
}

export function updateAnnouncement(db: Db, id: number, f: Fields, gid: number | null = null): Announcement {
  const row = db
    .update(announcements)
    .set({ title: f.title, content: f.content, status: f.status, updatedAt: new Date() })
    .where(and(eq(announcements.id, id), inScope(gid)))
    .returning()
    .get();
  if (!row) throw Errors.AnnouncementNotFound();
  return toAnnouncement(row);
}

export function deleteAnnouncement(db: Db, id: number, gid: number | null = null): void {
  const gone = db
    .delete(announcements)
    .where(and(eq(announcements.id, id), inScope(gid)))
    .returning({ id: announcements.id })
    .all();
  if (gone.length === 0) throw Errors.AnnouncementNotFound();
}
