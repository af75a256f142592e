import type { Db } from '../../db/client.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import type { Gradebook, GradebookRow } from '../../contract/group-gradebook.ts';
import { MemberLevel } from '../../contract/groups.ts';
import type { AcmRow, OiRow } from '../../contract/scoreboard/board-rows.ts';
import type { Viewer } from '../access/actor.ts';
import { sealOf } from '../access/seal.ts';
import { fullBoard, viewFor } from '../contests/board.ts';
import { findContest, type ContestRow } from '../access/contest-standing.ts';

/**
 * A group's gradebook (its admins'): every student member (level 3: the teachers, its admins and
 * roots with the owner, are left out) by every training (code or computational thinking: a choice
 * answer's verdict counts as a code one's) and contest of the group. Reads only what is maintained: a training's member rows (training_members:
 * problems solved, and solved by the due time), and a contest's board, ranked from its cells by
 * the board code (the creator and super admins left out): the real board for those who administer
 * the contest, the sealed one for the group's other admins until the seal lifts. A member in a
 * contest is absent (not registered, nothing submitted), registered (nothing submitted) or submitted.
 */

interface MemberLine {
  uid: string;
  username: string;
  realname: string;
  nickname: string;
  level: number;
}
interface TrainingHead {
  id: number;
  title: string;
  problems: number;
  dueAt: number | null;
}

function membersOf(db: Db, gid: number): MemberLine[] {
  return db.$client
    .query(`select u.uid, u.username, u.realname, u.nickname, gm.auth as level from group_members gm join users u on u.uid = gm.uid
    where gm.gid = ? and gm.auth = ${MemberLevel.MEMBER} and u.deleted_at is null order by u.username`)
    .all(gid) as MemberLine[];
}

function trainingsOf(db: Db, gid: number): TrainingHead[] {
  return db.$client
    .query(`select t.id, t.title, t.due_at as dueAt, (select count(*) from training_problems tp where tp.tid = t.id) as problems
    from trainings t where t.gid = ? and t.deleted_at is null order by t.rank, t.id`)
    .all(gid) as TrainingHead[];
}

function contestsOf(db: Db, gid: number): ContestRow[] {
  const ids = db.$client
    .query('select id from contests where gid = ? and deleted_at is null order by start_time, id')
    .values(gid) as [number][];
  return ids.map(([id]) => findContest(db, id)!).filter(Boolean);
}

/** solved and on-time counts per training and member: the maintained member rows of the group's trainings. */
function trainingMarks(db: Db, heads: TrainingHead[]): Map<string, { ac: number; onTime: number }> {
  const marks = new Map<string, { ac: number; onTime: number }>();
  if (heads.length === 0) return marks;
  const rows = db.$client
    .query(`select tid, uid, ac, on_time_ac as onTime from training_members
    where tid in (select value from json_each(?))`)
    .all(JSON.stringify(heads.map((h) => h.id))) as { tid: number; uid: string; ac: number; onTime: number }[];
  for (const r of rows) marks.set(`${r.tid}:${r.uid}`, { ac: r.ac, onTime: r.onTime });
  return marks;
}

type Mark = GradebookRow['contests'][number];

/** Each member's mark in a contest: their board line, else registered or absent (a submission off the board still counts as submitted). */
function contestMarks(db: Db, c: ContestRow, viewer: Viewer, now: number): (uid: string) => Mark {
  const board = fullBoard(
    db,
    c,
    viewFor(viewer, c, { forceRefresh: true, containsEnd: false }, sealOf(db, c, now)),
    false,
  );
  const lines = new Map<string, Mark>(
    board.map((r) =>
      contestRule(c.type).scoring === 'oi'
        ? [r.uid, { state: 'submitted', rank: r.rank, solved: 0, penalty: 0, score: (r as OiRow).totalScore }]
        : [
            r.uid,
            { state: 'submitted', rank: r.rank, solved: (r as AcmRow).ac, penalty: (r as AcmRow).totalTime, score: 0 },
          ],
    ),
  );
  const uids = (sql: string) => new Set((db.$client.query(sql).values(c.id) as [string][]).map(([uid]) => uid));
  const submitted = uids('select distinct uid from submissions where cid = ?');
  const registered = uids('select uid from contest_registrations where cid = ?');
  return (uid) =>
    lines.get(uid) ?? {
      state: submitted.has(uid) ? 'submitted' : registered.has(uid) ? 'registered' : 'absent',
      rank: null,
      solved: 0,
      penalty: 0,
      score: 0,
    };
}

export function gradebook(db: Db, gid: number, viewer: Viewer, now = Date.now()): Gradebook {
  const trainings = trainingsOf(db, gid);
  const contests = contestsOf(db, gid);
  const marks = trainingMarks(db, trainings);
  const boards = contests.map((c) => contestMarks(db, c, viewer, now));
  const problemCounts = db.$client
    .query(`select cid, count(*) as n from contest_problems where cid in (select value from json_each(?)) group by cid`)
    .all(JSON.stringify(contests.map((c) => c.id))) as { cid: number; n: number }[];
  const problemsIn = new Map(problemCounts.map((r) => [r.cid, r.n]));
  return {
    trainings: trainings.map((t) => ({
      id: t.id,
      title: t.title,
      problems: t.problems,
      dueAt: t.dueAt === null ? null : new Date(t.dueAt).toISOString(),
    })),
    contests: contests.map((c) => ({
      id: c.id,
      title: c.title,
      type: c.type,
      problems: problemsIn.get(c.id) ?? 0,
      startTime: c.startTime.toISOString(),
    })),
    rows: membersOf(db, gid).map((m) => ({
      ...m,
      trainings: trainings.map((t) => {
        const mark = marks.get(`${t.id}:${m.uid}`) ?? { ac: 0, onTime: 0 };
        return { solved: mark.ac, late: t.dueAt === null ? 0 : mark.ac - mark.onTime };
      }),
      contests: boards.map((markOf) => markOf(m.uid)),
    })),
  };
}
