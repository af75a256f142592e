/** Keys of what the app keeps in localStorage. */
export const StorageKey = {
  token: 'token',
  userInfo: 'userInfo',
  language: 'language',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts only for this tab.
  }
}
