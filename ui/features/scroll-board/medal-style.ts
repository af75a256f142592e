import type { CSSProperties } from 'react';
import type { Medal } from '../../../src/contract/scoreboard/resolver.ts';

/** Medal colours on the dark board: readable from the back of a lab. */
export const MEDAL_STYLE: Record<Medal, CSSProperties> = {
  gold: { background: '#f5c518', color: '#000' },
  silver: { background: '#c9d3da', color: '#000' },
  bronze: { background: '#d08a4c', color: '#000' },
};
