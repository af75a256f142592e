import { isPractice } from '../submissions/counters.ts';
import { registerRecordKeeper, type RecordKeeper } from '../submissions/record-keepers.ts';
import { refreshUserRanks, USER_RANKS_SELECT } from './user-ranks.ts';

/** The public ranks' lines (user-ranks.ts), kept by the counters hook after its own counters. */
const PUBLIC_RANKS: RecordKeeper = {
  name: 'public ranks',
  count(db, changes) {
    const uids = new Set<string>();
    const gone = new Set<number>();
    for (const { submission: s, to } of changes) {
      if (isPractice(s)) uids.add(s.uid);
      if (to === null) gone.add(s.pid);
    }
    refreshUserRanks(db, uids, gone);
  },
  tables: [{ name: 'user_ranks', key: ['uid'], columns: ['uid', 'ac', 'total', 'score'], select: USER_RANKS_SELECT }],
};

/** The public ranks follow every practice submission's change. */
export function keepPublicRanks(): void {
  registerRecordKeeper(PUBLIC_RANKS);
}
