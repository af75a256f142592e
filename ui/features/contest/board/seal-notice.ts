/** What the board says about its seal, and whether it keeps reading itself, from the contest's state now. */
export interface SealState {
  /** The page the board shows is the frozen one. */
  sealed: boolean;
  /** The contest's own end has passed (participants with extra time may still answer). */
  ended: boolean;
  /** The seal lifts by itself at the last participant's end (`autoRealRank`). */
  unsealsByItself: boolean;
}

/**
 * The notice's i18n key, or null when nothing is sealed. After the end a seal that lifts by itself
 * still holds only while participants with extra time answer: the notice says so rather than
 * promising results "when the contest ends", which has already passed.
 */
export function sealNoticeKey(s: SealState): string | null {
  if (!s.sealed) return null;
  if (!s.unsealsByItself) return 'contest.board.sealedManual';
  return s.ended ? 'contest.board.sealedExtraTime' : 'contest.board.sealed';
}

/** The board reads itself again while the contest runs, and after its end until a seal that lifts by itself has lifted. */
export function boardRefreshes(s: SealState): boolean {
  return !s.ended || (s.sealed && s.unsealsByItself);
}
