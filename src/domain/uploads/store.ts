import { and, asc, eq } from 'drizzle-orm';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema/index.ts';
import { PUBLIC_FILE_PREFIX } from '../../contract/uploads.ts';
import { randomToken } from '../accounts/secrets.ts';
import { Errors } from '../errors.ts';
import { assertDiskRoom, chargeFile, releaseFile } from '../site/disk-quota.ts';
import { type FileType, isInlineImage } from './file-types.ts';

/**
 * Uploaded files on disk: <dataDir>/public/<random name>.<ext>, one row each in `uploaded_files`
 * (kind, original name, mime type, size, uploader). Served by their stored name only, so no
 * request can name a path of its own. Each counts against its uploader's and its group's disk
 * quota: refused before it is written when it would not fit, counted with its row.
 */

export type UploadKind = 'carousel' | 'md-img' | 'md-file';
type Row = typeof uploadedFiles.$inferSelect;

const publicDir = (dataDir: string) => join(dataDir, 'public');
const NAME = /^[A-Za-z0-9_-]{24}\.[a-z]{2,4}$/;
export const fileUrl = (row: Pick<Row, 'path'>) => PUBLIC_FILE_PREFIX + row.path;

export interface NewUpload {
  kind: UploadKind;
  type: FileType;
  name: string;
  bytes: Uint8Array;
  uid: string;
  role: number;
  gid?: number;
}

export async function storeUpload(db: Db, dataDir: string, u: NewUpload): Promise<Row> {
  const owner = { uid: u.uid, role: u.role, gid: u.gid ?? null };
  assertDiskRoom(db, dataDir, owner, u.bytes.length);
  const stored = `${randomToken(18)}.${u.type.ext}`;
  mkdirSync(publicDir(dataDir), { recursive: true });
  const file = join(publicDir(dataDir), stored);
  await Bun.write(file, u.bytes);
  try {
    return db.transaction((tx) => {
      chargeFile(tx as unknown as Db, owner, u.bytes.length);
      return tx
        .insert(uploadedFiles)
        .values({
          kind: u.kind,
          path: stored,
          name: u.name.slice(0, 255) || stored,
          mime: u.type.mime,
          size: u.bytes.length,
          uid: u.uid,
          gid: u.gid ?? null,
          createdAt: new Date(),
        })
        .returning()
        .get();
    });
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  }
}

export function findUpload(db: Db, kind: UploadKind, id: number): Row {
  const row = db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.kind, kind)))
    .get();
  if (!row) throw Errors.FileNotFound();
  return row;
}

export function removeUpload(db: Db, dataDir: string, row: Row): void {
  db.transaction((tx) => {
    tx.delete(uploadedFiles).where(eq(uploadedFiles.id, row.id)).run();
    releaseFile(tx as unknown as Db, row, row.size);
  });
  if (NAME.test(row.path)) rmSync(join(publicDir(dataDir), row.path), { force: true });
}

export function listUploads(db: Db, kind: UploadKind): Row[] {
  return db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, kind)).orderBy(asc(uploadedFiles.id)).all();
}

/** The stored file of this name, with how to serve it; null for any name we never stored. */
export function publicFile(
  db: Db,
  dataDir: string,
  name: string,
): { path: string; mime: string; name: string; inline: boolean } | null {
  if (!NAME.test(name)) return null;
  const row = db.select().from(uploadedFiles).where(eq(uploadedFiles.path, name)).get();
  if (!row) return null;
  return { path: join(publicDir(dataDir), row.path), mime: row.mime, name: row.name, inline: isInlineImage(row.mime) };
}
