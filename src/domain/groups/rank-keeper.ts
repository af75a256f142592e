import { registerRecordKeeper, type RecordKeeper } from '../submissions/record-keepers.ts';
import { GROUP_RANKS_SELECT, refreshGroupLines } from './rank-lines.ts';

/** The group ranks' lines (rank-lines.ts), kept by the counters hook for every submission in a group. */
const GROUP_RANKS: RecordKeeper = {
  name: 'group ranks',
  count(db, changes) {
    const pairs = new Map<string, [number, string]>();
    const gone = new Set<number>();
    for (const { submission: s, to } of changes) {
      if (s.gid === null) continue;
      pairs.set(`${s.gid}\u0000${s.uid}`, [s.gid, s.uid]);
      if (to === null) gone.add(s.pid);
    }
    refreshGroupLines(db, pairs.values(), gone);
  },
  tables: [
    {
      name: 'group_ranks',
      key: ['gid', 'uid'],
      columns: ['gid', 'uid', 'ac', 'total', 'score'],
      select: GROUP_RANKS_SELECT,
    },
  ],
};

/** The group ranks follow every change of a group's submissions. */
export function keepGroupRanks(): void {
  registerRecordKeeper(GROUP_RANKS);
}
