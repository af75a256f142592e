import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { SQL } from 'drizzle-orm';
import { isFinalStatus, JudgeStatus } from '../../contract/judge-status.ts';
import { registerRecordKeeper, type RecordKeeper } from '../submissions/record-keepers.ts';
import {
  refreshTrainingCells,
  TRAINING_CELL_COLUMNS,
  TRAINING_MEMBER_COLUMNS,
  trainingCellSelect,
  trainingMemberSelect,
  trainingsCountingOutside,
  type TrainingCellKey,
} from './cells.ts';

/** A query without parameters as the text a recount runs. */
const asText = (query: SQL) => new SQLiteSyncDialect().sqlToQuery(query).sql;

/** A training's records (cells.ts), kept by the counters hook. */
const TRAINING_PROGRESS: RecordKeeper = {
  name: 'training progress',
  count(db, changes) {
    const keys = new Map<string, TrainingCellKey>();
    const leaving = new Set<number>();
    const touch = (tid: number, s: (typeof changes)[number]['submission'], gone: boolean) => {
      keys.set(`${tid}\u0000${s.uid}\u0000${s.pid}`, { tid, uid: s.uid, pid: s.pid });
      if (gone) leaving.add(s.submitId);
    };
    for (const { submission: s, from, to } of changes) {
      // A training's records, like a board, count only finished submissions.
      if (s.tid !== null && !(from === null && to !== null && !isFinalStatus(to))) touch(s.tid, s, to === null);
      // A private training also counts a registered student's accepted answers of its problems made outside it (not in contests).
      if (s.cid === null && (from === JudgeStatus.ACCEPTED || to === JudgeStatus.ACCEPTED)) {
        for (const tid of trainingsCountingOutside(db, s.uid, s.pid)) touch(tid, s, to === null);
      }
    }
    if (keys.size > 0) refreshTrainingCells(db, [...keys.values()], leaving);
  },
  // Cells before members (a rebuild fills them in this order).
  tables: [
    {
      name: 'training_cells',
      key: ['tid', 'uid', 'pid'],
      columns: TRAINING_CELL_COLUMNS,
      select: asText(trainingCellSelect()),
    },
    {
      name: 'training_members',
      key: ['tid', 'uid'],
      columns: TRAINING_MEMBER_COLUMNS,
      select: asText(trainingMemberSelect()),
    },
  ],
};

/** Training progress follows every judged, rejudged or deleted submission that counts in a training. */
export function keepTrainingProgress(): void {
  registerRecordKeeper(TRAINING_PROGRESS);
}
