import { atom } from 'jotai';
import { store } from './store.ts';

const pendingState = atom(0);
const navigationState = atom(0);

/** True while a request or a route change is under way: drives the top progress bar. */
export const busyAtom = atom((get) => get(pendingState) > 0);
/** Increases on every navigation so the bar can run once per route change. */
export const navigationTickAtom = atom((get) => get(navigationState));

export function requestStarted() {
  store.set(pendingState, (n) => n + 1);
}

export function requestFinished() {
  store.set(pendingState, (n) => Math.max(0, n - 1));
}

export function navigationStarted() {
  store.set(navigationState, (n) => n + 1);
}
