import type { Db } from '../../db/client.ts';
import { toPage } from '../../contract/envelope.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { Role } from '../../contract/roles.ts';
import type { TrainingRank, TrainingRankRow } from '../../contract/trainings.ts';
import { escapeLike } from '../like.ts';
import type { Viewer } from '../access/actor.ts';
import { pageLimit } from '../page-limit.ts';
import { isTrainingAdmin } from './policy.ts';
import { keptTotal } from '../../db/kept-values.ts';
import { readTogether } from '../../db/statements.ts';
import { trainingProblemHeads, usableTraining } from './problems.ts';
import type { StoredTraining } from './store.ts';

/**
 * The training rank (API-NEXT 9.6): a read of the maintained member rows and cells. By accepted
 * problems, then total run time; with `onTimeRank` only accepts made by the due date count. The
 * author and super admins are left out; the real name is shown to the training's admins only.
 */

interface MemberLine {
  uid: string;
  username: string;
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
  ac: number;
  runTime: number;
}

interface CellLine {
  uid: string;
  pid: number;
  tries: number;
  lastStatus: number;
  bestScore: number | null;
  firstAcAt: number | null;
  acRunTime: number | null;
  onTimeRunTime: number | null;
  onTimeAc: number;
}

/**
 * The rank as whoever may use the training reads it: the training's checks and the page's reads
 * in one read transaction (each statement alone takes and drops the database's read lock, two
 * system calls each time, and the page takes several).
 */
export function usableTrainingRank(
  db: Db,
  viewer: Viewer,
  q: { tid: number; keyword?: string; currentPage: number; limit: number },
): TrainingRank {
  return readTogether(db.$client, () => trainingRank(db, viewer, usableTraining(db, viewer, q.tid), q));
}

function trainingRank(
  db: Db,
  viewer: Viewer,
  t: StoredTraining,
  q: { keyword?: string; currentPage: number; limit: number },
): TrainingRank {
  const [ac, runTime] = t.onTimeRank ? ['on_time_ac', 'on_time_run_time'] : ['ac', 'run_time'];
  const params: (string | number)[] = [t.id, Role.ROOT, t.authorUid ?? ''];
  let where = 'm.tid = ? and u.role != ? and m.uid != ?';
  const admin = isTrainingAdmin(viewer, t);
  if (q.keyword) {
    const like = escapeLike(q.keyword);
    // Real names are matched only for those who see them: others could probe a classmate's real name.
    where += admin
      ? ` and (u.username like ? escape '\\' or u.realname like ? escape '\\' or u.school like ? escape '\\')`
      : ` and (u.username like ? escape '\\' or u.school like ? escape '\\')`;
    params.push(...(admin ? [like, like, like] : [like, like]));
  }
  const from = 'from training_members m join users u on u.uid = m.uid';
  // The total is counted again only after a write to what it counts (db/kept-values.ts); a page is read off the rank's index.
  const countText = `select count(*) as n ${from} where ${where}`;
  const count = () => (db.$client.query(countText).get(...params) as { n: number }).n;
  const total = keptTotal(db, ['training_members', 'users'], countText, params, count);
  const members = db.$client
    .query(`select m.uid, u.username, u.realname, u.nickname, u.school, u.gender, u.avatar,
    m.${ac} as ac, m.${runTime} as runTime ${from} where ${where}
    order by m.${ac} desc, m.${runTime} asc, m.uid limit ${pageLimit(q.limit)} offset ?`)
    .all(...params, (q.currentPage - 1) * q.limit) as MemberLine[];
  const heads = trainingProblemHeads(db, t.id);
  const displayIds = new Map(heads.map((h) => [h.pid, h.displayId]));
  const cells = cellsOf(
    db,
    t.id,
    members.map((m) => m.uid),
  );
  const records = members.map((m): TrainingRankRow => {
    const info: TrainingRankRow['submissionInfo'] = {};
    for (const c of cells.get(m.uid) ?? []) {
      const displayId = displayIds.get(c.pid);
      if (displayId === undefined) continue;
      const counted = t.onTimeRank ? c.onTimeAc === 1 : c.firstAcAt !== null;
      info[displayId] = {
        status: c.firstAcAt !== null ? JudgeStatus.ACCEPTED : c.lastStatus,
        score: c.bestScore,
        isAC: counted,
        runTime: t.onTimeRank ? c.onTimeRunTime : c.acRunTime,
        tries: c.tries,
        late: c.firstAcAt !== null && c.onTimeAc === 0,
      };
    }
    return {
      uid: m.uid,
      username: m.username,
      realname: admin ? m.realname : null,
      nickname: m.nickname,
      school: m.school,
      gender: m.gender,
      avatar: m.avatar,
      ac: m.ac,
      totalRunTime: m.runTime,
      submissionInfo: info,
    };
  });
  return {
    ...toPage(records, total, q.limit, q.currentPage),
    problems: heads,
    onTimeRank: t.onTimeRank,
  };
}

/** The cells of the given members, by member. */
export function cellsOf(db: Db, tid: number, uids: string[]): Map<string, CellLine[]> {
  const map = new Map<string, CellLine[]>();
  if (uids.length === 0) return map;
  const rows = db.$client
    .query(`select uid, pid, tries, last_status as lastStatus, best_score as bestScore, first_ac_at as firstAcAt,
    ac_run_time as acRunTime, on_time_run_time as onTimeRunTime, on_time_ac as onTimeAc
    from training_cells where tid = ? and uid in (select value from json_each(?))`)
    .all(tid, JSON.stringify(uids)) as CellLine[];
  for (const r of rows) map.set(r.uid, [...(map.get(r.uid) ?? []), r]);
  return map;
}
