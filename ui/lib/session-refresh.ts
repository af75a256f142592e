import { userEndpoints } from '../../src/contract/endpoints/users.ts';
import { call } from './call.ts';
import { getToken, setUser } from './session.ts';

/**
 * Reads the signed-in user again from the server (at start-up and when another tab changed the
 * token). Not a page's read: the session store outlives every page, and the query layer stays out
 * of the first load. A 401 has already cleared the session (request does it); any other failure
 * keeps the stored user, and the caller goes on either way.
 */
export async function refreshSessionUser(): Promise<void> {
  if (!getToken()) return;
  const user = await call(userEndpoints.info, undefined, { quiet: true }).catch(() => null);
  if (user) setUser(user);
}
