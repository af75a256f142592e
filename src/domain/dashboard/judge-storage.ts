import type { Db } from '../../db/client.ts';
import type { JudgeServiceInfo } from '../../contract/dashboard.ts';
import { freeBytes, reserveBytes } from '../site/disk-space.ts';
import { storageWatch } from '../site/storage-watch.ts';

/**
 * The data directory's disk as the dashboard's judge card shows it: whether writes fail for lack
 * of space (and what failed last), whether the judge waits for room and how many judged verdicts
 * it keeps until they can be stored, the free space and the site's reserve.
 */
export function judgeStorage(
  db: Db,
  dataDir: string,
  judge?: { waitingForRoom: boolean; keptVerdicts: number },
): NonNullable<JudgeServiceInfo['storage']> {
  const { fullSince, lastFailure } = storageWatch(dataDir).get();
  return {
    fullSince,
    lastFailure,
    waitingForRoom: judge?.waitingForRoom ?? false,
    keptVerdicts: judge?.keptVerdicts ?? 0,
    freeBytes: Math.max(0, freeBytes(dataDir)),
    reserveBytes: reserveBytes(db),
  };
}
