import type { Db } from '../../db/client.ts';
import { answersOpen, sealOf } from './seal.ts';
import { sealFactsOfRow, type ContestColumns } from './seal-windows.ts';

/**
 * Pages outside a contest that count its submissions for everyone (a problem's statistics) take
 * them only once the contest is over for every participant and its seal has lifted: the moment
 * its answers open to all (seal.ts `answersOpen` for a viewer who administers nothing). Before
 * that an accept in a sealed contest must not show anywhere, a problem's AC rate included.
 */

/** Of these contests, the ones over and unsealed at `now` (ms); a deleted contest is never counted. */
export function contestsOverAndUnsealed(db: Db, cids: readonly number[], now: number): Set<number> {
  const open = new Set<number>();
  if (cids.length === 0) return open;
  const rows = db.$client
    .query(`select id, type, start_time, end_time, seal_rank, seal_rank_time, auto_real_rank, unsealed_at
    from contests where deleted_at is null and id in (select value from json_each(?))`)
    .all(JSON.stringify(cids)) as ContestColumns[];
  for (const r of rows) if (answersOpen(sealOf(db, sealFactsOfRow(r), now), false)) open.add(r.id);
  return open;
}
