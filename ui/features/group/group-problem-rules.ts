/** What the apply-public button of a row offers (spec doc 3 §5): apply, cancel, or nothing once public. */
export function applyAction(progress: number | null): 'apply' | 'cancel' | 'none' {
  if (progress === 1) return 'cancel';
  return progress === 2 ? 'none' : 'apply';
}
