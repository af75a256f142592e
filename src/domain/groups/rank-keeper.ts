import { registerRecordKeeper, type RecordKeeper } from '../submissions/record-keepers.ts';
import { GROUP_RANKS_SELECT, refreshGroupLines } from './rank-lines.ts';

/** The group ranks' lines (rank-lines.ts), kept by the counters hook for every submission in a group. */
const GROUP_RANKS: RecordKeeper = {
  name: 'group ranks',
  count: refreshGroupLines,
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
