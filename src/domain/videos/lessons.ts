import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, videoLessons } from '../../db/schema/index.ts';
import {
  type AdminVideoLesson,
  type CreateVideoUrl,
  type UpdateVideo,
  VIDEO_MAX_BYTES,
  type VideoLesson,
  type VideoUploadQuery,
  videoFileUrl,
} from '../../contract/videos.ts';
import { Errors } from '../errors.ts';
import { openVideo, receiveVideo, removeVideo } from './video-files.ts';
import { storedMime } from './video-type.ts';
import { assertDiskReserve } from '../site/disk-space.ts';

/**
 * The video lessons of /video-list, in `rank` order (then the order they were added). Everyone may
 * watch them; the routes let only the holders of `problem_admin` change them.
 */

type Row = typeof videoLessons.$inferSelect;

const urlOf = (row: Row) => (row.file ? videoFileUrl(row.id) : (row.url ?? ''));
const ordered = (db: Db) => db.select().from(videoLessons).orderBy(asc(videoLessons.rank), asc(videoLessons.id));

export const listLessons = (db: Db): VideoLesson[] =>
  ordered(db)
    .all()
    .map((r) => ({ id: r.id, title: r.title, rank: r.rank, url: urlOf(r) }));

/** GET video/scratch-video-list: the lessons' URLs, as the specification names them. */
export const scratchVideoList = (db: Db): string[] => listLessons(db).map((l) => l.url);

export function listAdminLessons(db: Db): AdminVideoLesson[] {
  const rows = db
    .select({ lesson: videoLessons, author: users.username })
    .from(videoLessons)
    .leftJoin(users, eq(users.uid, videoLessons.authorUid))
    .orderBy(asc(videoLessons.rank), asc(videoLessons.id))
    .all();
  return rows.map(({ lesson: r, author }) => ({
    id: r.id,
    title: r.title,
    rank: r.rank,
    url: urlOf(r),
    source: r.file ? 'file' : 'url',
    size: r.size,
    author,
    createdAt: r.createdAt.getTime(),
  }));
}

function findLesson(db: Db, id: number): Row {
  const row = db.select().from(videoLessons).where(eq(videoLessons.id, id)).get();
  if (!row) throw Errors.VideoNotFound();
  return row;
}

export function createUrlLesson(db: Db, uid: string, form: CreateVideoUrl): VideoLesson {
  const row = db
    .insert(videoLessons)
    .values({ title: form.title, rank: form.rank, url: form.url, authorUid: uid, createdAt: new Date() })
    .returning()
    .get();
  return { id: row.id, title: row.title, rank: row.rank, url: urlOf(row) };
}

export interface UploadBody {
  stream: ReadableStream<Uint8Array> | null;
  declaredSize: number | null;
}

/** Streams the body to disk, then adds the lesson; a failed insert removes the file again. */
export async function createFileLesson(
  db: Db,
  dataDir: string,
  uid: string,
  form: VideoUploadQuery,
  body: UploadBody,
  max = VIDEO_MAX_BYTES,
): Promise<VideoLesson> {
  // The disk's free-space reserve holds for the declared size (a body without one: the reserve is not yet reached).
  assertDiskReserve(db, dataDir, body.declaredSize ?? 0);
  const file = await receiveVideo(dataDir, body.stream, body.declaredSize, max);
  try {
    const row = db
      .insert(videoLessons)
      .values({
        title: form.title,
        rank: form.rank,
        file: file.name,
        size: file.size,
        authorUid: uid,
        createdAt: new Date(),
      })
      .returning()
      .get();
    return { id: row.id, title: row.title, rank: row.rank, url: urlOf(row) };
  } catch (error) {
    removeVideo(dataDir, file.name);
    throw error;
  }
}

export function updateLesson(db: Db, form: UpdateVideo): void {
  findLesson(db, form.id);
  db.update(videoLessons).set({ title: form.title, rank: form.rank }).where(eq(videoLessons.id, form.id)).run();
}

/** Deletes the lesson and its file. */
export function deleteLesson(db: Db, dataDir: string, id: number): void {
  const row = findLesson(db, id);
  db.delete(videoLessons).where(eq(videoLessons.id, id)).run();
  if (row.file) removeVideo(dataDir, row.file);
}

/** The stored file of an uploaded lesson, to serve; a link lesson or a missing file is not found. */
export function lessonFile(db: Db, dataDir: string, id: number): { path: string; size: number; mime: string } {
  const row = findLesson(db, id);
  const opened = row.file ? openVideo(dataDir, row.file) : null;
  if (!row.file || !opened) throw Errors.FileNotFound();
  return { ...opened, mime: storedMime(row.file) };
}
