import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { clearUser, getToken, setToken } from '../lib/session.ts';
import { refreshSessionUser } from '../lib/session-refresh.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';

const readyState = atom(false);
/** True once the stored token has been checked with the server (or there was none). */
export const sessionReadyAtom = atom((get) => get(readyState));

/**
 * Keeps this tab's session in step with the others: when the tab becomes visible the stored
 * token is compared with the one held; a new one is adopted, a removed one ends the session here.
 */
export function SessionSync() {
  const setReady = useSetAtom(readyState);

  useEffect(() => {
    void refreshSessionUser().finally(() => setReady(true));
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const stored = readStorage(StorageKey.token) ?? '';
      const held = getToken();
      if (stored === held) return;
      if (stored) {
        setToken(stored);
        void refreshSessionUser();
      } else {
        setToken('');
        clearUser();
        navigate(location.pathname.startsWith('/admin') ? '/admin/login' : '/home');
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [setReady]);

  return null;
}
