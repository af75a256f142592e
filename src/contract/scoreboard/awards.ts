/**
 * Awards down a ranked board (API-NEXT 9.4), with one change for ties.
 *
 * Award type 0 gives none; 1 turns each entry's percentage into a count of the ranked users
 * (star users excluded), rounded down; 2 takes each entry's number as a count. Entries are
 * handed out by priority (lowest first), one row after another, to ranked rows with a result
 * (ACM ac > 0, OI total score > 0); entries whose count is 0 give nothing; star users never win.
 *
 * Ties: the rule as first written ignores them, so two rows sharing a rank could fall on either
 * side of a boundary, decided by nothing the contestants did. Here a row always gets the award
 * of the first row it is tied with: rows tied with the last row inside a tier get that tier too,
 * and the boundaries of the tiers after it stay where the counts put them, so the next tier is
 * smaller by as many rows as were pulled up (possibly to nothing). Tied rows past the last
 * tier's boundary therefore win it as well: a board can hand out more awards than the counts
 * add up to, never fewer to a row than to the row it is tied with.
 */
import type { Award, BoardRowBase, BoardSettings } from './board-rows.ts';

export interface AwardTier {
  award: Award;
  count: number;
}

/** The tiers in the order they are handed out, each with its number of rows; empty tiers dropped. */
export function awardTiers(settings: Pick<BoardSettings, 'awardType' | 'awards'>, rankedCount: number): AwardTier[] {
  if (settings.awardType === 0) return [];
  return [...settings.awards]
    .sort((a, b) => a.priority - b.priority)
    .map((award) => ({
      award,
      count: settings.awardType === 1 ? Math.floor((award.num * rankedCount) / 100) : Math.floor(award.num),
    }))
    .filter((tier) => tier.count > 0);
}

/** The tier index a row at `position` (0-based among the rows that may win) falls in, if any. */
function tierAt(tiers: AwardTier[], position: number): number | null {
  let end = 0;
  for (const [index, tier] of tiers.entries()) {
    end += tier.count;
    if (position < end) return index;
  }
  return null;
}

/** The ranked rows (in board order) with their award fields set. */
export function applyAwards<R extends BoardRowBase>(
  rows: R[],
  settings: Pick<BoardSettings, 'awardType' | 'awards'>,
  hasResult: (row: R) => boolean,
): R[] {
  const ranked = rows.filter((row) => row.rank !== -1);
  const tiers = awardTiers(settings, ranked.length);
  const tierOfRank = new Map<number, number | null>();
  let position = 0;
  return rows.map((row) => {
    if (row.rank === -1 || !hasResult(row)) return row;
    if (!tierOfRank.has(row.rank)) tierOfRank.set(row.rank, tierAt(tiers, position));
    position += 1;
    const index = tierOfRank.get(row.rank);
    const tier = index === null || index === undefined ? undefined : tiers[index];
    if (tier === undefined) return row;
    const { name, background, color } = tier.award;
    return { ...row, isWinAward: true, awardName: name, awardBackground: background, awardColor: color };
  });
}
