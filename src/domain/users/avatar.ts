import { eq } from 'drizzle-orm';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AVATAR_MAX_BYTES, type UserInfo } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { randomToken } from '../accounts/secrets.ts';
import { getUser, toUserInfo } from '../accounts/user-info.ts';
import { assertDiskRoom, type DiskOwner, setCharge } from '../site/disk-quota.ts';
import { detectImageType, IMAGE_TYPES, type ImageExt } from '../image-type.ts';

/** Avatars: checked by their content, stored under <dataDir>/files/avatars/, served by name. */

export const AVATAR_URL_PREFIX = '/api/public/avatars/';

const avatarDir = (dataDir: string) => join(dataDir, 'files', 'avatars');
const NAME = /^[A-Za-z0-9_-]{24}\.(png|jpg|gif|bmp|webp)$/;

/** Whom an avatar is charged to (disk quotas): the uploader and the group, under its charge's kind and ref. */
export interface AvatarCharge {
  kind: 'avatar' | 'group-avatar';
  ref: string;
  owner: DiskOwner;
}

/**
 * Checks an uploaded image by its content and stores it under a fresh name: the URL it is served
 * at. `record` writes that URL where it belongs, in one transaction with the avatar's disk charge
 * (the reserve and the quotas are checked before anything is written); if it fails the file goes,
 * if it succeeds the file `previous` named goes. Users' and groups' avatars are kept this one way.
 */
export async function storeAvatar(
  db: Db,
  dataDir: string,
  bytes: Uint8Array,
  previous: string,
  charge: AvatarCharge,
  record: (tx: Db, url: string) => void,
): Promise<void> {
  if (bytes.length > AVATAR_MAX_BYTES) throw Errors.FileTooLarge();
  const ext = detectImageType(bytes);
  if (!ext) throw Errors.FileTypeNotSupported();
  assertDiskRoom(db, dataDir, charge.owner, bytes.length, charge);
  const name = `${randomToken(18)}.${ext}`;
  mkdirSync(avatarDir(dataDir), { recursive: true });
  const file = join(avatarDir(dataDir), name);
  await Bun.write(file, bytes);
  try {
    db.transaction((tx) => {
      record(tx as unknown as Db, AVATAR_URL_PREFIX + name);
      setCharge(tx as unknown as Db, charge.kind, charge.ref, charge.owner, bytes.length);
    });
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  }
  const old = avatarFile(
    dataDir,
    previous.startsWith(AVATAR_URL_PREFIX) ? previous.slice(AVATAR_URL_PREFIX.length) : '',
  );
  if (old) rmSync(old.path, { force: true });
}

export async function saveAvatar(db: Db, dataDir: string, uid: string, bytes: Uint8Array): Promise<UserInfo> {
  const user = getUser(db, uid);
  await storeAvatar(
    db,
    dataDir,
    bytes,
    user.avatar,
    { kind: 'avatar', ref: uid, owner: { uid, role: user.role } },
    (tx, url) => {
      tx.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.uid, uid)).run();
    },
  );
  return toUserInfo(getUser(db, uid));
}

/** The stored avatar of this name, or null for any name we never produced (no path tricks). */
export function avatarFile(dataDir: string, name: string): { path: string; contentType: string } | null {
  if (!NAME.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
  return { path: join(avatarDir(dataDir), name), contentType: IMAGE_TYPES[ext] };
}
