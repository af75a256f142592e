import { atom } from 'jotai';
import { store } from './store.ts';

export type LoginModalMode = 'login' | 'register' | 'resetPwd';

const modalState = atom<{ open: boolean; mode: LoginModalMode }>({ open: false, mode: 'login' });

/** Whether the Login / Register / Reset password dialog is open and in which mode. */
export const loginModalAtom = atom(
  (get) => get(modalState),
  (_get, set, next: { open: boolean; mode?: LoginModalMode }) =>
    set(modalState, (prev) => ({ open: next.open, mode: next.mode ?? prev.mode })),
);

export function openLoginModal(mode: LoginModalMode = 'login') {
  store.set(loginModalAtom, { open: true, mode });
}

export function closeLoginModal() {
  store.set(loginModalAtom, { open: false });
}
