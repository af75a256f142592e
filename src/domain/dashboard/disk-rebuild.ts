import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { statSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import { diskCharges, groupDiskUsage, groups, problems, userDiskUsage, users } from '../../db/schema/index.ts';
import { readCaseInfo } from '../testcases/store.ts';
import { AVATAR_URL_PREFIX, avatarFile } from '../users/avatar.ts';
import type { ChargeKind } from '../site/disk-quota.ts';

/**
 * `verdict doctor` for the disk figures: charges every avatar and group test data found on disk
 * (those stored before the figures were kept, and any a crash left uncounted) at its size on disk,
 * drops the charges of things that are gone, then recounts each user's and group's usage from
 * the uploaded files and the charges and writes back the figures that differ. One transaction.
 */
export interface DiskDifference {
  charges: number;
  users: number;
  groups: number;
  examples: string[];
}

function fileBytes(path: string | null): number {
  if (!path) return 0;
  return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
}
const avatarBytes = (dataDir: string, url: string) =>
  fileBytes(
    url.startsWith(AVATAR_URL_PREFIX) ? (avatarFile(dataDir, url.slice(AVATAR_URL_PREFIX.length))?.path ?? null) : null,
  );

interface Wanted {
  kind: ChargeKind;
  ref: string;
  uid: string | null;
  gid: number | null;
  bytes: number;
}

/** What each charge should be now, from the records and the files on disk. */
function wantedCharges(db: Db, dataDir: string): Wanted[] {
  const wanted: Wanted[] = [];
  for (const u of db
    .select({ uid: users.uid, avatar: users.avatar })
    .from(users)
    .where(sql`${users.avatar} != ''`)
    .all()) {
    wanted.push({ kind: 'avatar', ref: u.uid, uid: u.uid, gid: null, bytes: avatarBytes(dataDir, u.avatar) });
  }
  for (const g of db
    .select({ id: groups.id, avatar: groups.avatar, ownerUid: groups.ownerUid })
    .from(groups)
    .where(sql`${groups.avatar} != ''`)
    .all()) {
    wanted.push({
      kind: 'group-avatar',
      ref: String(g.id),
      uid: g.ownerUid,
      gid: g.id,
      bytes: avatarBytes(dataDir, g.avatar),
    });
  }
  for (const p of db
    .select({ id: problems.id, gid: problems.gid, authorUid: problems.authorUid })
    .from(problems)
    .where(isNotNull(problems.gid))
    .all()) {
    const cases = readCaseInfo(dataDir, p.id) ?? [];
    wanted.push({
      kind: 'testcases',
      ref: String(p.id),
      uid: p.authorUid,
      gid: p.gid,
      bytes: cases.reduce((n, c) => n + c.inputSize + c.outputSize, 0),
    });
  }
  return wanted.filter((w) => w.bytes > 0);
}

export function rebuildDiskUsage(db: Db, dataDir: string): DiskDifference {
  const wanted = wantedCharges(db, dataDir);
  return db.transaction((tx) => {
    const diff: DiskDifference = { charges: 0, users: 0, groups: 0, examples: [] };
    const stored = new Map(
      tx
        .select()
        .from(diskCharges)
        .all()
        .map((c) => [`${c.kind}:${c.ref}`, c]),
    );
    for (const w of wanted) {
      const key = `${w.kind}:${w.ref}`;
      const had = stored.get(key);
      stored.delete(key);
      if (had?.bytes === w.bytes) continue;
      diff.charges++;
      if (diff.examples.length < 5)
        diff.examples.push(`${key}: charged ${had?.bytes ?? 'nothing'}, takes ${w.bytes} bytes`);
      // A charge keeps the user who stored the file; a new one goes to the owner or author.
      const uid = had ? had.uid : w.uid;
      tx.insert(diskCharges)
        .values({ ...w, uid, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [diskCharges.kind, diskCharges.ref],
          set: { bytes: w.bytes, updatedAt: new Date() },
        })
        .run();
    }
    for (const gone of stored.values()) {
      diff.charges++;
      tx.delete(diskCharges)
        .where(and(eq(diskCharges.kind, gone.kind), eq(diskCharges.ref, gone.ref)))
        .run();
    }
    const byUser = tx.all<{ id: string; bytes: number }>(sql`select id, sum(bytes) as bytes from (
      select uid as id, size as bytes from uploaded_files union all select uid as id, bytes from disk_charges
    ) where id in (select uid from users) group by id`);
    const byGroup = tx.all<{ id: number; bytes: number }>(sql`select id, sum(bytes) as bytes from (
      select gid as id, size as bytes from uploaded_files union all select gid as id, bytes from disk_charges
    ) where id in (select id from groups) group by id`);
    const users0 = new Map(
      tx
        .select()
        .from(userDiskUsage)
        .all()
        .map((r) => [r.uid, r.bytes]),
    );
    const groups0 = new Map(
      tx
        .select()
        .from(groupDiskUsage)
        .all()
        .map((r) => [r.gid, r.bytes]),
    );
    for (const r of byUser) {
      if (users0.get(r.id) !== r.bytes) {
        diff.users++;
        if (diff.examples.length < 10)
          diff.examples.push(`user ${r.id}: recorded ${users0.get(r.id) ?? 0}, counted ${r.bytes} bytes`);
      }
      users0.delete(r.id);
    }
    for (const r of byGroup) {
      if (groups0.get(r.id) !== r.bytes) {
        diff.groups++;
        if (diff.examples.length < 10)
          diff.examples.push(`group ${r.id}: recorded ${groups0.get(r.id) ?? 0}, counted ${r.bytes} bytes`);
      }
      groups0.delete(r.id);
    }
    diff.users += [...users0.values()].filter((b) => b !== 0).length;
    diff.groups += [...groups0.values()].filter((b) => b !== 0).length;
    tx.delete(userDiskUsage).run();
    tx.delete(groupDiskUsage).run();
    for (let i = 0; i < byUser.length; i += 500)
      tx.insert(userDiskUsage)
        .values(byUser.slice(i, i + 500).map((r) => ({ uid: r.id, bytes: r.bytes })))
        .run();
    for (let i = 0; i < byGroup.length; i += 500)
      tx.insert(groupDiskUsage)
        .values(byGroup.slice(i, i + 500).map((r) => ({ gid: r.id, bytes: r.bytes })))
        .run();
    return diff;
  });
}
