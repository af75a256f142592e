import { getDefaultStore } from 'jotai';

/** The one jotai store; code outside React (API client, guards) reads and writes through it. */
export const store = getDefaultStore();
