import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { userAtom } from '../session.ts';
import { queryClient } from './client.ts';

/**
 * Answers belong to who asked: when the signed-in user changes (a login, a logout, another
 * account in another tab), every cached answer is dropped and open pages read theirs again.
 */
export function SessionCache() {
  const uid = useAtomValue(userAtom)?.uid ?? null;
  const seen = useRef(uid);
  useEffect(() => {
    if (seen.current === uid) return;
    seen.current = uid;
    void queryClient.resetQueries();
  }, [uid]);
  return null;
}
