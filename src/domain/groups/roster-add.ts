import type { Db } from '../../db/client.ts';
import { ROSTER_LIMITS, type RosterPreview, type RosterResult } from '../../contract/group-roster.ts';
import { IMPORT_COLUMNS } from '../../contract/user-import.ts';
import { MemberLevel } from '../../contract/groups.ts';
import { groupMembers } from '../../db/schema/index.ts';
import { AppError, Errors, type Lang } from '../errors.ts';
import { runInWorker } from '../packages/import-worker-client.ts';
import { takenUsernames } from '../users/import-accounts.ts';
import { importUsers } from '../users/import-users.ts';
import { readAccountRows } from '../users/import-header.ts';
import { sendWelcome } from './membership.ts';
import { checkRoster, toRosterLine, type CheckedLine } from './roster.ts';
import { invite, wayIn, type RosterRights } from './invitations.ts';
import type { StoredGroup } from './store.ts';

/**
 * POST group/roster-preview and group/roster-add (a group admin's; creating accounts the super
 * admin's; who joins at once and who is invited: invitations.ts). The file is size-capped before it is read, read off the main thread as the back
 * office's import reads it (UTF-8 CSV, the same header reader: import-header.ts), and capped in lines; the add checks the lines sent again,
 * refuses them all while any cannot be added, creates the new accounts through the back office's
 * import, then joins at level 3 those it may (with the welcome message) and invites the others, in
 * one transaction.
 */

export async function previewRoster(
  db: Db,
  g: StoredGroup,
  rights: RosterRights,
  bytes: Uint8Array,
  lang: Lang,
): Promise<RosterPreview> {
  if (bytes.byteLength > ROSTER_LIMITS.bytes) throw Errors.FileTooLargeLimit(`${ROSTER_LIMITS.bytes / 1024} KB`);
  const records = await runInWorker({ kind: 'csv', bytes });
  const { header, rows } = readAccountRows(records, ['username']);
  // A class list naming no passwords adds existing accounts: its other columns (names) are not accounts to create.
  // The class file imported in the back office before names passwords: its accounts that exist now just join.
  const existing = header ? takenUsernames(db, rows.map((r) => r.fields[0]!).filter(Boolean)) : new Set<string>();
  const lines =
    header && !header.includes('password')
      ? rows.map((r) => ({ ...r, fields: [r.fields[0]!] }))
      : rows.map((r) => (existing.has(r.fields[0]!.toLowerCase()) ? { ...r, fields: [r.fields[0]!] } : r));
  if (lines.length === 0) throw Errors.RosterEmpty();
  if (lines.length > ROSTER_LIMITS.rows) throw Errors.RosterTooManyRows(ROSTER_LIMITS.rows, lines.length);
  return { lines: checkRoster(db, g, rights, lines).map((l) => toRosterLine(l, lang)) };
}

/** "Nothing was added" naming the line, in both languages. */
function refusal(c: CheckedLine): AppError {
  const en = Errors.RosterRefused(c.line, c.username, c.problem!.en);
  return new AppError(en.code, en.status, en.en, Errors.RosterRefused(c.line, c.username, c.problem!.zh).zh);
}

export async function addRoster(
  db: Db,
  g: StoredGroup,
  rights: RosterRights,
  by: string,
  rows: string[][],
): Promise<RosterResult> {
  const checked = checkRoster(
    db,
    g,
    rights,
    rows.map((fields, i) => ({ line: i + 1, fields })),
  );
  const wrong = checked.find((c) => c.state === 'invalid' || c.state === 'unknown');
  if (wrong) throw refusal(wrong);
  const creating = checked.filter((c) => c.state === 'create');
  const joining = checked.filter((c) => c.state === 'join' || c.state === 'invite');
  if (creating.length + joining.length === 0) throw Errors.RosterNothingToAdd();
  if (creating.length > 0)
    await importUsers(
      db,
      creating.map((c) => IMPORT_COLUMNS.map((_, i) => c.fields[i] ?? '')),
    );
  const names = JSON.stringify([...creating, ...joining].map((c) => c.username.toLowerCase()));
  let joined = 0,
    invited = 0;
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    // Levels and roles are read again inside the transaction (same connection): someone who became a member meanwhile keeps their level.
    const people = (
      db.$client
        .query(`select u.uid, u.role, gm.auth as level from users u left join group_members gm on gm.gid = ?1 and gm.uid = u.uid
      where lower(u.username) in (select value from json_each(?2)) and u.deleted_at is null`)
        .all(g.id, names) as { uid: string; role: number; level: number | null }[]
    ).filter((p) => (p.level ?? 0) < MemberLevel.MEMBER && p.uid !== g.ownerUid);
    const now = new Date();
    // Accounts just created are the super admin's, who adds everyone at once.
    const inviting = people.filter((p) => wayIn(rights, p) === 'invite');
    const added = people.filter((p) => !inviting.includes(p)).map((p) => p.uid);
    for (const uid of added) {
      tx.insert(groupMembers)
        .values({ gid: g.id, uid, auth: MemberLevel.MEMBER, reason: '', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [groupMembers.gid, groupMembers.uid],
          set: { auth: MemberLevel.MEMBER, updatedAt: now },
        })
        .run();
    }
    sendWelcome(t, g, added);
    invite(t, g, by, inviting);
    joined = added.length;
    invited = inviting.length;
  });
  return { joined, created: creating.length, invited };
}
