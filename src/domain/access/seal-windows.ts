import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { ContestType } from '../../contract/contests.ts';
import { sealOf, type SealFacts } from './seal.ts';

/**
 * The seal on pages outside the contest (a user's home and heat map, the site's statistics, a
 * group's rank): they count submissions of many contests, so they ask for the windows the seals
 * hide now and leave those submissions out — the rule of seal.ts (`resultAccess`) for a viewer
 * who administers none of them: an ACM participant still sees their own.
 */

/** Submissions of `cid` made at or after `from` (ms) are hidden; `own`: their author still sees them (ACM). */
export interface SealedWindow {
  cid: number;
  from: number;
  own: boolean;
}

/** The seal's columns of a contest row, as raw SQL reads them. */
export interface ContestColumns {
  id: number;
  type: number;
  start_time: number;
  end_time: number;
  seal_rank: number;
  seal_rank_time: number | null;
  auto_real_rank: number;
  unsealed_at: number | null;
}

export function sealFactsOfRow(r: ContestColumns): SealFacts {
  return {
    id: r.id,
    type: r.type,
    startTime: new Date(r.start_time),
    endTime: new Date(r.end_time),
    sealRank: r.seal_rank === 1,
    sealRankTime: r.seal_rank_time === null ? null : new Date(r.seal_rank_time),
    autoRealRank: r.auto_real_rank === 1,
    unsealedAt: r.unsealed_at === null ? null : new Date(r.unsealed_at),
  };
}

/**
 * The contests that may be sealed now, each with its last participant's end, in one statement:
 * those whose seal surely lifted (unsealed by hand, or lifted by itself at the last end) are left
 * out here, so the list does not grow with every past contest; sealOf decides the rest.
 */
const CANDIDATES = `select * from (select id, type, start_time, end_time, seal_rank, seal_rank_time, auto_real_rank,
    unsealed_at, end_time + coalesce((select max(minutes) from contest_extra_time e where e.cid = contests.id), 0) * 60000
    as last_end from contests
  where deleted_at is null and start_time <= ?1 and (seal_rank = 1 or type = ${ContestType.CT})) c
  where not (unsealed_at is not null and unsealed_at <= ?1 and (type <> ${ContestType.CT} or last_end <= ?1))
    and not ((auto_real_rank = 1 or type = ${ContestType.CT}) and max(end_time, last_end) <= ?1)`;

/** The windows of the contests sealed now; `uid`: only contests this user submitted to. */
export function sealedWindows(db: Db, now: number, uid?: string): SealedWindow[] {
  const text =
    uid === undefined
      ? CANDIDATES
      : `${CANDIDATES} and id in (select distinct cid from submissions where uid = ?2 and cid is not null)`;
  const rows = db.$client.query(text).all(...(uid === undefined ? [now] : [now, uid])) as (ContestColumns & {
    last_end: number;
  })[];
  const windows: SealedWindow[] = [];
  for (const r of rows) {
    const seal = sealOf(db, sealFactsOfRow(r), now, r.last_end);
    if (seal.sealed) windows.push({ cid: r.id, from: seal.from, own: !seal.hidesAll });
  }
  return windows;
}

/**
 * SQL text true for a submission (columns of `alias`) the windows hide: its parameters are
 * `windowsJson(windows)` at `windowsParam` and the viewer's uid at `viewerParam` (null: a visitor).
 */
export function hiddenBySealText(alias: string, windowsParam: string, viewerParam: string | null): string {
  const own = viewerParam === null ? '' : ` and not (json_extract(w.value, '$.own') and ${alias}.uid = ${viewerParam})`;
  return `exists (select 1 from json_each(${windowsParam}) w where json_extract(w.value, '$.cid') = ${alias}.cid
    and ${alias}.submit_time >= json_extract(w.value, '$.from')${own})`;
}

export const windowsJson = (windows: SealedWindow[]) => JSON.stringify(windows);

/** The same condition for the submissions table in a Drizzle query: true for the rows to keep. */
export function shownDespiteSeal(windows: SealedWindow[], viewerUid: string | null): SQL | undefined {
  if (windows.length === 0) return undefined;
  const own =
    viewerUid === null ? sql`` : sql` and not (json_extract(w.value, '$.own') and ${submissions.uid} = ${viewerUid})`;
  return sql`not exists (select 1 from json_each(${windowsJson(windows)}) w where json_extract(w.value, '$.cid') = ${submissions.cid}
    and ${submissions.submitTime} >= json_extract(w.value, '$.from')${own})`;
}
