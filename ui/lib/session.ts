import { atom } from 'jotai';
import type { UserInfo } from '../../src/contract/accounts.ts';
import { can } from '../../src/contract/roles.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';
import { store } from './store.ts';

function readStoredUser(): UserInfo | null {
  const raw = readStorage(StorageKey.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

const tokenState = atom<string>(readStorage(StorageKey.token) ?? '');
const userState = atom<UserInfo | null>(readStoredUser());
const rolesState = atom<string[] | null>(null);

/** The session token this tab holds ('' when logged out). */
export const tokenAtom = atom((get) => get(tokenState));
/** The signed-in user, or null. */
export const userAtom = atom((get) => (get(tokenState) ? get(userState) : null));
/** Role names: the latest from get-user-auth-info, else the user's roleList. */
export const roleNamesAtom = atom((get) => get(rolesState) ?? get(userAtom)?.roleList ?? []);
export const isAdminRoleAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && can.enterAdmin(user.role);
});
export const isRootAtom = atom((get) => get(userAtom)?.role === 1000 || get(roleNamesAtom).includes('root'));

export function getToken(): string {
  return store.get(tokenState);
}

export function getUser(): UserInfo | null {
  return store.get(userAtom);
}

export function setToken(token: string) {
  store.set(tokenState, token);
  writeStorage(StorageKey.token, token || null);
}

export function setUser(user: UserInfo | null) {
  store.set(userState, user);
  writeStorage(StorageKey.userInfo, user ? JSON.stringify(user) : null);
}

export function setRoles(roles: string[] | null) {
  store.set(rolesState, roles);
}

/** Signs in this tab: token and user info are stored for the next visit. */
export function startSession(token: string, user: UserInfo) {
  setToken(token);
  setUser(user);
  setRoles(null);
}

export function clearUser() {
  setUser(null);
  setRoles(null);
}

/** Logout, a 401, or a token removed in another tab. */
export function clearSession() {
  setToken('');
  clearUser();
}
