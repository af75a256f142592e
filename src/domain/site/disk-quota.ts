import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diskCharges, groupDiskUsage, userDiskUsage } from '../../db/schema/index.ts';
import { can } from '../../contract/roles.ts';
import { Errors } from '../errors.ts';
import { assertFreeSpace, MB, sizeText } from './disk-space.ts';
import { getWebsiteConfig } from './website-config.ts';

/**
 * Disk quotas (site settings userDiskQuotaMb, groupDiskQuotaMb): every file stored on a user's
 * behalf counts against that user and, when it belongs to a group, against the group. Site admins
 * are exempt from the user quota (never from the reserve). The figures are checked before a file
 * is written, and checked again and changed in the transaction that records the file, so two
 * uploads at once cannot both slip under the quota.
 */

/** Who a file is charged to: the user who stores it (with their role) and the group it belongs to. */
export interface DiskOwner {
  uid: string | null;
  role: number;
  gid?: number | null;
}
export type ChargeKind = (typeof diskCharges.$inferSelect)['kind'];

export const userUsage = (db: Db, uid: string) =>
  db.select({ b: userDiskUsage.bytes }).from(userDiskUsage).where(eq(userDiskUsage.uid, uid)).get()?.b ?? 0;
export const groupUsage = (db: Db, gid: number) =>
  db.select({ b: groupDiskUsage.bytes }).from(groupDiskUsage).where(eq(groupDiskUsage.gid, gid)).get()?.b ?? 0;

/**
 * The room left to one owner, as plain data (it travels to the worker that unpacks archives):
 * the reserve, and the usage and quota of the user (null: exempt or none) and of the group.
 */
export interface DiskRoom {
  reserveBytes: number;
  user: { used: number; quota: number } | null;
  group: { used: number; quota: number } | null;
}

/** Refuses `bytes` more that would pass the user's or the group's quota. */
export function assertQuotas(room: Pick<DiskRoom, 'user' | 'group'>, bytes: number): void {
  if (bytes <= 0) return;
  const { user, group } = room;
  if (user && user.used + bytes > user.quota)
    throw Errors.UserDiskQuotaFull(sizeText(user.used), sizeText(user.quota), sizeText(bytes));
  if (group && group.used + bytes > group.quota)
    throw Errors.GroupDiskQuotaFull(sizeText(group.used), sizeText(group.quota), sizeText(bytes));
}

/** Refuses `bytes` that would eat into the reserve or pass a quota (before anything is written). */
export function assertFits(dataDir: string, room: DiskRoom, bytes: number): void {
  assertFreeSpace(dataDir, room.reserveBytes, bytes);
  assertQuotas(room, bytes);
}

/** The owner's room now; `replacing`: a charged thing the new file replaces (its bytes count as free). */
export function diskRoomOf(db: Db, owner: DiskOwner, replacing?: { kind: ChargeKind; ref: string }): DiskRoom {
  const site = getWebsiteConfig(db);
  const old = replacing ? chargeOf(db, replacing.kind, replacing.ref) : undefined;
  const back = (same: boolean) => (old && same ? old.bytes : 0);
  return {
    reserveBytes: site.diskReserveMb * MB,
    user:
      owner.uid && !can.isAdmin(owner.role)
        ? {
            used: Math.max(0, userUsage(db, owner.uid) - back(old?.uid === owner.uid)),
            quota: site.userDiskQuotaMb * MB,
          }
        : null,
    group: owner.gid
      ? {
          used: Math.max(0, groupUsage(db, owner.gid) - back(old?.gid === owner.gid)),
          quota: site.groupDiskQuotaMb * MB,
        }
      : null,
  };
}

/** Adds `delta` to the figures (a negative one only lowers figures that exist, never below 0). */
function addUsage(db: Db, who: { uid: string | null; gid?: number | null }, delta: number): void {
  if (delta === 0) return;
  if (who.uid) {
    if (delta < 0)
      db.update(userDiskUsage)
        .set({ bytes: sql`max(0, ${userDiskUsage.bytes} + ${delta})` })
        .where(eq(userDiskUsage.uid, who.uid))
        .run();
    else
      db.insert(userDiskUsage)
        .values({ uid: who.uid, bytes: delta })
        .onConflictDoUpdate({ target: userDiskUsage.uid, set: { bytes: sql`${userDiskUsage.bytes} + ${delta}` } })
        .run();
  }
  if (who.gid) {
    if (delta < 0)
      db.update(groupDiskUsage)
        .set({ bytes: sql`max(0, ${groupDiskUsage.bytes} + ${delta})` })
        .where(eq(groupDiskUsage.gid, who.gid))
        .run();
    else
      db.insert(groupDiskUsage)
        .values({ gid: who.gid, bytes: delta })
        .onConflictDoUpdate({ target: groupDiskUsage.gid, set: { bytes: sql`${groupDiskUsage.bytes} + ${delta}` } })
        .run();
  }
}

const chargeOf = (db: Db, kind: ChargeKind, ref: string) =>
  db
    .select()
    .from(diskCharges)
    .where(and(eq(diskCharges.kind, kind), eq(diskCharges.ref, ref)))
    .get();

/** Before writing `bytes`: the reserve, then the quotas (see diskRoomOf for `replacing`). */
export function assertDiskRoom(
  db: Db,
  dataDir: string,
  owner: DiskOwner,
  bytes: number,
  replacing?: { kind: ChargeKind; ref: string },
): void {
  assertFits(dataDir, diskRoomOf(db, owner, replacing), bytes);
}

/** Inside the transaction that records a file (a row of uploaded_files): checks again and counts it. */
export function chargeFile(tx: Db, owner: DiskOwner, bytes: number): void {
  assertQuotas(diskRoomOf(tx, owner), bytes);
  addUsage(tx, owner, bytes);
}

/** Inside the transaction that removes a file's record: gives its bytes back. */
export function releaseFile(tx: Db, who: { uid: string | null; gid?: number | null }, bytes: number): void {
  addUsage(tx, who, -bytes);
}

/**
 * Inside the transaction that records it: `kind`/`ref` now takes `bytes`, charged to `owner`
 * (null or 0 bytes: nothing is kept). The previous charge is given back first.
 */
export function setCharge(tx: Db, kind: ChargeKind, ref: string, owner: DiskOwner | null, bytes: number): void {
  const old = chargeOf(tx, kind, ref);
  if (old) {
    addUsage(tx, old, -old.bytes);
    tx.delete(diskCharges)
      .where(and(eq(diskCharges.kind, kind), eq(diskCharges.ref, ref)))
      .run();
  }
  if (!owner || bytes <= 0) return;
  assertQuotas(diskRoomOf(tx, owner), bytes);
  addUsage(tx, owner, bytes);
  tx.insert(diskCharges)
    .values({ kind, ref, uid: owner.uid, gid: owner.gid ?? null, bytes, updatedAt: new Date() })
    .run();
}
