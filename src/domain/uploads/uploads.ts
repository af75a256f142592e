import { eq } from 'drizzle-orm';
import { groups } from '../../db/schema/index.ts';
import { standingIn } from '../access/group-standing.ts';
import { actorHas } from '../permissions/role-permissions.ts';
import type { Actor } from '../access/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  type CarouselItem,
  CAROUSEL_IMAGE_MAX_BYTES,
  type MdFileAnswer,
  type MdImageAnswer,
  MD_FILE_MAX_BYTES,
  MD_IMAGE_MAX_BYTES,
} from '../../contract/uploads.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { documentType, imageType } from './file-types.ts';
import { fileUrl, findUpload, listUploads, removeUpload, storeUpload } from './store.ts';

/** The carousel's images and the markdown editor's uploads (spec doc 1 §2, doc 3 §7). */

export interface Uploader {
  uid: string;
  username: string;
  role: number;
  permissions?: Actor['permissions'];
}
export interface Incoming {
  name: string;
  bytes: Uint8Array;
  gid?: number;
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
function checkSize(bytes: Uint8Array, max: number) {
  if (bytes.length > max) throw Errors.FileTooLargeLimit(mb(max));
}

/** The group an upload names, which must exist: its files count against its disk quota. */
function knownGroup(db: Db, gid: number | undefined): number | undefined {
  if (gid !== undefined && !db.select({ id: groups.id }).from(groups).where(eq(groups.id, gid)).get())
    throw Errors.GroupNotFound();
  return gid;
}

/**
 * Editor images: the admin roles (problem managers), and a group's admins for the group's texts
 * (the upload names the group). Files stay with the admin roles.
 */
export function assertMayUploadImage(db: Db, who: Uploader, gid: number | undefined): void {
  if (actorHas(who, 'problem_admin')) return;
  if (gid !== undefined && standingIn(db, gid, who).admin) return;
  throw Errors.Forbidden();
}

export async function uploadMdImage(db: Db, dataDir: string, who: Uploader, f: Incoming): Promise<MdImageAnswer> {
  assertMayUploadImage(db, who, f.gid);
  checkSize(f.bytes, MD_IMAGE_MAX_BYTES);
  const row = await storeUpload(db, dataDir, {
    kind: 'md-img',
    type: imageType(f.bytes),
    name: f.name,
    bytes: f.bytes,
    uid: who.uid,
    role: who.role,
    gid: knownGroup(db, f.gid),
  });
  return { link: fileUrl(row), fileId: row.id };
}

/** GET file/delete-md-img: the uploader or the super admin. */
export function deleteMdImage(db: Db, dataDir: string, who: Uploader, id: number): void {
  const row = findUpload(db, 'md-img', id);
  if (row.uid !== who.uid && !can.isRoot(who.role)) throw Errors.FileDeleteForbidden();
  removeUpload(db, dataDir, row);
}

export async function uploadMdFile(db: Db, dataDir: string, who: Uploader, f: Incoming): Promise<MdFileAnswer> {
  const type = documentType(f.name);
  checkSize(f.bytes, MD_FILE_MAX_BYTES);
  const row = await storeUpload(db, dataDir, {
    kind: 'md-file',
    type,
    name: f.name,
    bytes: f.bytes,
    uid: who.uid,
    role: who.role,
    gid: knownGroup(db, f.gid),
  });
  return { link: fileUrl(row), name: row.name };
}

export const carouselImages = (db: Db): CarouselItem[] =>
  listUploads(db, 'carousel').map((r) => ({ id: r.id, url: fileUrl(r) }));

export async function addCarouselImage(db: Db, dataDir: string, who: Uploader, f: Incoming): Promise<CarouselItem> {
  checkSize(f.bytes, CAROUSEL_IMAGE_MAX_BYTES);
  const row = await storeUpload(db, dataDir, {
    kind: 'carousel',
    type: imageType(f.bytes),
    name: f.name,
    bytes: f.bytes,
    uid: who.uid,
    role: who.role,
  });
  return { id: row.id, url: fileUrl(row) };
}

export function deleteCarouselImage(db: Db, dataDir: string, id: number): void {
  removeUpload(db, dataDir, findUpload(db, 'carousel', id));
}
