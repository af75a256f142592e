import { keepContestBoards } from './domain/contests/board-keeper.ts';
import { keepDashboardHours } from './domain/dashboard/hours-keeper.ts';
import { keepGroupRanks } from './domain/groups/rank-keeper.ts';
import { keepHomeDays } from './domain/home/days-keeper.ts';
import { keepPublicRanks } from './domain/ranks/ranks-keeper.ts';
import { keepTrainingProgress } from './domain/trainings/progress-keeper.ts';

/**
 * Every keeper of maintained records registers with the counters hook
 * (src/domain/submissions/record-keepers.ts). buildDeps runs this, so each process that judges,
 * submits or recounts — the server, the command line, the tests — keeps every record.
 */
export function registerRecordKeepers(): void {
  keepHomeDays();
  keepPublicRanks();
  keepGroupRanks();
  keepTrainingProgress();
  keepContestBoards();
  keepDashboardHours();
}
