import type { Db } from '../../db/client.ts';
import { matchesAccountRule, parseAccountRule } from '../../contract/account-rule.ts';
import { MemberLevel } from '../../contract/groups.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * Who a contest expects (the proctor view's rows), by username:
 * - a group contest: the group's members (level 3; its admins, roots and owner are the teachers,
 *   not expected), and with the account limit on only those whose usernames fit its rule;
 * - a site contest with the account limit on: every account whose username fits the rule;
 * - and, in both, everyone registered (whoever they are).
 */

export interface Expected {
  uid: string;
  username: string;
  realname: string;
  registered: boolean;
}

const LIKE_ESCAPE = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

function groupMembers(db: Db, gid: number): Omit<Expected, 'registered'>[] {
  return db.$client
    .query(`select u.uid, u.username, u.realname from group_members gm join users u on u.uid = gm.uid
    where gm.gid = ? and gm.auth = ${MemberLevel.MEMBER} and u.deleted_at is null`)
    .all(gid) as Omit<Expected, 'registered'>[];
}

/** The accounts the rule admits: read by its prefix and suffix, then checked one by one (extra names by name). */
function ruleAccounts(db: Db, text: string): Omit<Expected, 'registered'>[] {
  const rule = parseAccountRule(text);
  const pattern = `${LIKE_ESCAPE(rule.prefix)}%${LIKE_ESCAPE(rule.suffix)}`;
  const rows = db.$client
    .query(`select uid, username, realname from users where deleted_at is null
    and (username like ? escape '\\' or username in (select value from json_each(?)))`)
    .all(pattern, JSON.stringify(rule.extra)) as Omit<Expected, 'registered'>[];
  return rows.filter((r) => matchesAccountRule(rule, r.username));
}

export function expectedParticipants(db: Db, c: ContestRow): Expected[] {
  const registered = db.$client
    .query(`select u.uid, u.username, u.realname from contest_registrations r join users u on u.uid = r.uid
    where r.cid = ?`)
    .all(c.id) as Omit<Expected, 'registered'>[];
  let expected: Omit<Expected, 'registered'>[] = [];
  if (c.gid !== null) {
    expected = groupMembers(db, c.gid);
    if (c.openAccountLimit) {
      const rule = parseAccountRule(c.accountLimitRule);
      expected = expected.filter((m) => matchesAccountRule(rule, m.username));
    }
  } else if (c.openAccountLimit) expected = ruleAccounts(db, c.accountLimitRule);
  const byUid = new Map<string, Expected>(expected.map((m) => [m.uid, { ...m, registered: false }]));
  for (const r of registered) byUid.set(r.uid, { ...r, registered: true });
  return [...byUid.values()].sort((a, b) => a.username.localeCompare(b.username));
}
