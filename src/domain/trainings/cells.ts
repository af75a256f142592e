import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JudgeStatus, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';

/**
 * The maintained training records: one cell per training, user and problem (a problem of the
 * training), folded from that user's records in the training, and one member row per training
 * and user summing the cells. A training's records are the finished submissions made through it
 * and, in a private training, a registered student's accepted answers of its problems made
 * outside it (API-NEXT 9.6: the bank, a group's list, another training), whenever they were
 * made: homework done is done. Contest submissions never count, so nothing of a sealed contest
 * shows through a training. The submission counters' hook calls `refreshTrainingCells` in the
 * same transaction as every change of such a submission; registering refolds the student's cells;
 * a change of the due date, of the training's problems or of Public/Private rebuilds the training.
 *
 * The fold is written once, as SQL: the refresh, the rebuild and `verdict doctor`'s comparison
 * (src/domain/submissions/counters-rebuild.ts) all run these texts.
 */

const AC = JudgeStatus.ACCEPTED;
const NOT_FINAL = NON_FINAL_STATUSES.join(', ');
const ON_TIME = '(t.due_at is null or s.submit_time <= t.due_at)';

/**
 * A private training's registered students' accepted answers of its problems made outside it and
 * outside contests. The cross joins fix the order (registrations, then each one's answers by the
 * (uid, pid, status) index) so that one training's rebuild never walks every accepted answer.
 */
const OUTSIDE = `select r.tid as tid, x.uid as uid, x.pid as pid, x.submit_id as submit_id, x.status as status, x.score as score,
    x.time as time, x.submit_time as submit_time
  from training_registrations r cross join trainings rt cross join training_problems rp cross join submissions x
  where rt.id = r.tid and rt.auth = 'Private' and rp.tid = r.tid and x.uid = r.uid and x.pid = rp.pid and x.status = ${AC}
    and x.cid is null and (x.tid is null or x.tid != r.tid)`;

/** Every training's records, each under the training it counts in (`tid`). */
const RECORDS = `select tid, uid, pid, submit_id, status, score, time, submit_time from submissions
  where tid is not null and status not in (${NOT_FINAL}) union all ${OUTSIDE}`;

export const TRAINING_CELL_COLUMNS = [
  'tid',
  'uid',
  'pid',
  'tries',
  'last_status',
  'best_score',
  'first_ac_at',
  'ac_run_time',
  'on_time_run_time',
  'on_time_ac',
];
export const TRAINING_MEMBER_COLUMNS = ['tid', 'uid', 'ac', 'run_time', 'on_time_ac', 'on_time_run_time'];

/**
 * The cells the records call for; `where` narrows them (on `s.tid`, `s.uid`, `s.pid`, `s.submit_id`).
 * The last status is the latest finished submission's through the training (Accepted when only
 * answers made outside it count).
 */
export function trainingCellSelect(where?: SQL): SQL {
  return sql`select s.tid as tid, s.uid as uid, s.pid as pid, count(*) as tries,
    coalesce((select s2.status from submissions s2 where s2.tid = s.tid and s2.uid = s.uid and s2.pid = s.pid
      and s2.status not in (${sql.raw(NOT_FINAL)}) order by s2.submit_id desc limit 1), ${sql.raw(String(AC))}) as last_status,
    max(s.score) as best_score,
    min(case when s.status = ${sql.raw(String(AC))} then s.submit_time end) as first_ac_at,
    min(case when s.status = ${sql.raw(String(AC))} then coalesce(s.time, 0) end) as ac_run_time,
    min(case when s.status = ${sql.raw(String(AC))} and ${sql.raw(ON_TIME)} then coalesce(s.time, 0) end) as on_time_run_time,
    coalesce(max(s.status = ${sql.raw(String(AC))} and ${sql.raw(ON_TIME)}), 0) as on_time_ac
    from (${sql.raw(RECORDS)}) s join trainings t on t.id = s.tid join training_problems tp on tp.tid = s.tid and tp.pid = s.pid
    ${where ? sql`where ${where}` : sql``} group by s.tid, s.uid, s.pid`;
}

/** The private trainings in which `uid`'s accepted answer of `pid` made outside them would count. */
export function trainingsCountingOutside(db: Db, uid: string, pid: number): number[] {
  return db
    .all<{
      tid: number;
    }>(sql`select r.tid from training_registrations r join trainings t on t.id = r.tid and t.auth = 'Private'
    join training_problems tp on tp.tid = r.tid and tp.pid = ${pid} where r.uid = ${uid}`)
    .map((r) => r.tid);
}

/** The member rows of the given cells (the fold itself by default, so a comparison does not trust the stored cells). */
export function trainingMemberSelect(from: SQL = trainingCellSelect()): SQL {
  return sql`select tid, uid, count(first_ac_at) as ac, coalesce(sum(ac_run_time), 0) as run_time,
    sum(on_time_ac) as on_time_ac, coalesce(sum(on_time_run_time), 0) as on_time_run_time
    from (${from}) group by tid, uid`;
}

const cellColumns = sql.raw(TRAINING_CELL_COLUMNS.join(', '));
const memberColumns = sql.raw(TRAINING_MEMBER_COLUMNS.join(', '));

export interface TrainingCellKey {
  tid: number;
  uid: string;
  pid: number;
}

/**
 * Refolds the given cells and the members they belong to. `leaving`: submissions about to be
 * deleted in the same transaction (the hook runs before the delete), left out of the fold.
 */
export function refreshTrainingCells(
  db: Db,
  keys: readonly TrainingCellKey[],
  leaving: ReadonlySet<number> = new Set(),
): void {
  const gone = JSON.stringify([...leaving]);
  const members = new Map<string, [number, string]>();
  for (const k of keys) {
    db.run(sql`delete from training_cells where tid = ${k.tid} and uid = ${k.uid} and pid = ${k.pid}`);
    db.run(
      sql`insert into training_cells (${cellColumns}) ${trainingCellSelect(sql`s.tid = ${k.tid} and s.uid = ${k.uid} and s.pid = ${k.pid}
      and s.submit_id not in (select value from json_each(${gone}))`)}`,
    );
    members.set(`${k.tid}\u0000${k.uid}`, [k.tid, k.uid]);
  }
  for (const [tid, uid] of members.values()) {
    db.run(sql`delete from training_members where tid = ${tid} and uid = ${uid}`);
    db.run(sql`insert into training_members (${memberColumns})
      ${trainingMemberSelect(sql`select * from training_cells where tid = ${tid} and uid = ${uid}`)}`);
  }
}

/** One student's cells of one training folded afresh (they registered: their answers made outside it join). */
export function refreshTrainingStudent(db: Db, tid: number, uid: string): void {
  const pids = db.all<{ pid: number }>(sql`select pid from training_problems where tid = ${tid}`);
  refreshTrainingCells(
    db,
    pids.map(({ pid }) => ({ tid, uid, pid })),
  );
}

/** Every cell and member of one training folded afresh (its due date, its problems or Public/Private changed). */
export function rebuildTrainingCells(db: Db, tid: number): void {
  db.run(sql`delete from training_cells where tid = ${tid}`);
  db.run(sql`delete from training_members where tid = ${tid}`);
  db.run(sql`insert into training_cells (${cellColumns}) ${trainingCellSelect(sql`s.tid = ${tid}`)}`);
  db.run(
    sql`insert into training_members (${memberColumns}) ${trainingMemberSelect(sql`select * from training_cells where tid = ${tid}`)}`,
  );
}
