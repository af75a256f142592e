import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { UserAuthInfo } from '../../src/contract/accounts.ts';
import { request } from './api.ts';
import { userAtom } from './session.ts';

/**
 * The permissions the signed-in user's role holds as the server stores them (the role auth page
 * may change them): null until known. Menus show what the role may open; the server decides.
 */
export function usePermissions(): ReadonlySet<string> | null {
  const uid = useAtomValue(userAtom)?.uid ?? null;
  const [held, setHeld] = useState<{ uid: string; permissions: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (uid === null) return;
    let live = true;
    request<UserAuthInfo>('/api/get-user-auth-info', { quiet: true })
      .then((info) => { if (live) setHeld({ uid, permissions: new Set(info.held) }); })
      .catch(() => { /* The menu keeps what the role shows by default. */ });
    return () => { live = false; };
  }, [uid]);
  return held !== null && held.uid === uid ? held.permissions : null;
}
