import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { userEndpoints } from '../../src/contract/endpoints/users.ts';
import { useEndpoint } from './query/index.ts';
import { userAtom } from './session.ts';

/**
 * The permissions the signed-in user's role holds as the server stores them (the role auth page
 * may change them): null until known, and while it cannot be read the menu keeps what the role
 * shows by default. Menus show what the role may open; the server decides. The cache belongs to
 * the signed-in user, so another user's answer is never shown.
 */
export function usePermissions(): ReadonlySet<string> | null {
  const signedIn = useAtomValue(userAtom) !== null;
  const { data } = useEndpoint(userEndpoints.authInfo, undefined, { enabled: signedIn, quiet: true });
  return useMemo(() => (signedIn && data ? new Set(data.held) : null), [signedIn, data]);
}
