import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { Role } from '../../contract/roles.ts';

/** How posts show their authors: name, avatar, title, and the role badge (SPA for root, ADM for admins). */
export interface Author {
  username: string;
  avatar: string;
  titleName: string;
  titleColor: string;
  role: 'root' | 'admin' | null;
  roleCode: number;
}

export function badgeOf(role: number): 'root' | 'admin' | null {
  if (role === Role.ROOT) return 'root';
  return role === Role.ADMIN || role === Role.PROBLEM_ADMIN ? 'admin' : null;
}

const UNKNOWN: Author = { username: '', avatar: '', titleName: '', titleColor: '', role: null, roleCode: Role.USER };

export function authorsOf(db: Db, uids: (string | null)[]): (uid: string | null) => Author {
  const wanted = [...new Set(uids.filter((u): u is string => !!u))];
  const rows =
    wanted.length === 0
      ? []
      : db
          .select({
            uid: users.uid,
            username: users.username,
            avatar: users.avatar,
            titleName: users.titleName,
            titleColor: users.titleColor,
            role: users.role,
          })
          .from(users)
          .where(inArray(users.uid, wanted))
          .all();
  const map = new Map(rows.map((r) => [r.uid, { ...r, role: badgeOf(r.role), roleCode: r.role }]));
  return (uid) => (uid ? (map.get(uid) ?? UNKNOWN) : UNKNOWN);
}
