import type { Db } from '../../db/client.ts';
import type { AddUserInput } from '../../contract/admin-users.ts';
import { type Actor, assertChangeAllowed } from '../accounts/admin-user-rules.ts';
import { insertUser } from '../accounts/create-user.ts';

/**
 * POST admin/user/add-user: one account made on the users page. The role rules of the page hold
 * (only the super admin gives a role that enters the back office, such as teacher or admin); the
 * username and e-mail rules are registration's. Returns the new uid.
 */
export async function addUser(db: Db, actor: Actor, input: AddUserInput): Promise<string> {
  assertChangeAllowed(db, actor, [], { role: input.role });
  return insertUser(db, {
    username: input.username,
    password: input.password,
    role: input.role,
    email: input.email || null,
    realname: input.realname,
  });
}
