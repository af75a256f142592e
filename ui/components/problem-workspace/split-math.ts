/** The problem page's divider (spec doc 1 §2): the editor keeps at least 580 px, below 420 it folds away. */
export const MIN_RIGHT_WIDTH = 580;
export const COLLAPSE_THRESHOLD = 420;
export const MIN_LEFT_WIDTH = 320;

export interface SplitState {
  /** Width of the problem side in px. */
  left: number;
  /** The editor side is folded away; the problem takes the whole width. */
  collapsed: boolean;
}

/**
 * Where the divider lands when dragged to `x` (px from the container's left edge): the right side
 * below the threshold collapses; otherwise it is kept at least MIN_RIGHT_WIDTH wide, and the left
 * side at least MIN_LEFT_WIDTH.
 */
export function dragSplit(container: number, x: number): SplitState {
  const right = container - x;
  if (right < COLLAPSE_THRESHOLD) return { left: container, collapsed: true };
  const maxLeft = Math.max(MIN_LEFT_WIDTH, container - MIN_RIGHT_WIDTH);
  return { left: Math.round(Math.min(Math.max(x, MIN_LEFT_WIDTH), maxLeft)), collapsed: false };
}

/** The initial split: half and half, the editor never narrower than its minimum. */
export function initialSplit(container: number): SplitState {
  return dragSplit(container, Math.round(container / 2));
}
