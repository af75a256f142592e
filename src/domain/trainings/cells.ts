import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JudgeStatus, NON_FINAL_STATUSES } from '../../contract/judge-status.ts';

/**
 * The maintained training records: one cell per training, user and problem (a problem of the
 * training), folded from that user's finished submissions made through the training, and one
 * member row per training and user summing the cells. The submission counters' hook calls
 * `refreshTrainingCells` in the same transaction as every change of a training submission; a
 * change of the due date or of the training's problems rebuilds the training.
 *
 * The fold is written once, as SQL: the refresh, the rebuild and `verdict doctor`'s comparison
 * (src/domain/submissions/counters-rebuild.ts) all run these texts.
 */

const AC = JudgeStatus.ACCEPTED;
const FINISHED = `s.status not in (${NON_FINAL_STATUSES.join(', ')})`;
const ON_TIME = '(t.due_at is null or s.submit_time <= t.due_at)';

export const TRAINING_CELL_COLUMNS = ['tid', 'uid', 'pid', 'tries', 'last_status', 'best_score', 'first_ac_at', 'ac_run_time', 'on_time_run_time', 'on_time_ac'];
export const TRAINING_MEMBER_COLUMNS = ['tid', 'uid', 'ac', 'run_time', 'on_time_ac', 'on_time_run_time'];

/** The cells the submissions call for; `where` narrows them. */
export function trainingCellSelect(where?: SQL): SQL {
  return sql`select s.tid as tid, s.uid as uid, s.pid as pid, count(*) as tries,
    (select s2.status from submissions s2 where s2.tid = s.tid and s2.uid = s.uid and s2.pid = s.pid
      and s2.status not in (${sql.raw(NON_FINAL_STATUSES.join(', '))}) order by s2.submit_id desc limit 1) as last_status,
    max(s.score) as best_score,
    min(case when s.status = ${sql.raw(String(AC))} then s.submit_time end) as first_ac_at,
    min(case when s.status = ${sql.raw(String(AC))} then coalesce(s.time, 0) end) as ac_run_time,
    min(case when s.status = ${sql.raw(String(AC))} and ${sql.raw(ON_TIME)} then coalesce(s.time, 0) end) as on_time_run_time,
    coalesce(max(s.status = ${sql.raw(String(AC))} and ${sql.raw(ON_TIME)}), 0) as on_time_ac
    from submissions s join trainings t on t.id = s.tid join training_problems tp on tp.tid = s.tid and tp.pid = s.pid
    where ${sql.raw(FINISHED)} ${where ? sql`and ${where}` : sql``} group by s.tid, s.uid, s.pid`;
}

/** The member rows of the given cells (the fold itself by default, so a comparison does not trust the stored cells). */
export function trainingMemberSelect(from: SQL = trainingCellSelect()): SQL {
  return sql`select tid, uid, count(first_ac_at) as ac, coalesce(sum(ac_run_time), 0) as run_time,
    sum(on_time_ac) as on_time_ac, coalesce(sum(on_time_run_time), 0) as on_time_run_time
    from (${from}) group by tid, uid`;
}

const cellColumns = sql.raw(TRAINING_CELL_COLUMNS.join(', '));
const memberColumns = sql.raw(TRAINING_MEMBER_COLUMNS.join(', '));

export interface TrainingCellKey { tid: number; uid: string; pid: number }

/**
 * Refolds the given cells and the members they belong to. `leaving`: submissions about to be
 * deleted in the same transaction (the hook runs before the delete), left out of the fold.
 */
export function refreshTrainingCells(db: Db, keys: readonly TrainingCellKey[], leaving: ReadonlySet<number> = new Set()): void {
  const gone = JSON.stringify([...leaving]);
  const members = new Map<string, [number, string]>();
  for (const k of keys) {
    db.run(sql`delete from training_cells where tid = ${k.tid} and uid = ${k.uid} and pid = ${k.pid}`);
    db.run(sql`insert into training_cells (${cellColumns}) ${trainingCellSelect(sql`s.tid = ${k.tid} and s.uid = ${k.uid} and s.pid = ${k.pid}
      and s.submit_id not in (select value from json_each(${gone}))`)}`);
    members.set(`${k.tid}\u0000${k.uid}`, [k.tid, k.uid]);
  }
  for (const [tid, uid] of members.values()) {
    db.run(sql`delete from training_members where tid = ${tid} and uid = ${uid}`);
    db.run(sql`insert into training_members (${memberColumns})
      ${trainingMemberSelect(sql`select * from training_cells where tid = ${tid} and uid = ${uid}`)}`);
  }
}

/** Every cell and member of one training folded afresh (its due date or its problems changed). */
export function rebuildTrainingCells(db: Db, tid: number): void {
  db.run(sql`delete from training_cells where tid = ${tid}`);
  db.run(sql`delete from training_members where tid = ${tid}`);
  db.run(sql`insert into training_cells (${cellColumns}) ${trainingCellSelect(sql`s.tid = ${tid}`)}`);
  db.run(sql`insert into training_members (${memberColumns}) ${trainingMemberSelect(sql`select * from training_cells where tid = ${tid}`)}`);
}
